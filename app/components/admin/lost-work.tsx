import { AlertTriangle, X } from "lucide-react";
import { Link } from "react-router";
import { dismissLostWork, useReportedLostWork } from "#app/modules/admin/lost-work-notice.ts";
import {
  lostWorkText,
  lostWorkTitle,
  signInAgainUrl,
  type LostWork,
  type TypedField,
} from "#app/modules/admin/lost-work.ts";
import { buttonClasses } from "#app/ui/button.tsx";

const newTab = { target: "_blank", rel: "noopener" } as const;

/** The way forward: sign in again (in a new tab, so this page and its text stay), or add the record again. */
function NextSteps({ lost }: { lost: LostWork }) {
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      {lost.lostWork === "session-ended" ? (
        <a href={signInAgainUrl(lost.formUrl)} {...newTab} className={buttonClasses("primary")}>
          Sign in again<span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
      {lost.againUrl ? (
        <a href={lost.againUrl} {...newTab} className={buttonClasses("secondary")}>
          Add it again as a new {lost.record}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}

/**
 * The answer without JavaScript, a page of the back office: what happened, the way forward, and the text that was
 * sent, ready to copy.
 */
export function LostWorkAnswer({ lost }: { lost: LostWork }) {
  return (
    <div className="max-w-3xl">
      <h1 className="flex items-center gap-3 text-3xl font-extrabold">
        <AlertTriangle aria-hidden="true" className="size-8 shrink-0 text-amber-600" /> {lostWorkTitle(lost)}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{lostWorkText(lost)}</p>
      <p className="mt-2 text-slate-700">
        {lost.typed.length > 0
          ? "Your text is below: copy what you need. The links open in a new tab, so this page stays open."
          : "There was no text to keep."}
      </p>
      <NextSteps lost={lost} />
      <TypedText typed={lost.typed} />
      {lost.lostWork === "record-deleted" ? (
        <Link
          to={lost.formUrl.replace(/\?.*$/, "")}
          className="mt-8 inline-block font-semibold text-brand-700 underline"
        >
          Back to the list
        </Link>
      ) : null}
    </div>
  );
}

export function TypedText({ typed }: { typed: TypedField[] }) {
  if (typed.length === 0) return null;
  return (
    <section aria-labelledby="typed-heading" className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="typed-heading" className="text-xl font-bold">
        What you typed
      </h2>
      <div className="mt-4 space-y-4">
        {typed.map((field, index) => (
          <div key={`${field.name}-${index}`}>
            <label htmlFor={`typed-${index}`} className="block font-semibold text-slate-800">
              {field.label}
            </label>
            <textarea
              id={`typed-${index}`}
              readOnly
              value={field.value}
              // Sized to the text where the browser can, else by a generous guess for a narrow screen.
              rows={Math.min(12, Math.max(2, Math.ceil(field.value.length / 40), field.value.split("\n").length))}
              className="mt-1.5 block field-sizing-content max-h-96 w-full rounded-xl border border-slate-300 bg-slate-50 px-4 py-2.5 text-ink"
            />
          </div>
        ))}
      </div>
    </section>
  );
}

/**
 * With JavaScript the form stays on screen with what was typed, and this notice, at the top of the back office
 * and following the scroll, says what happened and how to go on.
 */
export function LostWorkNotice() {
  const lost = useReportedLostWork();
  if (!lost) return null;
  return (
    <div
      role="alert"
      className="sticky top-2 z-30 mb-4 rounded-3xl bg-amber-50 p-5 shadow-lg ring-1 ring-amber-300 sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 className="flex items-center gap-2 text-lg font-bold text-amber-950">
          <AlertTriangle aria-hidden="true" className="size-6 shrink-0" /> {lostWorkTitle(lost)}
        </h2>
        <button
          type="button"
          onClick={dismissLostWork}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-amber-950 hover:bg-amber-100"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">Dismiss</span>
        </button>
      </div>
      <p className="mt-1 text-amber-950">{lostWorkText(lost)}</p>
      <p className="mt-1 font-semibold text-amber-950">
        {lost.lostWork === "session-ended"
          ? "Your text is still in the form. Sign in again in the new tab, then come back here and save again."
          : "Your text is still in the form: copy what you need before you leave this page."}
      </p>
      <NextSteps lost={lost} />
    </div>
  );
}
