import { escapeHtml, readsAsName, type MailText } from "#app/modules/leads/alert-mails.ts";
import { contactFor, type CompanyDetails } from "#app/modules/site/company-details.ts";
import type { BookedClass } from "./booking-mail.ts";
import { indiaClock, indiaDay, indiaTimeRange, modeLabels } from "./trial-times.ts";

/*
 * What a parent is told after changing a booked trial class from its link: the new time (with the invite again),
 * or that it is cancelled. The change page says it at once; the mail keeps it, as the booking's own record.
 */

/** "Dear Neha," and "Kabir's", as every trial class mail opens: typed names repeated only when they read as names. */
function greeting(booked: BookedClass) {
  const child = readsAsName(booked.childName) ? booked.childName.trim() : null;
  return {
    hello: readsAsName(booked.parentName) ? `Dear ${booked.parentName.trim()},` : "Hello,",
    whose: child ? `${child}'s` : "Your child's",
    /** The same within a sentence. */
    whoseMid: child ? `${child}'s` : "your child's",
  };
}

const wrap = (paragraphs: string[]) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1e293b;line-height:1.5">\n${paragraphs
    .map((paragraph) => `<p>${paragraph}</p>`)
    .join("\n")}\n</body></html>`;

/**
 * After a move, the parent's own or the office's (which changed the class's time or place): the class's day and
 * time (IST), where, and the booking's links; the new invite is attached. The office's move says sorry and how to
 * choose another time.
 */
export function trialMovedMail(
  booked: BookedClass,
  links: { page: string; google: string; manage: string },
  company: CompanyDetails,
  by: "parent" | "office" = "parent",
): MailText {
  const { hello, whose, whoseMid } = greeting(booked);
  const reach = contactFor(company, "general");
  const opening =
    by === "parent"
      ? `${whose} free ${booked.courseTitle} trial class is moved to a new time, as you asked.`
      : `We're sorry: we have had to change ${whoseMid} free ${booked.courseTitle} trial class. Here it is as it now stands. If the new time does not suit you, choose another from the link below, or call us.`;
  const details = [
    `Date: ${indiaDay(booked.startsAt)}`,
    `Time: ${indiaTimeRange(booked.startsAt, booked.minutes)}`,
    `Where: ${modeLabels[booked.mode]}${booked.mode === "online" ? "" : `, ${booked.address}`}`,
  ];
  const joining =
    booked.mode === "online"
      ? "The class is online: we'll e-mail you the link the day before."
      : `Please arrive 10 minutes early at ${booked.address}.`;
  const text = [
    hello,
    "",
    opening,
    "",
    ...details,
    "",
    joining,
    "",
    "The new calendar invite is attached (remove the old one from your calendar). Add it to Google Calendar:",
    links.google,
    "",
    `Your booking: ${links.page}`,
    `Move or cancel it: ${links.manage}`,
    "",
    `Questions? Call us on ${reach.phone} or write to ${reach.email}.`,
    "",
    "The SkillSprouts team",
  ].join("\n");
  const html = wrap([
    escapeHtml(hello),
    escapeHtml(opening),
    details.map(escapeHtml).join("<br>"),
    escapeHtml(joining),
    `The new calendar invite is attached (remove the old one from your calendar). <a href="${escapeHtml(links.google)}">Add it to Google Calendar</a>.`,
    `<a href="${escapeHtml(links.page)}">See your booking</a> · <a href="${escapeHtml(links.manage)}">Move or cancel it</a>`,
    `Questions? Call us on ${escapeHtml(reach.phone)} or write to ${escapeHtml(reach.email)}.`,
    "The SkillSprouts team",
  ]);
  return {
    subject: `${by === "parent" ? "Moved" : "Changed"}: ${booked.courseTitle} trial class, ${indiaDay(booked.startsAt)} at ${indiaClock(booked.startsAt)} IST | SkillSprouts`,
    text,
    html,
  };
}

/**
 * After a cancel, the parent's own or the office's (which cancelled the whole class): which class (IST), and how
 * to book another or talk to us. The office's cancel says sorry and that we will call.
 */
export function trialCancelledMail(
  booked: BookedClass,
  bookAgain: string,
  company: CompanyDetails,
  by: "parent" | "office" = "parent",
): MailText {
  const { hello, whose, whoseMid } = greeting(booked);
  const reach = contactFor(company, "general");
  const when = `${indiaDay(booked.startsAt)}, ${indiaTimeRange(booked.startsAt, booked.minutes)}`;
  const opening =
    by === "parent"
      ? `${whose} free ${booked.courseTitle} trial class on ${when} is cancelled, as you asked. The seat has gone to another child.`
      : `We're sorry: we have had to cancel ${whoseMid} free ${booked.courseTitle} trial class on ${when}.`;
  const again = by === "parent" ? "Whenever it suits you, book another time:" : "Please choose another time here:";
  const call =
    by === "parent"
      ? `Or call us on ${reach.phone} and we'll find a time together.`
      : `We'll also call you to find a time that suits you, or call us on ${reach.phone}.`;
  const text = [hello, "", opening, "", again, bookAgain, "", call, "", "The SkillSprouts team"].join("\n");
  const html = wrap([
    escapeHtml(hello),
    escapeHtml(opening),
    `${escapeHtml(again)} <a href="${escapeHtml(bookAgain)}">${escapeHtml(bookAgain)}</a>`,
    escapeHtml(call),
    "The SkillSprouts team",
  ]);
  return {
    subject:
      by === "parent"
        ? `Cancelled: ${booked.courseTitle} trial class, ${indiaDay(booked.startsAt)} | SkillSprouts`
        : `Sorry, your ${booked.courseTitle} trial class on ${indiaDay(booked.startsAt)} is cancelled | SkillSprouts`,
    text,
    html,
  };
}
