import { data } from "react-router";
import type { Route } from "./+types/import-problems";
import { requireAdmin } from "#app/modules/accounts/guards.server.ts";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { notUnderstood } from "#app/modules/admin/intent.ts";
import { ImportBadRows, importBodyRules } from "#app/modules/leads/lead-import.ts";
import { badRowsCsv, planDecision } from "#app/modules/leads/lead-import.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";

/**
 * The rows of a previewed import that cannot be imported, as a CSV to fix and upload again: the file's text comes
 * back from the preview and is checked again, so nothing of it is kept on the server. Admins only, as the import.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin({ request, context });
  const submission = await parseSubmission(request, ImportBadRows, importBodyRules);
  if (!submission.ok) throw notUnderstood();
  const { kind, fileName, csv } = submission.value;
  const plan = await planDecision(kind, csv);
  if ("error" in plan) throw data(plan.error, { status: 400 });
  describeAdminWrite(context, `Downloaded the ${plan.bad.length} rows of ${fileName} that could not be imported`);
  // Only letters, digits and a few signs in the header's file name: it is the admin's own file's name.
  const base =
    fileName
      .replace(/\.csv$/i, "")
      .replace(/[^\w.-]+/g, "-")
      .slice(0, 80) || "import";
  return new Response(badRowsCsv(plan), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${base}-problems.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
