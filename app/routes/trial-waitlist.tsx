import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/trial-waitlist";
import { PageHero } from "#app/components/page-hero.tsx";
import { linkWithinLimits, tooManyChanges } from "#app/modules/trials/booking-change.server.ts";
import { waitlistIdOf } from "#app/modules/trials/booking-token.server.ts";
import { classFactsIn } from "#app/modules/trials/class-days.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { languageOfPath, pathInLanguage } from "#app/modules/i18n/languages.ts";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";
import { bookFromWaitlist, findWaiting, leaveWaitlist, waitingState } from "#app/modules/trials/waitlist.server.ts";
import { WaitingPlaceCard, type WaitNotice } from "#app/modules/trials/ui/waiting-place.tsx";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { accountPageMeta } from "#app/modules/site/meta.ts";
import { staticUnsharedPageHandle } from "#app/modules/site/page-handles.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { tooManyTries } from "#app/server/rate-limit.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";

/** One family's place: never kept by a browser's or a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The place, found by the family's own signed link, never by its id. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const row = await findWaiting(params.token);
  if (!row) throw data(null, { status: 404 });
  const { place, session, courseTitle } = row;
  const { phones } = await getCompanyDetails();
  const language = requestLanguage(request);
  return {
    language,
    place: { childName: place.childName, courseTitle, ...classFactsIn(session, language) },
    state: waitingState(row),
    left: new URL(request.url).searchParams.get("done") === "left",
    phone: phones.general,
  };
}

const WaitlistChoice = z.object({ intent: z.enum(["book", "leave"]) });

/** Books the freed seat, or leaves the list; a seat taken first is answered with the page again and why. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const language = requestLanguage(request);
  const limited = await linkWithinLimits(
    `waitlist:${waitlistIdOf(params.token) ?? "unknown"}`,
    context.get(requestInfoContext).clientIp,
  );
  if (!limited.allowed) {
    const notice: WaitNotice = { kind: "problem", text: await tooManyChanges(limited.retryAfterSeconds, language) };
    return data({ notice }, tooManyTries(limited));
  }
  const form = await parseSubmission(request, WaitlistChoice);
  if (!form.ok) throw data(null, { status: 400 });
  if (form.value.intent === "leave") {
    await leaveWaitlist(params.token);
    return redirect(pathInLanguage(`/trial-class/waitlist/${params.token}?done=left#waitlist-heading`, language));
  }
  const outcome = await bookFromWaitlist(params.token);
  if (outcome.booked)
    return redirect(pathInLanguage(`/trial-class/booking/${outcome.token}#booking-heading`, language));
  if (outcome.reason === "gone") throw data(null, { status: 404 });
  const notice: WaitNotice = { kind: "problem", text: translator(language)(`booking.why_${outcome.reason}`) };
  return data({ notice }, { status: 409 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = translator(languageOfPath(location.pathname));
  return accountPageMeta({
    matches,
    location,
    title: t("booking.waitTitle"),
    description: t("booking.waitDescription"),
  });
};

export default function TrialWaitlist({ loaderData, actionData }: Route.ComponentProps) {
  const { language } = loaderData;
  const t = translator(language);
  const notice: WaitNotice | null =
    actionData?.notice ?? (loaderData.left ? { kind: "done", text: t("booking.leftNotice") } : null);
  return (
    <>
      <PageHero title={t("booking.waitTitle")} intro={t("booking.waitDescription")} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <WaitingPlaceCard
          place={loaderData.place}
          state={loaderData.state}
          notice={notice}
          phone={loaderData.phone}
          language={language}
        />
      </div>
    </>
  );
}

export const handle = staticUnsharedPageHandle;
