import { PageLink } from "#app/ui/page-link.tsx";
import { buttonClasses } from "#app/ui/button.tsx";
import { Sprout } from "./shell/logo.tsx";

const messages: Record<number, { title: string; text: string }> = {
  404: {
    title: "We couldn't find that page",
    text: "The page may have moved, or the link may have a typo. Let's get you back on track.",
  },
  403: { title: "That page is not for you", text: "You don't have permission to open this page." },
  429: { title: "Slow down a little", text: "Too many tries in a short time. Please wait a minute and try again." },
  503: {
    title: "We'll be back in a moment",
    text: "This page is taking a short break while we fix something on our side. Please try again in a minute.",
  },
};

/**
 * The friendly page shown for a missing page or an unexpected error; it needs no data. Given the office's
 * phone, a "back in a moment" page offers it, so a parent can still reach a person.
 */
export function ErrorPage({
  status,
  title,
  text,
  phone,
}: {
  status: number;
  title?: string;
  text?: string;
  phone?: string;
}) {
  const known = messages[status] ?? {
    title: "Something went wrong on our side",
    text: "We're sorry. Please try again in a moment; if it keeps happening, please let us know.",
  };
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <Sprout className="size-20" />
      <p className="mt-6 font-display text-5xl font-extrabold text-brand-600">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">{title ?? known.title}</h1>
      <p className="mt-4 text-lg text-slate-600">{text ?? known.text}</p>
      {status === 503 && phone ? (
        <p className="mt-4 text-lg text-slate-700">
          To talk to us now, call{" "}
          <a href={`tel:${phone.replace(/[^+\d]/g, "")}`} className="font-semibold text-brand-700 underline">
            {phone}
          </a>
          .
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <PageLink to="/" className={buttonClasses("primary")}>
          Go back to Home
        </PageLink>
        <PageLink to="/contact" className={buttonClasses("secondary")}>
          Contact us
        </PageLink>
      </div>
    </div>
  );
}
