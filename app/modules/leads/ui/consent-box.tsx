import { inputProps, type TemplateField } from "#app/modules/forms/template-form.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import type { Language } from "#app/modules/i18n/languages.ts";
import { ErrorList } from "#app/ui/field.tsx";

/**
 * The parent's consent, required for a child's details; its errors sit under the hint as the page script puts them.
 * Worded in the page's language.
 */
export function ConsentBox({ field, language }: { field: TemplateField; language: Language }) {
  const t = translator(language);
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
          {t("trial.consent")}
        </label>
      </div>
      <div className="pl-8">
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {t("trial.consentHint")}
        </p>
        <ErrorList id={errorId} errors={field.errors} />
      </div>
    </div>
  );
}
