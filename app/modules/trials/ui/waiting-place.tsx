import { ClassFacts, NoticeLine, type PageNotice } from "./class-facts.tsx";
import { buttonClasses } from "#app/ui/button.tsx";
import { translator } from "#app/modules/i18n/i18n.ts";
import { pathInLanguage, type Language } from "#app/modules/i18n/languages.ts";
import { withNodes } from "#app/modules/i18n/ui/with-nodes.tsx";

/*
 * A family's place on a full trial class's waiting list, from the link its seat offer mails: the class, and what
 * can be done now (book the free seat, keep waiting, or leave). Plain HTML forms posting to the page itself, so it
 * works the same with JavaScript off.
 */

export type WaitNotice = PageNotice;

type Place = { childName: string; courseTitle: string; day: string; time: string; place: string };

type State = "free" | "full" | "booked" | "left" | "closed";

export function WaitingPlaceCard({
  place,
  state,
  notice,
  phone,
  language,
}: {
  place: Place;
  state: State;
  notice: WaitNotice | null;
  phone: string;
  language: Language;
}) {
  const t = translator(language);
  return (
    <section aria-labelledby="waitlist-heading" className="rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-8">
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the page's answer to the family's choice */}
      <h2 id="waitlist-heading" tabIndex={-1} autoFocus className="text-2xl font-extrabold text-slate-900">
        {t(`booking.waitHeading_${state}`, { child: place.childName })}
      </h2>
      <NoticeLine notice={notice} />
      <p className="mt-4 text-slate-700">{t(`booking.waitText_${state}`)}</p>
      <ClassFacts facts={place} language={language} />
      {state === "free" ? (
        <form method="post" className="mt-6">
          <input type="hidden" name="intent" value="book" />
          <button type="submit" className={`${buttonClasses("primary", "lg")} w-full sm:w-auto`}>
            {t("booking.bookSeat")}
          </button>
        </form>
      ) : null}
      {state === "free" || state === "full" ? (
        <form method="post" className="mt-6 border-t border-slate-200 pt-6">
          <input type="hidden" name="intent" value="leave" />
          <p className="text-slate-700">{t("booking.noLongerNeed")}</p>
          <button type="submit" className={`${buttonClasses("secondary", "md")} mt-3`}>
            {t("booking.leaveList")}
          </button>
        </form>
      ) : null}
      <p className="mt-6 text-slate-700">
        {withNodes((markers) => t("booking.otherClasses", { phone, ...markers }), {
          link: (
            <a href={pathInLanguage("/trial-class", language)} className="font-semibold text-brand-700 underline">
              {t("booking.seeOtherClasses")}
            </a>
          ),
        })}
      </p>
    </section>
  );
}
