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
    /** The child, within a sentence. */
    who: child ?? "your child",
  };
}

/** The class's date, time (IST) and place, a line each. */
const whenAndWhere = (booked: BookedClass) => [
  `Date: ${indiaDay(booked.startsAt)}`,
  `Time: ${indiaTimeRange(booked.startsAt, booked.minutes)}`,
  `Where: ${modeLabels[booked.mode]}${booked.mode === "online" ? "" : `, ${booked.address}`}`,
];

/** How a mail ends: how to reach us, and who wrote. */
const closing = (reach: { phone: string; email: string }) => ({
  text: [`Questions? Call us on ${reach.phone} or write to ${reach.email}.`, "", "The SkillSprouts team"],
  html: [
    `Questions? Call us on ${escapeHtml(reach.phone)} or write to ${escapeHtml(reach.email)}.`,
    "The SkillSprouts team",
  ],
});

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
  const details = whenAndWhere(booked);
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
    ...closing(reach).text,
  ].join("\n");
  const html = wrap([
    escapeHtml(hello),
    escapeHtml(opening),
    details.map(escapeHtml).join("<br>"),
    escapeHtml(joining),
    `The new calendar invite is attached (remove the old one from your calendar). <a href="${escapeHtml(links.google)}">Add it to Google Calendar</a>.`,
    `<a href="${escapeHtml(links.page)}">See your booking</a> · <a href="${escapeHtml(links.manage)}">Move or cancel it</a>`,
    ...closing(reach).html,
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

/**
 * To a family on a class's waiting list when a seat frees: which class (IST), where, and the family's own link to
 * book it. Every waiting family is told at once, so the mail says the first to book has the seat.
 */
export function trialSeatFreeMail(waiting: BookedClass, link: string, company: CompanyDetails): MailText {
  const { hello, who } = greeting(waiting);
  const reach = contactFor(company, "general");
  const opening = `Good news: a seat is free in the ${waiting.courseTitle} trial class you are waiting for, for ${who}.`;
  const details = whenAndWhere(waiting);
  const first = "Other families are waiting too: the first to book has the seat. Book it here:";
  const text = [
    hello,
    "",
    opening,
    "",
    ...details,
    "",
    first,
    link,
    "",
    "If it is taken before you book, you stay on the waiting list. You can leave the list from the same link.",
    "",
    ...closing(reach).text,
  ].join("\n");
  const html = wrap([
    escapeHtml(hello),
    escapeHtml(opening),
    details.map(escapeHtml).join("<br>"),
    `${escapeHtml(first)} <a href="${escapeHtml(link)}">Book the seat</a>.`,
    "If it is taken before you book, you stay on the waiting list. You can leave the list from the same link.",
    ...closing(reach).html,
  ]);
  return {
    subject: `A seat is free: ${waiting.courseTitle} trial class, ${indiaDay(waiting.startsAt)} at ${indiaClock(waiting.startsAt)} IST | SkillSprouts`,
    text,
    html,
  };
}
