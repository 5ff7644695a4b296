import { z } from "zod";
import { checkbox, OUTDATED, optionalText, requiredText } from "#app/modules/forms/fields.ts";
import { rowEditActions } from "#app/modules/content/shared/row-actions.ts";

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_TOO_LARGE = "The photo must be 5 MB or smaller.";
export const NOT_A_PHOTO = "Please choose a photo (PNG, JPEG, WebP or GIF).";
const PLACE = "Please enter the place as a whole number from 1 to 99.";

export const LeaderSchema = z.object({
  /** Empty while the role is not filled: such a leader is kept for staff and never shown. */
  name: optionalText("the name", 80),
  role: requiredText("the role", 120),
  bio: optionalText("the bio", 600),
  /** Where About Us lists them, first to last. */
  sortOrder: z.coerce.number({ error: PLACE }).int({ error: PLACE }).min(1, { error: PLACE }).max(99, { error: PLACE }),
  isPublished: checkbox,
  photo: z
    .file()
    .max(MAX_PHOTO_BYTES, { error: PHOTO_TOO_LARGE })
    .refine((file) => file.size === 0 || file.type.startsWith("image/"), { error: NOT_A_PHOTO })
    .optional(),
});

/** Every change the leaders page makes, parsed once. */
export const LeaderActionSchema = z.discriminatedUnion("intent", rowEditActions(LeaderSchema), { error: OUTDATED });

/**
 * Whether About Us shows a leader, and if not why (for the back office's list): only a published leader with a
 * name is shown, since a role alone says nothing about who leads. The public read (leaders.server.ts) filters alike.
 */
export function leaderVisibility(leader: { name: string; isPublished: boolean }): "shown" | "unpublished" | "no-name" {
  if (leader.name.trim() === "") return "no-name";
  return leader.isPublished ? "shown" : "unpublished";
}
