import { data } from "react-router";
import type { Route } from "./+types/school-pricing";
import { adminMeta } from "#app/modules/site/meta.ts";
import { RecordPageHeading } from "#app/components/admin/record-page.tsx";
import { RecordEditor, useRecordForm } from "#app/components/admin/record-editor.tsx";
import { TextArea } from "#app/modules/forms/ui/conform-fields.tsx";
import { SchoolPricingActionSchema, SchoolPricingSchema } from "#app/modules/schools/school-admin.ts";
import { getSchoolPricingForAdmin, saveSchoolPricing } from "#app/modules/schools/school-admin.server.ts";
import { notSaved } from "#app/modules/admin/record-answers.server.ts";
import { OUTDATED } from "#app/modules/forms/fields.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { useActionToast } from "#app/ui/use-action-toast.ts";

export const meta: Route.MetaFunction = () => adminMeta("School Pricing");

export async function loader() {
  return { pricing: await getSchoolPricingForAdmin() };
}

const PAGE = "/admin/school-pricing";
const CONFLICT =
  "Someone else saved the pricing model while you were editing. Reload the page to see their version, then make your change again.";

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, SchoolPricingActionSchema);
  if (!submission.ok) {
    return data(
      { result: submission.reply(), toast: { title: "Not saved", description: OUTDATED } },
      { status: submission.status },
    );
  }
  const outcome = await saveSchoolPricing(submission.value);
  if (outcome !== "updated") return notSaved("Not saved", CONFLICT, submission.reply({ formErrors: [CONFLICT] }), 409);
  return redirectWithToast(PAGE, { title: "Pricing Model Saved" });
}

export default function SchoolPricing({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData?.toast);
  const { pricing } = loaderData;
  const editor = useRecordForm(SchoolPricingSchema, {
    name: "pricing",
    record: { id: 1, version: pricing.version },
    lastResult: actionData?.result,
    defaultValue: { text: pricing.text },
    id: `pricing-${pricing.version}`,
  });
  return (
    <>
      <RecordPageHeading title="School Pricing" />
      <RecordEditor editor={editor} heading="How schools are charged">
        <TextArea
          field={editor.fields.text}
          label="Pricing model"
          hint="Shown on the For Schools page as you write it: what a school pays for, per what, what is included and the smallest batch. Leave it empty to hide the section."
        />
      </RecordEditor>
    </>
  );
}
