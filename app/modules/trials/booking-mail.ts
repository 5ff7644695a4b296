import { escapeHtml, mailPage, readsAsName, type MailText } from "#app/modules/leads/alert-mails.ts";
import { translator } from "#app/modules/i18n/i18n.ts";
import { defaultLanguage, type Language } from "#app/modules/i18n/languages.ts";
import { addressLine, contactFor, type CompanyDetails } from "#app/modules/site/company-details.ts";
import type { TrialMode } from "#db/schema/trials.ts";
import { indiaClockIn, indiaDayIn, indiaTimeRangeIn } from "./class-days.ts";

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

const MARK = "\u0000";

/**
 * A mail's sentence with links in it, as HTML: the sentence is translated with a marker for each link (so each
 * language keeps its word order), escaped, and the links put in at the markers.
 */
export function withLinks<Name extends string>(
  say: (markers: Record<Name, string>) => string,
  links: Record<Name, { href: string; text: string }>,
) {
  const names = Object.keys(links) as Name[];
  const markers = Object.fromEntries(names.map((name) => [name, `${MARK}${name}${MARK}`])) as Record<Name, string>;
  return escapeHtml(say(markers))
    .split(MARK)
    .map((part, i) => {
      const link = links[part as Name];
      return i % 2 === 1 && link ? `<a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a>` : part;
    })
    .join("");
}

/** How a family's mail greets the parent, and names the child, where the names typed read as names. */
export function namesIn(booked: BookedClass, language: Language) {
  const t = translator(language);
  return {
    child: readsAsName(booked.childName) ? booked.childName.trim() : null,
    hello: readsAsName(booked.parentName)
      ? t("confirmationMail.dear", { name: booked.parentName.trim() })
      : t("confirmationMail.hello"),
  };
}

/** The class's date, time (IST) and place, a line each, as the family's mails list them. */
export function whenAndWhereIn(booked: BookedClass, language: Language): string[] {
  const t = translator(language);
  return [
    t("bookingMail.date", { day: indiaDayIn(booked.startsAt, language) }),
    t("bookingMail.time", { time: indiaTimeRangeIn(booked.startsAt, booked.minutes, language) }),
    t("bookingMail.where", {
      place:
        booked.mode === "online"
          ? t("trial.online")
          : t(booked.mode === "office" ? "bookingMail.whereOffice" : "bookingMail.whereSchool", {
              address: booked.address,
            }),
    }),
  ];
}

/** How the family joins the class: the link the day before, or come early to the address. */
export function joiningIn(booked: BookedClass, language: Language): string {
  const t = translator(language);
  return booked.mode === "online"
    ? t("bookingMail.onlineLinkDayBefore")
    : t("bookingMail.arriveEarly", { place: booked.address });
}

/**
 * The parent's confirmation of a booked trial class, in the language the booking was made in: the day, the time in
 * IST, where (or that the link comes the day before), the calendar links, and how to reach us. Names typed into the
 * form are repeated only when they read as names, as in every lead confirmation, so the mail relays nothing.
 */
