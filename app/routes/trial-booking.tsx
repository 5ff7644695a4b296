import CalendarCheck from "lucide-react/icons/calendar-check";
import { data } from "react-router";
import type { Route } from "./+types/trial-booking";
import { PageHero } from "#app/components/page-hero.tsx";
import { ClassFacts } from "#app/modules/trials/ui/class-facts.tsx";
import { findBooking } from "#app/modules/trials/booking-read.server.ts";
import { classFactsIn } from "#app/modules/trials/class-days.ts";
import { trialInviteGoogleLink } from "#app/modules/trials/invite.server.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { languageOfPath, pathInLanguage } from "#app/modules/i18n/languages.ts";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";
import { withNodes } from "#app/modules/i18n/ui/with-nodes.tsx";
import { accountPageMeta } from "#app/modules/site/meta.ts";
import { staticUnsharedPageHandle } from "#app/modules/site/page-handles.ts";
import { buttonClasses } from "#app/ui/button.tsx";

/** One family's booking: never kept by a browser's or a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The booking's page, found by its signed token (from the booking's redirect and its mail), never by its id. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const booking = await findBooking(params.token);
  if (!booking) throw data(null, { status: 404 });
  const language = requestLanguage(request);
  return {
    language,
    courseTitle: booking.courseTitle,
    childName: booking.childName,
    parentName: booking.parentName,
    email: booking.email,
    cancelled: booking.status === "cancelled",
    ...classFactsIn(booking, language),
    invite: `${booking.path}/invite.ics`,
    google: trialInviteGoogleLink(booking),
    // Offered until the class starts, as the change page itself allows.
    change:
      booking.status === "booked" && booking.startsAt > new Date()
        ? pathInLanguage(booking.managePath, language)
        : null,
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = translator(languageOfPath(location.pathname));
  return accountPageMeta({ matches, location, title: t("booking.title"), description: t("booking.description") });
};

export default function TrialBooking({ loaderData: booking }: Route.ComponentProps) {
  const { language } = booking;
  const t = translator(language);
  return (
    <>
      <PageHero title={t("booking.title")} intro={t("booking.description")} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <section
          role="status"
          aria-labelledby="booking-heading"
          className="rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
        >
          <CalendarCheck aria-hidden="true" className="size-12 text-brand-600" />
          {/* Focused as it appears, so a screen reader says it: by React with JavaScript, and without it as the
              target of the booking's redirect (#booking-heading). */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- moving to the confirmation is the point here */}
          <h2 id="booking-heading" tabIndex={-1} autoFocus className="mt-3 text-2xl font-extrabold">
            {booking.cancelled
              ? t("booking.cancelledHeading")
              : t("booking.bookedHeading", { child: booking.childName })}
          </h2>
          <p className="mt-2 text-lg text-slate-700">
            {withNodes((markers) => t("booking.sentTo", { parent: booking.parentName, ...markers }), {
              email: <strong>{booking.email}</strong>,
            })}
          </p>
          <ClassFacts facts={booking} language={language} />
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={booking.google} className={buttonClasses("primary", "md")} rel="noopener noreferrer">
              {t("booking.addToGoogle")}
            </a>
            <a href={booking.invite} download="trial-class.ics" className={buttonClasses("secondary", "md")}>
              {t("booking.downloadInvite")}
            </a>
          </div>
          {booking.change ? (
            <p className="mt-6 text-slate-700">
              {t("booking.cantCome")}{" "}
              <a href={booking.change} className="font-semibold text-brand-700 underline">
                {t("booking.moveOrCancel")}
              </a>
            </p>
          ) : (
            <p className="mt-6 text-slate-700">{t("booking.needChange")}</p>
          )}
          <a href={pathInLanguage("/", language)} className="mt-4 inline-block font-semibold text-brand-700 underline">
            {t("form.backHome")}
          </a>
        </section>
      </div>
    </>
  );
}

export const handle = staticUnsharedPageHandle;
