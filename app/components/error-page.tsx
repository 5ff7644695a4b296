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
};

/** The friendly page shown for a missing page or an unexpected error; it needs no data. */
export function ErrorPage({ status, title, text }: { status: number; title?: string; text?: string }) {
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
