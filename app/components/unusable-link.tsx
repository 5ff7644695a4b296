import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * What a page opened from a mailed link says when the link cannot be used (incomplete, expired, already used):
 * the page's title, why, and where to go next. One view for every such link (reset, sign-in, confirmation,
 * invitation, newsletter), so they read alike.
 */
export function UnusableLink({
  title,
  children,
  next,
}: {
  title: string;
  children: ReactNode;
  /** `document`: the page is sent without the framework, so it is loaded as a document (see PageLink). */
  next?: { to: string; label: string; document?: boolean };
}) {
  return (
    <>
      <h1 className="text-3xl font-extrabold">{title}</h1>
      <p role="alert" className="mt-4 text-slate-700">
        {children}
      </p>
      {next ? (
        <Link
          to={next.to}
          reloadDocument={next.document}
          className="mt-6 inline-block font-semibold text-brand-700 underline"
        >
          {next.label}
        </Link>
      ) : null}
    </>
  );
}
