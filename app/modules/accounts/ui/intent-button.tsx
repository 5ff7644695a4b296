import type { ReactNode } from "react";
import { buttonClasses } from "#app/ui/button.tsx";

/** A button that posts its form with one intent, as every row action of this page does. */
export function IntentButton({
  intent,
  variant,
  busy,
  children,
}: {
  intent: string;
  variant: "ghost" | "secondary";
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} className={buttonClasses(variant, "sm")}>
      {children}
    </button>
  );
}
