import { escapeHtml, readsAsName, type MailText } from "#app/modules/leads/alert-mails.ts";
import { addressLine, contactFor, type CompanyDetails } from "#app/modules/site/company-details.ts";
import type { TrialMode } from "#db/schema/trials.ts";
import { indiaClock, indiaDay, indiaTimeRange, modeLabels, placeOf } from "./trial-times.ts";

/** A booked trial class as its confirmation mail tells it. */
export type BookedClass = {
  courseTitle: string;
  childName: string;
  parentName: string;
  startsAt: Date;
  minutes: number;
  mode: TrialMode;
  address: string;
};

/**
 * The parent's confirmation of a booked trial class: the day, the time in IST, where (or that the link comes the
 * day before), the calendar links, and how to reach us. Names typed into the form are repeated only when they read
 * as names, as in every lead confirmation, so the mail relays nothing.
 */
export function trialBookingMail(
  booked: BookedClass,
  links: { page: string; invite: string; google: string; manage: string },
  company: CompanyDetails,
): MailText {
  const child = readsAsName(booked.childName) ? booked.childName.trim() : "your child";
  const hello = readsAsName(booked.parentName) ? `Dear ${booked.parentName.trim()},` : "Hello,";
  const reach = contactFor(company, "general");
  const details = [
    `Course: ${booked.courseTitle}`,
    `Date: ${indiaDay(booked.startsAt)}`,
    `Time: ${indiaTimeRange(booked.startsAt, booked.minutes)}`,
    `Where: ${modeLabels[booked.mode]}${booked.mode === "online" ? "" : `, ${booked.address}`}`,
  ];
  const place = placeOf(booked);
  const joining =
    booked.mode === "online"
      ? "The class is online: we'll e-mail you the link the day before."
      : `Please arrive 10 minutes early at ${place}.`;
  const text = [
    hello,
    "",
    `${child === "your child" ? "Your child's" : `${child}'s`} free ${booked.courseTitle} trial class is booked.`,
    "",
    ...details,
    "",
    joining,
    "",
    "The calendar invite is attached. Add it to Google Calendar:",
    links.google,
    "",
    `Your booking: ${links.page}`,
    `Move or cancel it: ${links.manage}`,
    "",
    `If you cannot come, or have a question, call us on ${reach.phone} or write to ${reach.email}.`,
    `Our office: ${addressLine(company)}`,
    "",
    "The SkillSprouts team",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(child === "your child" ? "Your child's" : `${child}'s`)} free ${escapeHtml(booked.courseTitle)} trial class is booked.</p>
<p>${details.map(escapeHtml).join("<br>")}</p>
<p>${escapeHtml(joining)}</p>
<p>The calendar invite is attached. <a href="${escapeHtml(links.google)}">Add it to Google Calendar</a>, or <a href="${escapeHtml(links.invite)}">download the invite</a>.</p>
<p><a href="${escapeHtml(links.page)}">See your booking</a> · <a href="${escapeHtml(links.manage)}">Move or cancel it</a></p>
<p>If you cannot come, or have a question, call us on ${escapeHtml(reach.phone)} or write to ${escapeHtml(reach.email)}.<br>Our office: ${escapeHtml(addressLine(company))}</p>
<p>The SkillSprouts team</p>
</body></html>`;
  return {
    subject: `Your ${booked.courseTitle} trial class on ${indiaDay(booked.startsAt)} | SkillSprouts`,
    text,
    html,
  };
}

/** Which reminder: the day before, or two hours before. */
export type ReminderKind = "day" | "hours";

/**
 * A reminder of a booked trial class, a day or two hours before: when (IST), where, and for an online class its
 * meeting link (this mail goes only to the family booked in it), with the links to the booking and to change it.
 */
export function trialReminderMail(
  booked: BookedClass & { meetingUrl: string },
  kind: ReminderKind,
  links: { page: string; manage: string },
  company: CompanyDetails,
): MailText {
  const child = readsAsName(booked.childName) ? booked.childName.trim() : "your child";
  const whose = child === "your child" ? "Your child's" : `${child}'s`;
  const hello = readsAsName(booked.parentName) ? `Dear ${booked.parentName.trim()},` : "Hello,";
  const reach = contactFor(company, "general");
  const when = `${indiaDay(booked.startsAt)}, ${indiaTimeRange(booked.startsAt, booked.minutes)}`;
  const opening =
    kind === "day"
      ? `A reminder: ${child === "your child" ? "your child's" : whose} free ${booked.courseTitle} trial class is on ${when}.`
      : `${whose} free ${booked.courseTitle} trial class starts soon: ${when}.`;
  const meeting = booked.mode === "online" && booked.meetingUrl !== "" ? booked.meetingUrl : null;
  const joining =
    booked.mode !== "online"
      ? `Please arrive 10 minutes early at ${booked.address}.`
      : meeting
        ? "The class is online. Join it a few minutes early from this link:"
        : `The class is online. We'll send the link to join before it starts; if it has not come, call us on ${reach.phone}.`;
  const text = [
    hello,
    "",
    opening,
    "",
    joining,
    ...(meeting ? [meeting] : []),
    "",
    `Your booking: ${links.page}`,
    `Can't come? Move or cancel it: ${links.manage}`,
    "",
    `Questions? Call us on ${reach.phone} or write to ${reach.email}.`,
    "",
    "The SkillSprouts team",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(opening)}</p>
<p>${escapeHtml(joining)}${meeting ? `<br><a href="${escapeHtml(meeting)}">${escapeHtml(meeting)}</a>` : ""}</p>
<p><a href="${escapeHtml(links.page)}">See your booking</a> · <a href="${escapeHtml(links.manage)}">Can't come? Move or cancel it</a></p>
<p>Questions? Call us on ${escapeHtml(reach.phone)} or write to ${escapeHtml(reach.email)}.</p>
<p>The SkillSprouts team</p>
</body></html>`;
  const lead = kind === "day" ? "Reminder" : "Starting soon";
  return {
    subject: `${lead}: ${booked.courseTitle} trial class, ${indiaDay(booked.startsAt)} at ${indiaClock(booked.startsAt)} IST | SkillSprouts`,
    text,
    html,
  };
}
