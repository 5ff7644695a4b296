import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { PrivacyNote } from "#app/components/privacy-note.tsx";
import { translator } from "#app/modules/i18n/i18n.ts";
import { pathInLanguage, type Language } from "#app/modules/i18n/languages.ts";
import { privacyNoticeLink } from "#app/modules/i18n/privacy-link.ts";
import { CheckedForm } from "#app/modules/forms/ui/checked-form.tsx";
import { cn } from "#app/ui/cn.ts";
import { HoneypotField, type HoneypotProps } from "#app/ui/honeypot.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";

/*
 * What the public pages' lead forms (contact, trial class, offline demo, job application) have in common: drawn
 * once on the server, posting as plain HTML, and checked in the browser by the lead-form island.
 */

/** The white card a lead form sits in, named by its heading. */
export function LeadFormCard({
  headingId,
  heading,
  className,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn(className, "rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8")}
    >
      <h2 id={headingId} className="text-2xl font-extrabold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * The form around a lead's fields: after the form-level error, the honeypot that catches bots, then the fields,
 * the privacy note and the submit button. It carries nothing of one visitor, so its page can be served from stored
 * bytes: the server makes the submission id that stores a resend once when the form is sent (`submissionIdFor`).
 */
export function LeadForm({
  privacyNote,
  submitLabel,
  pendingLabel,
  honeypot,
  language,
  children,
  ...checked
}: Omit<ComponentProps<typeof CheckedForm>, "className"> & {
  /** The page's language (its loader's `requestLanguage`): the privacy note links to the notice in it. */
  language: Language;
  /** The signed time stamp of the honeypot, from the page's loader (`honeypotProps`). */
  honeypot: HoneypotProps;
  privacyNote: ReactNode;
  submitLabel: ReactNode;
  pendingLabel: string;
}) {
  return (
    <CheckedForm {...checked} className="mt-6 grid gap-5 sm:grid-cols-2">
      <HoneypotField {...honeypot} />
      {children}
      <PrivacyNote className="sm:col-span-2" link={privacyNoticeLink(language)}>
        {privacyNote}
      </PrivacyNote>
      <div className="sm:col-span-2">
        <StatusButton pendingLabel={pendingLabel}>{submitLabel}</StatusButton>
      </div>
    </CheckedForm>
  );
}

/**
 * What a visitor sees once, after sending a request: thanks by name and what happens next. Its heading is where
 * the action's redirect points (`#confirmation-heading`).
 */
export function LeadConfirmation({
  icon: Icon,
  name,
  language,
  children,
}: {
  icon: LucideIcon;
  name: string;
  language: Language;
  children: ReactNode;
}) {
  const t = translator(language);
  return (
    <section
      role="status"
      aria-labelledby="confirmation-heading"
      className="rounded-3xl bg-brand-50 p-8 text-center ring-1 ring-brand-100"
    >
      <Icon aria-hidden="true" className="mx-auto size-14 text-brand-600" />
      {/* Focused as it appears, so a screen reader says it (a status already on the page when it opens is not
          announced): by React with JavaScript, and without it as the target of the redirect's #confirmation-heading
          (a focusable fragment target takes focus). */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- moving to the confirmation is the point here */}
      <h2 id="confirmation-heading" tabIndex={-1} autoFocus className="mt-4 text-2xl font-extrabold">
        {t("form.thankYou", { name })}
      </h2>
      <p className="mt-3 text-lg text-slate-700">{children}</p>
      <Link to={pathInLanguage("/", language)} className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t("form.backHome")}
      </Link>
    </section>
  );
}
