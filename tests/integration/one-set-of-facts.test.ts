/**
 * One set of facts: every public page (the sitemap's, and the two print brochures) rendered from the seeded
 * database, and every mail the app sends rendered with realistic data, say the same thing about each fact a
 * parent or a school compares (contacts, the partnership's steps, each course's ages, class length, levels and
 * batch, the company's figures); mails write no day as 2026-11-28, and a school's mail gives the schools' contact.
 */
import { asc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { programs } from "#db/schema.ts";
import { trialLeadSummary } from "../support/lead-summaries.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import {
  alreadyRegisteredMail,
  passwordResetMail,
  signInLinkMail,
  staffInviteMail,
  verifyEmailMail,
} from "#app/modules/accounts/account-mails.ts";
import {
  confirmationMail,
  staffAlertListMail,
  staffAlertMail,
  type LeadSummary,
  type MailText,
} from "#app/modules/leads/alert-mails.ts";
import { assignmentMail } from "#app/modules/leads/assignment-mail.ts";
import { followUpReminderMail, morningDigestMail, type MorningLead } from "#app/modules/leads/morning-mails.ts";
import { newsletterConfirmationMail } from "#app/modules/leads/newsletter-mails.ts";
import { partnershipSteps } from "#app/modules/pages/partnership.ts";
import type { CompanyDetails } from "#app/modules/site/company-details.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { loader as sitemap } from "#app/routes/resources/sitemap.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { compareFacts, extractFacts, phoneDigits, type Source } from "../support/facts.ts";
import { renderPages, visibleText } from "../support/render-pages.ts";

const SITE = "http://localhost:3000";

/** The leads as the database hands them to the mails: a demo's date as the `date` column gives it. */
const leads: LeadSummary[] = [
  {
    kind: "demos",
    id: 11,
    visitorName: "Sunita Deshpande",
    visitorEmail: "coordinator@thanepublicschool.example",
    phone: "+91 98201 23456",
    fields: [
      { label: "Contact person", value: "Sunita Deshpande" },
      { label: "School", value: "Thane Public School" },
      { label: "Location", value: "Thane West" },
      { label: "E-mail", value: "coordinator@thanepublicschool.example" },
      { label: "Phone", value: "+91 98201 23456" },
      { label: "Course", value: "Abacus" },
      { label: "Preferred date", value: "2026-11-28" },
      { label: "Number of students", value: "120" },
    ],
  },
  { ...trialLeadSummary(12), phone: "+91 98200 12345" },
  {
    kind: "messages",
    id: 13,
    visitorName: "Rahul Mehta",
    visitorEmail: "rahul@example.com",
    fields: [
      { label: "Name", value: "Rahul Mehta" },
      { label: "E-mail", value: "rahul@example.com" },
      { label: "Subject", value: "Fees" },
      { label: "Message", value: "What does a term of Vedic Maths cost?" },
    ],
  },
  {
    kind: "applications",
    id: 14,
    visitorName: "Priya Nair",
    visitorEmail: "priya@example.com",
    fields: [
      { label: "Position", value: "Lead Abacus Trainer" },
      { label: "Name", value: "Priya Nair" },
      { label: "E-mail", value: "priya@example.com" },
    ],
  },
];

const trialFollowUp: MorningLead = {
  name: "Asha Rao",
  kind: "trial class",
  topic: "Abacus",
  link: `${SITE}/admin/inbox/trials/12`,
  followUpOn: "2026-12-01",
};
const demoFollowUp: MorningLead = {
  name: "Sunita Deshpande",
  kind: "demo",
  topic: "Abacus",
  link: `${SITE}/admin/inbox/demos/11`,
  followUpOn: "2026-11-27 18:00",
};

function missing(what: string): never {
  throw new Error(`${what} was not rendered`);
}

/** Every mail the app sends, by name. */
function allMails(company: CompanyDetails): Record<string, MailText> {
  const link = (path: string) => `${SITE}${path}?token=abc123`;
  return {
    ...Object.fromEntries(leads.map((lead) => [`confirmation (${lead.kind})`, confirmationMail(lead, company)])),
    ...Object.fromEntries(
      leads.map((lead) => [
        `staff alert (${lead.kind})`,
        staffAlertMail(lead, `${SITE}/admin/inbox/${lead.kind}/${lead.id}`),
      ]),
    ),
    "staff alert list": staffAlertListMail(
      leads.map((lead) => ({
        kind: lead.kind,
        name: lead.visitorName,
        phone: lead.phone ?? null,
        topic: "Abacus",
        source: "google / cpc",
        link: `${SITE}/admin/inbox/${lead.kind}/${lead.id}`,
        repeat: false,
      })),
      `${SITE}/admin/inbox`,
    ),
    "follow-up reminder": followUpReminderMail(
      "Kavita",
      { dueToday: [trialFollowUp], overdue: [demoFollowUp] },
      `${SITE}/admin/inbox`,
    ),
    "morning digest":
      morningDigestMail(
        "Kavita",
        { unassigned: [trialFollowUp], dueToday: [trialFollowUp], overdue: [demoFollowUp] },
        { inbox: `${SITE}/admin/inbox`, account: `${SITE}/admin/account` },
      ) ?? missing("the morning digest"),
    assignment: assignmentMail("Kavita", "Rohan", [trialFollowUp, demoFollowUp], `${SITE}/admin/inbox`),
    newsletter: newsletterConfirmationMail({
      confirm: link("/newsletter/confirm"),
      unsubscribe: link("/newsletter/unsubscribe"),
    }),
    "password reset": passwordResetMail(link("/password-reset")),
    "sign-in link": signInLinkMail(link("/sign-in-link")),
    "verify e-mail": verifyEmailMail(link("/verify-email")),
    "already registered": alreadyRegisteredMail({ login: `${SITE}/login`, reset: `${SITE}/forgot-password` }),
    "staff invite": staffInviteMail({ fullName: "Kavita Iyer", role: "staff", link: link("/accept-invite") }),
  };
}

