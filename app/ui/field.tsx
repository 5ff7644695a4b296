import { useId, type ComponentProps, type ReactNode } from "react";
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

type FieldProps = {
  label: ReactNode;
  errors?: Errors;
  hint?: ReactNode;
  className?: string;
  inputProps: ComponentProps<"input"> & { key?: string | null };
};

/** A labelled input whose errors are tied to it for screen readers (aria-describedby, aria-invalid). */
export function Field({ label, errors, hint, className, inputProps }: FieldProps) {
  // Form libraries hand out a `key` with the props; React wants keys passed directly, never spread.
  const { key: _key, ...controlProps } = inputProps;
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      <input
        {...controlProps}
        id={id}
        className={cn(controlClass, inputProps.className)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

type ControlProps<T> = {
  label: ReactNode;
  errors?: Errors;
  hint?: ReactNode;
  className?: string;
  controlProps: T & { key?: string | null; id?: string; className?: string };
};

function useDescribedBy(id: string, errors: Errors, hint: ReactNode) {
  const errorId = errors?.length ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return { errorId, hintId, describedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined };
}

/** A labelled multi-line text box with the same error wiring as Field. */
export function TextareaField({
  label,
  errors,
  hint,
  className,
  controlProps,
}: ControlProps<ComponentProps<"textarea">>) {
  const { key: _key, ...props } = controlProps;
  const fallbackId = useId();
  const id = props.id ?? fallbackId;
  const { errorId, hintId, describedBy } = useDescribedBy(id, errors, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        rows={5}
        {...props}
        id={id}
        className={cn(controlClass, props.className)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** A labelled native select (works without JavaScript and on every phone). */
export function SelectField({
  label,
  errors,
  hint,
  className,
  controlProps,
  options,
  placeholder,
}: ControlProps<ComponentProps<"select">> & {
  options: (string | { value: string; label: string })[];
  placeholder: string;
}) {
  const { key: _key, ...props } = controlProps;
  const fallbackId = useId();
  const id = props.id ?? fallbackId;
  const { errorId, hintId, describedBy } = useDescribedBy(id, errors, hint);
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-slate-800">
        {label}
      </label>
      <select
        {...props}
        id={id}
        className={cn(controlClass, props.className)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => {
          const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
