import { useEffect, useState, type ComponentProps, type ReactNode } from "react";
import { cn } from "./cn.ts";
import { Field } from "./field.tsx";

type ImageFieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  errors?: string[];
  className?: string;
  inputProps: ComponentProps<"input"> & { key?: string | null; id: string };
  /** The picture saved now, shown until a new one is chosen. */
  currentSrc: string | null;
  preview: { alt: string; width: number; height: number; className: string };
};

/**
 * A picture upload that shows the chosen file before anything is sent (and the saved picture until then).
 * The file is only read by the browser; the server checks and re-encodes it on save.
 */
export function ImageField({ inputProps, currentSrc, preview, className, ...field }: ImageFieldProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen)), [chosen]);
  const shown = chosen ?? currentSrc;
  return (
    <div className={cn("flex flex-wrap items-end gap-4", className)}>
      <Field
        {...field}
        className="min-w-56 flex-1"
        inputProps={{
          ...inputProps,
          onChange: (event) => {
            const file = event.currentTarget.files?.[0];
            setChosen(file ? URL.createObjectURL(file) : null);
          },
        }}
      />
      {shown ? (
        <img
          src={shown}
          alt={preview.alt}
          width={preview.width}
          height={preview.height}
          className={cn("object-cover ring-2 ring-slate-200", preview.className)}
        />
      ) : null}
    </div>
  );
}
