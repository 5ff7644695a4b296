import { Link } from "react-router";
import type { Route } from "./+types/trial-agenda";
import { agendaAction, loadTrialAgenda } from "#app/modules/trials/agenda-page.server.ts";
import { AgendaDays, AgendaFilterForm, CallBackList } from "#app/modules/trials/ui/agenda.tsx";
import { adminMeta } from "#app/modules/site/meta.ts";

export const meta: Route.MetaFunction = () => adminMeta("Trial class agenda");

export const loader = (args: Route.LoaderArgs) => loadTrialAgenda(args);

export const action = (args: Route.ActionArgs) => agendaAction(args);

/** Staff run the trial classes from here: the coming week's classes, who is booked, who came, whom to call. */
export default function TrialAgenda({ loaderData }: Route.ComponentProps) {
  const { filters, teachers, days, today, callBacks, callBackDays, cancelling } = loaderData;
  return (
    <>
      <h1 className="mt-4 text-3xl font-extrabold">Trial class agenda</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-600">
        Today and the next seven days. Every date and time is India time (IST). Once a class has started, mark each
        child as attended or a no-show; the lead's history records it. A class can be cancelled until it starts: its
        families are e-mailed and listed below to call. Weekly classes, closed days and each class&apos;s time, seats
        and meeting link are kept on the{" "}
        <Link to="/admin/trial-schedule" className="font-semibold text-brand-700 underline">
          trial class schedule
        </Link>
        .
      </p>
      <AgendaFilterForm filters={filters} teachers={teachers} />
      <AgendaDays days={days} today={today} filters={filters} cancelling={cancelling} />
      <CallBackList callBacks={callBacks} days={callBackDays} />
    </>
  );
}
