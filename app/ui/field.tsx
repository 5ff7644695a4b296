import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn.ts";

type Errors = string[] | undefined;

export function ErrorList({ id, errors }: { id?: string; errors: Errors }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1.5 space-y-1 text-sm font-medium text-red-700">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** A form-level error (e.g. wrong password), announced when it appears. */
export function FormError({ id, errors }: { id?: string; errors: Errors }) {
  if (!errors?.length) return null;
  return (
    <div id={id} role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-red-800">
      {errors.map((error) => (
        <p key={error}>{error}</p>
      ))}
    </div>
  );
}

const controlClass =
  "mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-4 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-400 focus:border-brand-600 read-only:bg-slate-100 aria-[invalid=true]:border-red-600";

/** What every control gets from its field: an id, its error state and the ids that describe it. */
type ControlWiring = {
  id: string;
  className: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type ShellProps = {
  label: ReactNode;
  errors?: Errors;
  hint?: ReactNode;
  className?: string;
  /**
   * The control's own props as a form library hands them out; its `key` is dropped (React wants keys direct). The
   * id is the form's to give (it is no hook's): the same field always gets the same one, on every page.
   */
  controlProps: { key?: string | null; id: string; className?: string };
};

/**
 * The label, hint and errors around one control, tied to it for screen readers
 * (aria-describedby, aria-invalid). Input, textarea and select share it.
 */
function FieldShell({
  label,
  errors,
  hint,
  className,
  controlProps,
  render,
}: ShellProps & { render: (wiring: ControlWiring) => ReactNode }) {
  const { id } = controlProps;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      {render({
        id,
        className: cn(controlClass, controlProps.className),
        "aria-invalid": errorId ? true : undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

type FieldProps<T> = Omit<ShellProps, "controlProps"> & { controlProps: T & ShellProps["controlProps"] };

export function Field({
  inputProps,
  ...shell
}: Omit<ShellProps, "controlProps"> & { inputProps: ComponentProps<"input"> & ShellProps["controlProps"] }) {
  const { key: _key, ...props } = inputProps;
  return <FieldShell {...shell} controlProps={inputProps} render={(wiring) => <input {...props} {...wiring} />} />;
}

/** A labelled multi-line text box. */
export function TextareaField({ controlProps, ...shell }: FieldProps<ComponentProps<"textarea">>) {
  const { key: _key, ...props } = controlProps;
  return (
    <FieldShell
      {...shell}
      controlProps={controlProps}
      render={(wiring) => <textarea rows={5} {...props} {...wiring} />}
    />
  );
}

/** A labelled native select (works without JavaScript and on every phone). */
export function SelectField({
  controlProps,
  options,
  placeholder,
  ...shell
}: FieldProps<ComponentProps<"select">> & {
  options: (string | { value: string; label: string })[];
  placeholder: string;
}) {
  const { key: _key, ...props } = controlProps;
  return (
    <FieldShell
      {...shell}
      controlProps={controlProps}
      render={(wiring) => (
        <select {...props} {...wiring}>
          <option value="">{placeholder}</option>
          {options.map((option) => {
            const { value, label } = typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {label}
              </option>
            );
          })}
        </select>
      )}
    />
  );
}

/**
 * One field as a form library describes it. Conform's FieldMetadata (hydrated pages) and the page templates'
 * TemplateField (pages drawn once on the server) both fit, so the same components draw the fields of either.
 */
export type FieldSource = { id: string; name: string; errors?: string[] | undefined };

/** The input types drawn under their label; a checkbox or radio sits beside its label and is drawn on its own. */
export type LabelledInputType =
  | "color"
  | "date"
  | "datetime-local"
  | "email"
  | "file"
  | "month"
  | "number"
  | "password"
  | "range"
  | "search"
  | "tel"
  | "text"
  | "time"
  | "url"
  | "week";

/** What a form library's props function hands out for one control (conform's `getInputProps` and its kin). */
type LibraryControlProps<Element extends "input" | "select" | "textarea"> = ComponentProps<Element> &
  ShellProps["controlProps"];

/** The label, hint and layout of a field given its source; the control's own wiring comes from the library. */
type SourceFieldProps<F extends FieldSource> = Pick<ShellProps, "label" | "hint" | "className"> & { field: F };

/** The props of an input field bound to a library: the field once, its type, and any attribute it needs beyond. */
export type InputFieldProps<F extends FieldSource> = SourceFieldProps<F> & {
  type: LabelledInputType;
} & Omit<ComponentProps<"input">, "key" | "ref" | "id" | "name" | "type" | "className" | "children">;

export type SelectFieldProps<F extends FieldSource> = SourceFieldProps<F> &
  Pick<ComponentProps<typeof SelectField>, "options" | "placeholder">;

export type TextareaFieldProps<F extends FieldSource> = SourceFieldProps<F>;

/**
 * A labelled input drawn from a field source: `propsOf` is the form library's way to turn the field into the
 * input's props; attributes given beside it (autoComplete, min, accept…) come after, as the form asks.
 */
export function SourceInputField<F extends FieldSource>({
  field,
  propsOf,
  type,
  label,
  hint,
  className,
  ...attributes
}: InputFieldProps<F> & { propsOf: (field: F, options: { type: LabelledInputType }) => LibraryControlProps<"input"> }) {
  return (
    <Field
      label={label}
      hint={hint}
      className={className}
      errors={field.errors}
      inputProps={{ ...propsOf(field, { type }), ...attributes }}
    />
  );
}

/** A labelled native select drawn from a field source, its props from the form library's `propsOf`. */
export function SourceSelectField<F extends FieldSource>({
  field,
  propsOf,
  ...shell
}: SelectFieldProps<F> & { propsOf: (field: F) => LibraryControlProps<"select"> }) {
  return <SelectField {...shell} errors={field.errors} controlProps={propsOf(field)} />;
}

/** A labelled multi-line text box drawn from a field source, its props from the form library's `propsOf`. */
export function SourceTextareaField<F extends FieldSource>({
  field,
  propsOf,
  ...shell
}: TextareaFieldProps<F> & { propsOf: (field: F) => LibraryControlProps<"textarea"> }) {
  return <TextareaField {...shell} errors={field.errors} controlProps={propsOf(field)} />;
}
