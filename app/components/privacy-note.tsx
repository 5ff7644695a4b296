import type { ReactNode } from "react";
import { cn } from "#app/ui/cn.ts";

/**
 * The short line beside a form that takes personal data: what the details are for, and a link to the privacy
 * notice. A plain link, so it works in the page script's islands and in pages without the framework alike.
 */
export function PrivacyNote({
  children,
  className,
  onDark = false,
  link = { href: "/privacy", text: "How we look after your data" },
}: {
  children: ReactNode;
  className?: string;
  /** On a dark background (the footer): light text. */
  onDark?: boolean;
  /**
   * The link to the notice, in the page's language. Given by the caller, not translated here: this note is in the
   * islands' code too, which must not carry every language's messages.
   */
  link?: { href: string; text: string };
}) {
  return (
    <p className={cn("text-sm", onDark ? "text-slate-300" : "text-slate-600", className)}>
      {children}{" "}
      <a href={link.href} className="font-semibold text-current underline underline-offset-2">
        {link.text}
      </a>
    </p>
  );
}
