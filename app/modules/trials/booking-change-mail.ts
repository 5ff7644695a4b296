import { escapeHtml, mailPage, type MailText } from "#app/modules/leads/alert-mails.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { defaultLanguage, type Language } from "#app/modules/i18n/languages.ts";
import { contactFor, type CompanyDetails } from "#app/modules/site/company-details.ts";
import { namesIn, joiningIn, whenAndWhereIn, withLinks, type BookedClass } from "./booking-mail.ts";
import { indiaClockIn, indiaDayIn, indiaTimeRangeIn } from "./class-days.ts";

/*
 * What a parent is told after changing a booked trial class from its link: the new time (with the invite again),
 * or that it is cancelled; and a waiting family, that a seat is free. The change page says it at once; the mail
 * keeps it, as the booking's own record. Each is written in the language the family booked or joined in.
 */

/** A mail's paragraphs (already HTML) in its page. */
const paragraphs = (html: string[], language: Language) =>
  mailPage(html.map((paragraph) => `<p>${paragraph}</p>`).join("\n"), language);

/** How a mail ends: how to reach us, and who wrote. */
function closingIn(company: CompanyDetails, language: Language) {
  const t = translator(language);
  const reach = contactFor(company, "general");
  return [t("bookingMail.questions", { phone: reach.phone, email: reach.email }), t("confirmationMail.signOff")];
}

/** "5 December 2026" and "5:00 PM", as a subject names the class. */
const subjectWhen = (booked: BookedClass, language: Language) => ({
  course: booked.courseTitle,
  day: indiaDayIn(booked.startsAt, language),
  clock: indiaClockIn(booked.startsAt, language),
});

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
  language: Language = defaultLanguage,
): MailText {
  const t = translator(language);
  const { child, hello } = namesIn(booked, language);
  const course = booked.courseTitle;
  const key = `changeMail.${by === "parent" ? "moved" : "changed"}${child ? "Child" : "YourChild"}` as const;
  const opening = t(key, { child, course });
  const details = whenAndWhereIn(booked, language);
  const joining = joiningIn(booked, language);
  const closing = closingIn(company, language);
  const text = [
    hello,
    "",
    opening,
    "",
    ...details,
    "",
    joining,
    "",
    t("changeMail.newInvite"),
    links.google,
    "",
    t("bookingMail.yourBooking", { link: links.page }),
    t("bookingMail.moveOrCancelLine", { link: links.manage }),
    "",
    closing[0],
    "",
    closing[1],
  ].join("\n");
  const html = paragraphs(
    [
      escapeHtml(hello),
      escapeHtml(opening),
      details.map(escapeHtml).join("<br>"),
      escapeHtml(joining),
      withLinks((markers) => t("changeMail.newInviteLink", markers), {
        google: { href: links.google, text: t("bookingMail.addToGoogle") },
      }),
      `<a href="${escapeHtml(links.page)}">${escapeHtml(t("bookingMail.seeBooking"))}</a> · <a href="${escapeHtml(links.manage)}">${escapeHtml(t("bookingMail.moveOrCancel"))}</a>`,
      ...closing.map(escapeHtml),
    ],
    language,
  );
  const subject = by === "parent" ? "changeMail.movedSubject" : "changeMail.changedSubject";
  return { subject: t(subject, subjectWhen(booked, language)), text, html };
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
  language: Language = defaultLanguage,
): MailText {
  const t = translator(language);
  const { child, hello } = namesIn(booked, language);
  const { phone } = contactFor(company, "general");
  const when = `${indiaDayIn(booked.startsAt, language)}, ${indiaTimeRangeIn(booked.startsAt, booked.minutes, language)}`;
  const key =
    `changeMail.${by === "parent" ? "cancelled" : "officeCancelled"}${child ? "Child" : "YourChild"}` as const;
  const opening = t(key, { child, course: booked.courseTitle, when });
  const again = t(by === "parent" ? "changeMail.bookAnother" : "changeMail.chooseAnother");
  const call = t(by === "parent" ? "changeMail.callTogether" : "changeMail.weWillCall", { phone });
  const signOff = t("confirmationMail.signOff");
  const text = [hello, "", opening, "", again, bookAgain, "", call, "", signOff].join("\n");
  const html = paragraphs(
    [
      escapeHtml(hello),
      escapeHtml(opening),
      `${escapeHtml(again)} <a href="${escapeHtml(bookAgain)}">${escapeHtml(bookAgain)}</a>`,
      escapeHtml(call),
      escapeHtml(signOff),
    ],
    language,
  );
  const subject = by === "parent" ? "changeMail.cancelledSubject" : "changeMail.sorryCancelledSubject";
  return { subject: t(subject, subjectWhen(booked, language)), text, html };
}

/**
 * To a family on a class's waiting list when a seat frees: which class (IST), where, and the family's own link to
 * book it. Every waiting family is told at once, so the mail says the first to book has the seat.
 */
export function trialSeatFreeMail(
  waiting: BookedClass,
  link: string,
  company: CompanyDetails,
  language: Language = defaultLanguage,
): MailText {
  const t = translator(language);
  const { child, hello } = namesIn(waiting, language);
  const course = waiting.courseTitle;
  const opening = child
    ? t("changeMail.seatFreeChild", { child, course })
    : t("changeMail.seatFreeYourChild", { course });
  const details = whenAndWhereIn(waiting, language);
  const first = t("changeMail.firstToBook");
  const taken = t("changeMail.takenBefore");
  const closing = closingIn(company, language);
  const text = [hello, "", opening, "", ...details, "", first, link, "", taken, "", closing[0], "", closing[1]].join(
    "\n",
  );
  const html = paragraphs(
    [
      escapeHtml(hello),
      escapeHtml(opening),
      details.map(escapeHtml).join("<br>"),
      `${escapeHtml(first)} <a href="${escapeHtml(link)}">${escapeHtml(t("changeMail.bookTheSeat"))}</a>.`,
      escapeHtml(taken),
      ...closing.map(escapeHtml),
    ],
    language,
  );
  return { subject: t("changeMail.seatFreeSubject", subjectWhen(waiting, language)), text, html };
}
