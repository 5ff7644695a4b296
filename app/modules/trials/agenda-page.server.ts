import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { notUnderstood } from "#app/modules/admin/intent.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import {
  AGENDA_PATH,
  agendaQuery,
  attendanceLabels,
  attendanceOutcomes,
  CALL_BACK_DAYS,
  parseAgendaFilters,
} from "./agenda.ts";
import { agendaTeachers, callBackList, trialAgenda } from "./agenda.server.ts";
import { markAttendance } from "./attendance.server.ts";
import { cancelTrialSession } from "./session-cancel.server.ts";
import { actorOf } from "#app/modules/leads/lead-events.server.ts";
import { indiaDayKey } from "./trial-times.ts";

/* The trial class agenda in the back office (/admin/trial-agenda): what its page shows, and attendance marked. */

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The coming week's classes with their children (filtered as the query says), the teachers, and whom to call. */
export async function loadTrialAgenda({ request }: Args) {
  const params = new URL(request.url).searchParams;
  const filters = parseAgendaFilters(params);
  // The class whose cancel staff asked for: the page asks once more, on that class, before anything is cancelled.
  const cancelling = Number(params.get("cancel")) || null;
  const now = new Date();
  const [days, teachers, callBacks] = await Promise.all([
    trialAgenda(filters, now),
    agendaTeachers(now),
    callBackList(now),
  ]);
  return { filters, days, teachers, callBacks, cancelling, today: indiaDayKey(now), callBackDays: CALL_BACK_DAYS };
}

const AttendanceForm = z.object({
  intent: z.literal("attendance"),
  booking: z.coerce.number().int().positive().max(2_147_483_647),
  outcome: z.enum(attendanceOutcomes),
});

const CancelSessionForm = z.object({
  intent: z.literal("cancel-session"),
  session: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The error page's answer to a refused post: what each reason says, with its status. */
function refusal<Reason extends string>(reason: Reason, why: Record<Reason, readonly [string, number]>) {
  const [message, status] = why[reason];
  return data(message, { status });
}

/** The agenda's posts: attendance marked, or a class cancelled (once confirmed). */
export async function agendaAction({ request, context }: Args) {
  const form = Object.fromEntries(await readFormDataOrRefuse(request));
  const back = `${AGENDA_PATH}${agendaQuery(parseAgendaFilters(new URL(request.url).searchParams))}`;
  if (form.intent === "cancel-session") return cancelSessionFromForm(form, back, context);
  return markAttendanceFromForm(form, back, context);
}

/**
 * Cancels a class that has not started: its families are mailed and listed to call (cancelTrialSession), then
 * back to the agenda at the list of whom to call.
 */
async function cancelSessionFromForm(
  form: Record<string, FormDataEntryValue>,
  back: string,
  context: Readonly<RouterContextProvider>,
) {
  const parsed = CancelSessionForm.safeParse(form);
  if (!parsed.success) throw notUnderstood();
  const result = await cancelTrialSession(parsed.data.session, actorOf(getStaff(context)));
  if (!result.cancelled) {
    throw refusal(result.reason, {
      gone: ["This class is no longer on the agenda.", 404],
      already: ["This class was already cancelled.", 409],
      started: ["This class has started, so it can no longer be cancelled here.", 409],
    });
  }
  const families = result.families === 1 ? "1 family" : `${result.families} families`;
  describeAdminWrite(context, `Cancelled trial class ${parsed.data.session} (${families} told)`);
  return redirectWithToast(`${back}#call-back`, {
    title: "Class cancelled",
    description:
      result.families === 0
        ? "Nobody was booked in it."
        : `${families} e-mailed; call them from the list below to find another time.`,
  });
}

/** Marks one booking as attended or a no-show, then back to the agenda (its filters kept) at that child. */
async function markAttendanceFromForm(
  form: Record<string, FormDataEntryValue>,
  back: string,
  context: Readonly<RouterContextProvider>,
) {
  const parsed = AttendanceForm.safeParse(form);
  if (!parsed.success) throw notUnderstood();
  const { booking, outcome } = parsed.data;
  const result = await markAttendance(booking, outcome, getStaff(context));
  if (!result.marked) {
    throw refusal(result.reason, {
      gone: ["This booking is no longer on the agenda.", 404],
      cancelled: ["This booking was cancelled, so there is no attendance to mark.", 409],
      "not-started": ["Attendance can be marked once the class has started.", 409],
    });
  }
  const label = attendanceLabels[outcome];
  describeAdminWrite(context, `Marked ${result.childName}'s trial class: ${label}`);
  return redirectWithToast(`${back}#booking-${booking}`, { title: `${result.childName}: ${label}` });
}
