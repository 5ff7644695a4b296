import { z } from "zod";
import { rowId, rowVersion } from "#app/modules/forms/fields.ts";

/**
 * The three changes a back-office list of rows makes, as members of its action schema: "create" with the row's
 * fields, "update" with the fields plus the row's id and the version it was opened at (so a stale edit is caught),
 * and "delete" by id alone. Pages that only create, update and delete share these, so every such page checks
 * versions the same way.
 */
export function rowEditActions<Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>) {
  return [
    fields.extend({ intent: z.literal("create") }),
    fields.extend({ intent: z.literal("update"), id: rowId, version: rowVersion }),
    z.object({ intent: z.literal("delete"), id: rowId }),
  ] as const;
}
