import { ClassFacts, NoticeLine, type PageNotice } from "./class-facts.tsx";
import { buttonClasses } from "#app/ui/button.tsx";
import { CANCEL_BOOKING, MOVE_BOOKING } from "../booking.ts";
import type { ClassDay } from "../trial-times.ts";
import { ClassChoices } from "./class-choices.tsx";
import { translator } from "#app/modules/i18n/i18n.ts";
import { withNodes } from "#app/modules/i18n/ui/with-nodes.tsx";
import { pathInLanguage, type Language } from "#app/modules/i18n/languages.ts";

/*
 * The page that changes or cancels a booked trial class, from the parent's own link: plain HTML forms posting to
 * the page itself, so it works the same with JavaScript off. Cancelling asks once more on a page of its own.
 */

/** The booking as the change page shows it. */
export type BookingSummary = {
  childName: string;
  courseTitle: string;
  day: string;
  time: string;
  place: string;
  /** The booking's own page (its view link). */
  page: string;
};

/** What the change page can offer for a link. */
export type ChangeState =
  | { state: "open"; booking: BookingSummary; days: ClassDay[] }
  | { state: "cancelled"; booking: BookingSummary }
  | { state: "closed"; booking: BookingSummary; phone: string };

/** A change just made, or one refused, as the page says it. */
export type ChangeNotice = PageNotice;

export function BookingChange({
  change,
  notice,
  confirmCancel,
  language,
}: {
  change: ChangeState;
  notice: ChangeNotice | null;
  confirmCancel: boolean;
  language: Language;
}) {
  const { booking } = change;
  const t = translator(language);
  const child = booking.childName;
  const heading =
    change.state === "cancelled"
      ? t("booking.changeCancelledHeading", { child })
      : change.state === "closed"
        ? t("booking.changeClosedHeading", { child })
        : confirmCancel
          ? t("booking.cancelQuestion")
          : t("booking.changeHeading", { child });
  return (
    <section aria-labelledby="change-heading" className="rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-8">
      {/* Focused as it appears (the target of every post's redirect), so a screen reader says what happened. */}
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the page's answer to the parent's change */}
      <h2 id="change-heading" tabIndex={-1} autoFocus className="text-2xl font-extrabold text-slate-900">
        {heading}
      </h2>
      <NoticeLine notice={notice} />
      <ClassFacts facts={booking} language={language} />
      {change.state === "closed" ? (
        <p className="mt-6 text-slate-700">
          {withNodes((markers) => t("booking.closedText", markers), { phone: <strong>{change.phone}</strong> })}
        </p>
      ) : change.state === "cancelled" ? (
        <p className="mt-6 text-slate-700">
          {t("booking.seatGivenBack")}{" "}
          <a href={pathInLanguage("/trial-class", language)} className="font-semibold text-brand-700 underline">
            {t("booking.bookAnother")}
          </a>
        </p>
      ) : confirmCancel ? (
        <CancelConfirm language={language} />
      ) : (
        <>
          <MoveForm days={change.days} language={language} />
          <div className="mt-10 border-t border-slate-200 pt-6">
            <h3 className="text-lg font-bold text-slate-900">{t("booking.cantComeAtAll")}</h3>
            <p className="mt-1 text-slate-700">{t("booking.cancelIntro")}</p>
            {/* A plain link: the next page asks once more before anything is cancelled. */}
            <a href="?step=cancel#change-heading" className={`${buttonClasses("secondary", "md")} mt-4`}>
              {t("booking.cancelBooking")}
            </a>
          </div>
        </>
      )}
      <a href={booking.page} className="mt-8 inline-block font-semibold text-brand-700 underline">
        {t("booking.seeBooking")}
      </a>
    </section>
  );
}

function CancelConfirm({ language }: { language: Language }) {
  const t = translator(language);
  return (
    <div className="mt-6">
      <p className="text-slate-700">{t("booking.cancelConfirmText")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <form method="post">
          <input type="hidden" name="intent" value={CANCEL_BOOKING} />
          <button type="submit" className={buttonClasses("primary", "md")}>
            {t("booking.yesCancel")}
          </button>
        </form>
        <a href="?#change-heading" className={buttonClasses("secondary", "md")}>
          {t("booking.noKeep")}
        </a>
      </div>
    </div>
  );
}

/** The other open classes that fit the child, by day, as the booking's second step lists them. */
function MoveForm({ days, language }: { days: ClassDay[]; language: Language }) {
  const t = translator(language);
  if (days.length === 0) {
    return <p className="mt-6 text-slate-700">{t("booking.noOtherClass")}</p>;
  }
  return (
    <form method="post" className="mt-8">
      <input type="hidden" name="intent" value={MOVE_BOOKING} />
      <ClassChoices days={days} legend={t("booking.moveLegend")} language={language} />
      <button type="submit" className={`${buttonClasses("primary", "lg")} mt-6 w-full sm:w-auto`}>
        {t("booking.moveSubmit")}
      </button>
    </form>
  );
}
