import type { ComponentProps } from "react";
import { buttonClasses } from "./button.tsx";

/** A submit button that shows a pending label while its form is being sent. */
export function StatusButton({
  pending = false,
  pendingLabel,
  children,
  className,
  ...props
}: ComponentProps<"button"> & { pending?: boolean; pendingLabel: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      // On pages sent without the framework the checked-form island swaps the label in from here.
      data-pending-label={pendingLabel}
      className={buttonClasses("primary", "lg", className)}
      {...props}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
