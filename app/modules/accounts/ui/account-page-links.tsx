import { PageLink } from "#app/ui/page-link.tsx";

/*
 * The links between the account pages. They are plain document loads, so they serve the pages sent without the
 * framework and the hydrated ones alike.
 */

/** Under a log-in or sign-up form, the way to the other one: "New here? Sign up". */
export function OtherAccountPage({ question, href, link }: { question: string; href: string; link: string }) {
  return (
    <p className="mt-6 text-center text-slate-700">
      {question}{" "}
      <a href={href} className="font-semibold text-brand-700 underline">
        {link}
      </a>
    </p>
  );
}

/** The way back from asking for a mailed link (a password reset, a sign-in link) to the log-in page. */
export function BackToLogIn() {
  return (
    <PageLink to="/login" className="mt-6 inline-block font-semibold text-brand-700 underline">
      Back to log in
    </PageLink>
  );
}
