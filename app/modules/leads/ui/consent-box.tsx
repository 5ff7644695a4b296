import { inputProps, type TemplateField } from "#app/modules/forms/template-form.ts";
import { ErrorList } from "#app/ui/field.tsx";

/** The parent's consent, required for a child's details; its errors sit under the hint as the page script puts them. */
export function ConsentBox({ field }: { field: TemplateField }) {
  const errorId = field.errors?.length ? `${field.id}-error` : undefined;
  const hintId = `${field.id}-hint`;
  return (
    <div className="sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          {...inputProps(field, { type: "checkbox" })}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(" ")}
          className="mt-1 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={field.id} className="font-semibold text-slate-800">
          I am this child's parent or guardian, and I agree to SkillSprouts using these details to arrange the trial
          class.
        </label>
      </div>
      <div className="pl-8">
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          We ask because India's data protection law needs a parent's consent for a child's details.
        </p>
        <ErrorList id={errorId} errors={field.errors} />
      </div>
    </div>
  );
}
