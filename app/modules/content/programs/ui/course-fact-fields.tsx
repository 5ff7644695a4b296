import type { FieldMetadata } from "@conform-to/react";
import { TextArea, TextInput } from "#app/modules/forms/ui/conform-fields.tsx";

type Conformed = FieldMetadata<unknown, Record<string, unknown>, string[]>;

const numberFields = {
  levels: "Levels",
  monthsPerLevel: "Months per level",
  classMinutes: "Class length (minutes)",
  classesPerWeek: "Classes a week",
  batchSize: "Most children in a batch",
} as const;

const modeFields = {
  onlineTimings: "Online classes: days and times",
  schoolTimings: "In partner schools: when",
  officeTimings: "At the office: days and times",
} as const;

const textFields = {
  certificate: "Certificate",
  fees: "Fees",
  progressNote: "What families can expect, and when",
} as const;

/** An object's own keys, typed as they are written. */
const keysOf = <T extends object>(object: T) => Object.keys(object) as (keyof T)[];

type CourseFactField = keyof typeof numberFields | keyof typeof modeFields | keyof typeof textFields;

/** The names the lost-work notice gives these fields. */
export const factLabels: Record<CourseFactField, string> = { ...numberFields, ...modeFields, ...textFields };

/**
 * The course facts part of a program's form: what the course page's fact box, the FAQ and Brainy say. Every field
 * may stay empty; an empty fact is not shown anywhere.
 */
export function CourseFactFields({ fields }: { fields: Record<CourseFactField, Conformed> }) {
  return (
    <fieldset className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:col-span-2">
      <legend className="px-1 font-bold">Course facts</legend>
      <p className="text-sm text-slate-600">
        Shown in the course page&apos;s fact box, the FAQ and Brainy&apos;s answers. Leave a fact empty to leave it out.
      </p>
      <div className="mt-3 grid gap-4 sm:grid-cols-3">
        {keysOf(numberFields).map((name) => (
          <TextInput key={name} field={fields[name]} label={numberFields[name]} inputMode="numeric" />
        ))}
      </div>
      <div className="mt-4 grid gap-4">
        {keysOf(modeFields).map((name) => (
          <TextInput
            key={name}
            field={fields[name]}
            label={modeFields[name]}
            hint="Leave empty when the course is not offered this way."
          />
        ))}
        <TextInput
          field={fields.certificate}
          label={textFields.certificate}
          hint="Who issues it, and after what. For example: A SkillSprouts certificate after each level's test."
        />
        <TextArea
          field={fields.fees}
          label={textFields.fees}
          hint="Ranges, or how fees work. For example: Paid per level; we tell you the fee before you enrol."
          rows={2}
        />
        <TextArea
          field={fields.progressNote}
          label={textFields.progressNote}
          hint="Shown after the course overview, e.g. what most children can do after the first level."
          rows={2}
        />
      </div>
    </fieldset>
  );
}