export function trialBookingMail(
  booked: BookedClass,
  links: { page: string; invite: string; google: string; manage: string },
  company: CompanyDetails,
  language: Language = defaultLanguage,
): MailText {
  const t = translator(language);
  const { child, hello } = namesIn(booked, language);
  const reach = contactFor(company, "general");
  const course = booked.courseTitle;
  const day = indiaDayIn(booked.startsAt, language);
  const details = [t("bookingMail.course", { course }), ...whenAndWhereIn(booked, language)];
  const joining = joiningIn(booked, language);
  const opening = child ? t("bookingMail.booked", { child, course }) : t("bookingMail.bookedYourChild", { course });
  const reachLine = t("bookingMail.cantComeOrAsk", { phone: reach.phone, email: reach.email });
  const office = t("bookingMail.ourOffice", { address: addressLine(company) });
  const signOff = t("confirmationMail.signOff");
  const text = [
    hello,
    "",
    opening,
    "",
    ...details,
    "",
    joining,
    "",
    t("bookingMail.inviteAttached"),
    links.google,
    "",
    t("bookingMail.yourBooking", { link: links.page }),
    t("bookingMail.moveOrCancelLine", { link: links.manage }),
    "",
    reachLine,
    office,
    "",
    signOff,
  ].join("\n");
  const inviteLinks = withLinks((markers) => t("bookingMail.inviteLinks", markers), {
    google: { href: links.google, text: t("bookingMail.addToGoogle") },
    download: { href: links.invite, text: t("bookingMail.downloadInvite") },
  });
  const html = mailPage(
    `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(opening)}</p>
<p>${details.map(escapeHtml).join("<br>")}</p>
<p>${escapeHtml(joining)}</p>
<p>${inviteLinks}</p>
<p><a href="${escapeHtml(links.page)}">${escapeHtml(t("bookingMail.seeBooking"))}</a> · <a href="${escapeHtml(links.manage)}">${escapeHtml(t("bookingMail.moveOrCancel"))}</a></p>
<p>${escapeHtml(reachLine)}<br>${escapeHtml(office)}</p>
<p>${escapeHtml(signOff)}</p>`,
    language,
  );
  return { subject: t("bookingMail.subject", { course, day }), text, html };
}

/** Which reminder: the day before, or two hours before. */
export type ReminderKind = "day" | "hours";

/**
 * A reminder of a booked trial class, a day or two hours before, in the booking's language: when (IST), where, and
 * for an online class its meeting link (this mail goes only to the family booked in it), with the links to the
 * booking and to change it.
 */
export function trialReminderMail(
  booked: BookedClass & { meetingUrl: string },
  kind: ReminderKind,
  links: { page: string; manage: string },
  company: CompanyDetails,
  language: Language = defaultLanguage,
): MailText {
  const t = translator(language);
  const { child, hello } = namesIn(booked, language);
  const reach = contactFor(company, "general");
  const course = booked.courseTitle;
  const day = indiaDayIn(booked.startsAt, language);
  const when = `${day}, ${indiaTimeRangeIn(booked.startsAt, booked.minutes, language)}`;
  const opening =
    kind === "day"
      ? child
        ? t("bookingMail.reminderChild", { child, course, when })
        : t("bookingMail.reminderYourChild", { course, when })
      : child
        ? t("bookingMail.soonChild", { child, course, when })
        : t("bookingMail.soonYourChild", { course, when });
  const meeting = booked.mode === "online" && booked.meetingUrl !== "" ? booked.meetingUrl : null;
  const joining =
    booked.mode !== "online"
      ? t("bookingMail.arriveEarly", { place: booked.address })
      : meeting
        ? t("bookingMail.joinFromLink")
        : t("bookingMail.linkComing", { phone: reach.phone });
  const questions = t("bookingMail.questions", { phone: reach.phone, email: reach.email });
  const signOff = t("confirmationMail.signOff");
  const text = [
    hello,
    "",
    opening,
    "",
    joining,
    ...(meeting ? [meeting] : []),
    "",
    t("bookingMail.yourBooking", { link: links.page }),
    t("bookingMail.cantComeLine", { link: links.manage }),
    "",
    questions,
    "",
    signOff,
  ].join("\n");
  const html = mailPage(
    `<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(opening)}</p>
<p>${escapeHtml(joining)}${meeting ? `<br><a href="${escapeHtml(meeting)}">${escapeHtml(meeting)}</a>` : ""}</p>
<p><a href="${escapeHtml(links.page)}">${escapeHtml(t("bookingMail.seeBooking"))}</a> · <a href="${escapeHtml(links.manage)}">${escapeHtml(t("bookingMail.cantComeLink"))}</a></p>
<p>${escapeHtml(questions)}</p>
<p>${escapeHtml(signOff)}</p>`,
    language,
  );
  const clock = indiaClockIn(booked.startsAt, language);
  const subject = kind === "day" ? "bookingMail.reminderSubject" : "bookingMail.startingSoonSubject";
  return { subject: t(subject, { course, day, clock }), text, html };
}
