import { env } from "#app/server/env.server.ts";
import { googleCalendarLink, placeOf } from "./trial-times.ts";
import type { TrialMode } from "#db/schema/trials.ts";

/** What a booking's calendar entries say. */
export type TrialInvite = {
  bookingId: number;
  courseTitle: string;
  childName: string;
  startsAt: Date;
  minutes: number;
  mode: TrialMode;
  address: string;
  /** The confirmation page. */
  link: string;
};

const titleOf = (invite: TrialInvite) => `${invite.courseTitle} trial class for ${invite.childName} – SkillSprouts`;

function detailsOf(invite: TrialInvite): string {
  const where =
    invite.mode === "online"
      ? "The class is online: the link comes by e-mail the day before."
      : `The class is at ${invite.address}.`;
  return `A free ${invite.courseTitle} trial class for ${invite.childName}. ${where} Your booking: ${invite.link}`;
}

/** The booking as an iCalendar file (`.ics`), made with ical-generator (loaded when first needed). */
export async function trialInviteFile(invite: TrialInvite): Promise<string> {
  const { default: ical } = await import("ical-generator");
  const calendar = ical({
    name: "SkillSprouts trial class",
    prodId: { company: "SkillSprouts", product: "trial-class" },
  });
  calendar.createEvent({
    id: `trial-booking-${invite.bookingId}@${new URL(env().SITE_URL).hostname}`,
    start: invite.startsAt,
    end: new Date(invite.startsAt.getTime() + invite.minutes * 60_000),
    summary: titleOf(invite),
    description: detailsOf(invite),
    location: placeOf(invite),
    url: invite.link,
  });
  return calendar.toString();
}

/** The same entry as Google Calendar's "add this event" link. */
export function trialInviteGoogleLink(invite: TrialInvite): string {
  return googleCalendarLink({
    title: titleOf(invite),
    startsAt: invite.startsAt,
    minutes: invite.minutes,
    details: detailsOf(invite),
    location: placeOf(invite),
  });
}
