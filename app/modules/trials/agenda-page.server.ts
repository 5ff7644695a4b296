import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { getStaff } from "#app/modules/accounts/guards.server.ts";
import { describeAdminWrite } from "#app/modules/admin/audit.server.ts";
import { notUnderstood } from "#app/modules/admin/intent.ts";
import { readFormDataOrRefuse } from "#app/server/request-body.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { agendaQuery, attendanceLabels, attendanceOutcomes, CALL_BACK_DAYS, parseAgendaFilters } from "./agenda.ts";
import { agendaTeachers, callBackList, trialAgenda } from "./agenda.server.ts";
import { markAttendance } from "./attendance.server.ts";
import { indiaDayKey } from "./trial-times.ts";

/* The trial class agenda in the back office (/admin/trial-agenda): what its page shows, and attendance marked. */

type Args = { request: Request; context: Readonly<RouterContextProvider> };

export const AGENDA_PATH = "/admin/trial-agenda";

/** The coming week's classes with their children (filtered as the query says), the teachers, and whom to call. */
export async function loadTrialAgenda({ request }: Args) {
  const filters = parseAgendaFilters(new URL(request.url).searchParams);
  const now = new Date();
  const [days, teachers, callBacks] = await Promise.all([
    trialAgenda(filters, now),
    agendaTeachers(now),
    callBackList(now),
  ]);
  return { filters, days, teachers, callBacks, today: indiaDayKey(now), callBackDays: CALL_BACK_DAYS };
}

const AttendanceForm = z.object({
  intent: z.literal("attendance"),
  booking: z.coerce.number().int().positive().max(2_147_483_647),
  outcome: z.enum(attendanceOutcomes),
});

/** Marks one booking as attended or a no-show, then back to the agenda (its filters kept) at that child. */
export async function markAttendanceFromForm({ request, context }: Args) {
  const parsed = AttendanceForm.safeParse(Object.fromEntries(await readFormDataOrRefuse(request)));
  if (!parsed.success) throw notUnderstood();
  const { booking, outcome } = parsed.data;
  const result = await markAttendance(booking, outcome, getStaff(context));
  if (!result.marked) {
    const why = {
      gone: ["This booking is no longer on the agenda.", 404],
      cancelled: ["This booking was cancelled, so there is no attendance to mark.", 409],
      "not-started": ["Attendance can be marked once the class has started.", 409],
    } as const;
    const [message, status] = why[result.reason];
    throw data(message, { status });
  }
  const label = attendanceLabels[outcome];
  describeAdminWrite(context, `Marked ${result.childName}'s trial class: ${label}`);
  const back = `${AGENDA_PATH}${agendaQuery(parseAgendaFilters(new URL(request.url).searchParams))}#booking-${booking}`;
  return redirectWithToast(back, { title: `${result.childName}: ${label}` });
}
