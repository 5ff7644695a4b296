import { data, Link } from "react-router";
import type { Route } from "./+types/import-leads";
import { requireAdmin } from "#app/modules/accounts/guards.server.ts";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { notUnderstood } from "#app/modules/admin/intent.ts";
import { ImportAction, importBodyRules, importKindLabels } from "#app/modules/leads/lead-import.ts";
import {
  csvText,
  importLeads,
  IMPORT_SOURCE,
  planDecision,
  planImport,
  previewOf,
} from "#app/modules/leads/lead-import.server.ts";
import { ImportPreviewPanel, ImportUploadForm } from "#app/modules/leads/ui/lead-import-panels.tsx";
import { adminMeta } from "#app/modules/site/meta.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";

export const meta: Route.MetaFunction = () => adminMeta("Import leads");

/**
 * For admins only: an import writes thousands of leads at once, and a wrong file is not undone with a click (the
 * inbox deletes one lead at a time). Staff enter the leads they take one by one on the New lead page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  return null;
}

const plural = (count: number, word: string) => `${count.toLocaleString("en-IN")} ${word}${count === 1 ? "" : "s"}`;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin({ request, context });
  const submission = await parseSubmission(request, ImportAction, importBodyRules);
  if (!submission.ok) {
    // Only the upload has fields to show errors on; the preview's button sends back what the page was given.
    if (submission.formData.get("intent") !== "preview") throw notUnderstood();
    const toast = { title: "Not previewed", description: "Please check the file." };
    return data({ result: submission.reply({ hideFields: ["file"] }), toast, preview: null }, submission.status);
  }
  const form = submission.value;
  const refuse = (message: string) =>
    data(
      {
        result: submission.reply({ fieldErrors: { file: [message] }, hideFields: ["file"] }),
        toast: { title: "Not imported", description: message },
        preview: null,
      },
      400,
    );

  if (form.intent === "preview") {
    const text = await csvText(new Uint8Array(await form.file.arrayBuffer()));
    if ("error" in text) return refuse(text.error);
    const plan = await planImport(form.kind, text.text);
    if ("error" in plan) return refuse(plan.error);
    const preview = previewOf(plan, form.kind, form.file.name, text.text);
    describeAdminWrite(
      context,
      `Previewed the import of ${form.file.name}: ${preview.ready} new, ${preview.badCount} with problems`,
    );
    return { result: submission.reply({ hideFields: ["file"] }), toast: null, preview };
  }

  const plan = await planDecision(form.kind, form.csv);
  if ("error" in plan) return refuse(plan.error);
  const stored = await importLeads(form.kind, form.fileName, plan.ready, admin);
  const left = plan.bad.length;
  describeAdminWrite(
    context,
    `Imported ${plural(stored, "lead")} (${importKindLabels[form.kind].toLowerCase()}) from ${form.fileName}` +
      `; ${plural(plan.already + (plan.ready.length - stored), "row")} already in the inbox; ${plural(left, "row")} with problems left out`,
  );
  return redirectWithToast(`/admin/inbox?source=${IMPORT_SOURCE}`, {
    title: `${plural(stored, "lead")} imported`,
    description: left > 0 ? `${plural(left, "row")} with problems ${left === 1 ? "was" : "were"} left out.` : undefined,
  });
}

export default function ImportLeads({ actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const preview = actionData?.preview ?? null;
  return (
    <>
      <p className="mt-2">
        <Link to="/admin/inbox" className="font-semibold text-brand-700 underline">
          ← Back to the inbox
        </Link>
      </p>
      <h1 className="mt-4 text-3xl font-extrabold">Import leads</h1>
      <p className="mt-1 max-w-3xl text-slate-600">
        A list of enquiries from a spreadsheet (a school fair, say), saved as CSV. You see what will be imported before
        anything is stored, and a file imported twice adds nobody twice.
      </p>
      {preview ? <ImportPreviewPanel preview={preview} /> : null}
      <ImportUploadForm lastResult={actionData?.result} again={preview !== null} />
    </>
  );
}