const mailText = (mail: MailText) => `${mail.subject}\n${mail.text}\n${visibleText(mail.html)}`;

describe("one set of facts", () => {
  let company: CompanyDetails;
  let titles: string[];
  let pages: Source[];
  let mails: Record<string, MailText>;

  const mail = (name: string): MailText => mails[name] ?? missing(name);

  beforeAll(async () => {
    await truncateAll();
    await storage().ensureBucket();
    await seedIfEmpty(db(), storage());
    company = await getCompanyDetails();
    titles = (await db().select({ title: programs.title }).from(programs).orderBy(asc(programs.sortOrder))).map(
      (row) => row.title,
    );
    const xml = await (await sitemap()).text();
    const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
    pages = await renderPages([...paths, "/brochures/print/official", "/brochures/print/student"]);
    mails = allMails(company);
  }, 180_000);

  it("renders every page of the sitemap", () => {
    expect(pages.map((page) => page.name)).toEqual(expect.arrayContaining(["/", "/for-schools", "/programs/abacus"]));
    expect(pages.length).toBeGreaterThan(20);
  });

  it("has every page and mail say the same number or contact for the same fact", () => {
    const sources = [
      ...pages,
      ...Object.entries(mails).map(([name, mail]) => ({ name: `mail: ${name}`, text: mailText(mail) })),
    ];
    const read = sources.map((source) => ({ name: source.name, facts: extractFacts(source.text, titles) }));
    // A lead's own phone and address, repeated to staff, are theirs, not a contact of ours.
    const leadContacts = leads.flatMap((lead) => [lead.visitorEmail, ...(lead.phone ? [lead.phone] : [])]);
    const contacts = {
      phone: [company.phones.general, company.phones.schools, company.phones.whatsapp ?? "", ...leadContacts]
        .filter(Boolean)
        .map(phoneDigits),
      "e-mail": [...Object.values(company.emails), ...leadContacts].map((email) => email.toLowerCase()),
    };
    expect(compareFacts(read, contacts)).toEqual([]);

    // The patterns still find each fact where it is stated, so a page reworded past them cannot pass unread.
    const factsOf = (name: string) => read.find((source) => source.name === name)?.facts ?? new Map();
    for (const name of ["/for-schools", "/brochures/print/official"]) {
      expect([...(factsOf(name).get("partnership steps") ?? [])], name).toEqual([String(partnershipSteps.length)]);
    }
    const all = new Map<string, Set<string>>();
    for (const source of read)
      for (const [fact, values] of source.facts) all.set(fact, new Set([...(all.get(fact) ?? []), ...values]));
    for (const title of titles) {
      for (const fact of ["ages", "class minutes", "levels", "batch size"])
        expect(all.has(`${fact} of ${title}`), `${fact} of ${title}`).toBe(true);
    }
    for (const figure of ["schools", "students", "teachers", "years"])
      expect(all.has(`figure: ${figure}`), figure).toBe(true);
    // "Children aged 4 to 14" is the span of the courses' own ages.
    const spans = [...all].filter(([fact]) => fact.startsWith("ages of ") && fact !== "ages of all courses");
    const bounds = spans.flatMap(([, values]) => [...values].map((value) => value.split("–").map(Number)));
    const span = `${Math.min(...bounds.map(([from = 0]) => from))}–${Math.max(...bounds.map(([, to = 0]) => to))}`;
    expect([...(all.get("ages of all courses") ?? [])]).toEqual([span]);
  });

  it("writes no day in a mail as 2026-11-28", () => {
    for (const [name, mail] of Object.entries(mails)) {
      for (const part of [mail.subject, mail.text, mail.html]) expect(part, name).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    expect(mail("confirmation (demos)").text).toContain("Preferred date: Sat, 28 Nov 2026");
    expect(mail("staff alert (demos)").text).toContain("Preferred date: Sat, 28 Nov 2026");
  });

  it("gives a school's mail the schools' contact, as the schools' pages do", () => {
    const school = mail("confirmation (demos)");
    for (const part of [school.text, visibleText(school.html)]) {
      expect(part).toContain(company.phones.schools);
      expect(part).toContain(company.emails.partners);
      expect(part).not.toContain(company.phones.general);
      expect(part).not.toContain(company.emails.general);
    }
    const forSchools = pages.find((page) => page.name === "/for-schools")?.text;
    expect(forSchools).toContain(company.phones.schools);
    expect(forSchools).toContain(company.emails.partners);
    // A family's mail keeps the general contact.
    expect(mail("confirmation (trials)").text).toContain(company.phones.general);
  });
});
