import { data, redirect } from "react-router";
import type { Route } from "./+types/trial-booking-change";
import { PageHero } from "#app/components/page-hero.tsx";
import { bookingChangeSchema, MOVE_BOOKING } from "#app/modules/trials/booking.ts";
import {
  cancelBooking,
  changeRefusal,
  changeState,
  changeWithinLimits,
  doneNotice,
  moveBooking,
  tooManyChanges,
} from "#app/modules/trials/booking-change.server.ts";
import { BookingChange, type ChangeNotice } from "#app/modules/trials/ui/booking-change.tsx";
import { translator } from "#app/modules/i18n/i18n.ts";
import { languageOfPath, pathInLanguage } from "#app/modules/i18n/languages.ts";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";
import { accountPageMeta } from "#app/modules/site/meta.ts";
import { staticUnsharedPageHandle } from "#app/modules/site/page-handles.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { tooManyTries } from "#app/server/rate-limit.server.ts";
import { requestInfoContext } from "#app/server/request-context.ts";

/** One family's booking: never kept by a browser's or a shared cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The change page, found by the booking's change link (signed for changing, not the view link). */
export async function loader({ params, request }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const change = await changeState(params.token, new Date(), language);
  if (!change) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams;
  const done = doneNotice(query.get("done"), language);
  return { language, change, done, confirmCancel: query.get("step") === "cancel" };
}

/** Moves or cancels the booking; a refused change answers the page again with why. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const language = requestLanguage(request);
  const t = translator(language);
  const limited = await changeWithinLimits(params.token, context.get(requestInfoContext).clientIp);
  if (!limited.allowed) {
    const problem: ChangeNotice = { kind: "problem", text: await tooManyChanges(limited.retryAfterSeconds, language) };
    return data({ problem }, tooManyTries(limited));
  }
  const form = await parseSubmission(request, bookingChangeSchema);
  if (!form.ok) {
    const problem: ChangeNotice = { kind: "problem", text: t("booking.chooseClass") };
    return data({ problem }, { status: form.status });
  }
  const outcome =
    form.value.intent === MOVE_BOOKING
      ? await moveBooking(params.token, form.value.sessionId)
      : await cancelBooking(params.token);
  if (outcome.done) {
    const done = form.value.intent === MOVE_BOOKING ? "moved" : "cancelled";
    return redirect(
      pathInLanguage(`/trial-class/booking/${params.token}/change?done=${done}#change-heading`, language),
    );
  }
  if (outcome.reason === "not-found") throw data(null, { status: 404 });
  const problem: ChangeNotice = { kind: "problem", text: await changeRefusal(outcome.reason, language) };
  return data({ problem }, { status: 409 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const t = translator(languageOfPath(location.pathname));
  const title = t("booking.changeTitle");
  return accountPageMeta({ matches, location, title, description: t("booking.changeDescription") });
};

export default function TrialBookingChange({ loaderData, actionData }: Route.ComponentProps) {
  const t = translator(loaderData.language);
  return (
    <>
      <PageHero title={t("booking.changeTitle")} intro={t("booking.changeDescription")} />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <BookingChange
          change={loaderData.change}
          notice={actionData?.problem ?? loaderData.done}
          confirmCancel={loaderData.confirmCancel && !actionData}
          language={loaderData.language}
        />
      </div>
    </>
  );
}

export const handle = staticUnsharedPageHandle;
