import type { FieldMetadata } from "@conform-to/react";
import { TextArea, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";
import { languageNamesInEnglish } from "#app/modules/i18n/languages.ts";
import { programTranslationLanguages, type ProgramTranslationLanguage } from "../program-language.ts";

type Conformed = FieldMetadata<unknown, Record<string, unknown>, string[]>;
type TranslationFieldset = Record<
  | "title"
  | "ageRange"
  | "shortDescription"
  | "fullDescription"
  | "features"
  | "learningOutcomes"
  | "benefits"
  | "progressNote",
  Conformed
>;

/**
 * A course's Hindi and Marathi, side by side under its English: what the course's card and page show on the
 * Hindi and Marathi site. A text left empty shows in English there.
 */
export function ProgramTranslationFields({
  fields,
}: {
  fields: Record<ProgramTranslationLanguage, { getFieldset: () => TranslationFieldset }>;
}) {
  return (
    <fieldset className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:col-span-2">
      <legend className="px-1 font-bold">In Hindi and Marathi</legend>
      <p className="text-sm text-slate-600">
        Shown on the Hindi and Marathi pages (/hi/…, /mr/…). A text left empty shows there in English. Use the spellings
        of the glossary (docs/glossary.md).
      </p>
      <div className="mt-3 grid gap-6 lg:grid-cols-2">
        {programTranslationLanguages.map((language) => (
          <TranslationColumn key={language} language={language} fields={fields[language].getFieldset()} />
        ))}
      </div>
    </fieldset>
  );
}

function TranslationColumn({
  language,
  fields,
}: {
  language: ProgramTranslationLanguage;
  fields: TranslationFieldset;
}) {
  const name = languageNamesInEnglish[language];
  const props = { lang: language };
  return (
    <div className="grid content-start gap-4">
      <h3 className="font-bold">{name}</h3>
      <TextInput field={fields.title} label={`Title in ${name}`} {...props} />
      <TextInput field={fields.ageRange} label={`Ages in ${name}`} {...props} />
      <TextInput field={fields.shortDescription} label={`Short description in ${name}`} {...props} />
      <TextArea field={fields.fullDescription} label={`Full description in ${name}`} rows={6} {...props} />
      <TextArea field={fields.features} label={`Features in ${name} (one per line)`} rows={4} {...props} />
      <TextArea
        field={fields.learningOutcomes}
        label={`What students learn in ${name} (one per line)`}
        rows={4}
        {...props}
      />
      <TextArea field={fields.benefits} label={`Benefits in ${name} (one per line)`} rows={4} {...props} />
      <TextArea field={fields.progressNote} label={`What families can expect in ${name}`} rows={2} {...props} />
    </div>
  );
}
