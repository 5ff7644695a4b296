import { describe, expect, it } from "vitest";
import { seedCompanyDetails as company } from "#db/seed/company.ts";
import { trialBookingMail, trialReminderMail, type BookedClass } from "./booking-mail.ts";

/** Saturday 5 December 2026, 5:00 PM in India. */
const startsAt = new Date("2026-12-05T11:30:00Z");
const online: BookedClass = {
  courseTitle: "Abacus",
  childName: "Aarav",
  parentName: "Neha Kulkarni",
  startsAt,
  minutes: 45,
  mode: "online",
  address: "",
};
const atOffice: BookedClass = { ...online, mode: "office", address: "2nd floor, Shanti Towers, Thane" };
const links = {
  page: "https://skillsprouts.example/mr/trial-class/booking/7-page",
  invite: "https://skillsprouts.example/trial-class/booking/7-page/invite.ics",
  google: "https://calendar.google.com/calendar/render?action=TEMPLATE&text=Abacus",
  manage: "https://skillsprouts.example/mr/trial-class/booking/7-change/change",
};

describe("a booked trial class's confirmation", () => {
  it("reads as before in English", () => {
    const mail = trialBookingMail(online, links, company);
    expect(mail.subject).toBe("Your Abacus trial class on Saturday, 5 December 2026 | SkillSprouts");
    expect(mail.text).toContain("Dear Neha Kulkarni,\n\nAarav's free Abacus trial class is booked.");
    expect(mail.text).toContain("Date: Saturday, 5 December 2026\nTime: 5:00 – 5:45 PM IST\nWhere: Online");
    expect(mail.text).toContain("we'll e-mail you the link the day before");
    expect(mail.html).toMatch(/^<!doctype html><html lang="en-IN">/);
    expect(mail.html).toContain(
      `<a href="${links.google.replace("&", "&amp;")}">Add it to Google Calendar</a>, or <a href="${links.invite}">`,
    );
  });

  it("is written in Marathi for a booking made on the Marathi site, with its dates and times the Marathi way", () => {
    const mail = trialBookingMail(atOffice, links, company, "mr");
    expect(mail.subject).toBe("शनिवार, 5 डिसेंबर, 2026 रोजी तुमचा Abacus ट्रायल क्लास | SkillSprouts");
    expect(mail.text).toContain("प्रिय Neha Kulkarni,\n\nAaravसाठी मोफत Abacus ट्रायल क्लास बुक झाला आहे.");
    expect(mail.text).toContain("ठिकाण: आमच्या ऑफिसमध्ये, 2nd floor, Shanti Towers, Thane");
    expect(mail.text).toContain("कृपया 10 मिनिटे आधी इथे पोहोचा: 2nd floor, Shanti Towers, Thane");
    expect(mail.text).toContain(`तुमचे बुकिंग: ${links.page}`);
    expect(mail.text).toMatch(/वेळ: 5:00 – 5:45 PM IST|वेळ: 5:00 – 5:45 म\.उ\. IST|वेळ: 5:00 – 5:45 pm IST/);
    expect(mail.html).toMatch(/^<!doctype html><html lang="mr-IN">/);
    expect(mail.html).toContain(`<a href="${links.invite}">इनव्हाइट डाउनलोड करा</a>`);
    // Nothing of the English is left.
    expect(mail.text).not.toMatch(/\b(Dear|Course|Where|booked|Please)\b/);
  });

  it("names no child whose name does not read as one, in any language", () => {
    const mail = trialBookingMail({ ...online, childName: "www.example.biz" }, links, company, "hi");
    expect(mail.text).toContain("आपके बच्चे के लिए फ्री Abacus ट्रायल क्लास बुक हो गई है।");
    expect(mail.text).not.toContain("example.biz");
  });
});

describe("a trial class reminder", () => {
  it("says the day before in Hindi, with the meeting link", () => {
    const mail = trialReminderMail({ ...online, meetingUrl: "https://meet.example/abc" }, "day", links, company, "hi");
    expect(mail.subject).toMatch(
      /^याद दिलाना: Abacus ट्रायल क्लास, शनिवार, 5 दिसंबर 2026, 5:00 (pm|PM) IST \| SkillSprouts$/,
    );
    expect(mail.text).toContain("याद दिला दें: Aarav की फ्री Abacus ट्रायल क्लास शनिवार, 5 दिसंबर 2026, ");
    expect(mail.text).toContain("क्लास ऑनलाइन है। कुछ मिनट पहले इस लिंक से जुड़ें:\nhttps://meet.example/abc");
    expect(mail.html).toMatch(/^<!doctype html><html lang="hi-IN">/);
  });

  it("reads as before in English two hours before", () => {
    const mail = trialReminderMail({ ...atOffice, meetingUrl: "" }, "hours", links, company);
    expect(mail.subject).toBe(
      "Starting soon: Abacus trial class, Saturday, 5 December 2026 at 5:00 PM IST | SkillSprouts",
    );
    expect(mail.text).toContain(
      "Aarav's free Abacus trial class starts soon: Saturday, 5 December 2026, 5:00 – 5:45 PM IST.",
    );
    expect(mail.text).toContain("Please arrive 10 minutes early at 2nd floor, Shanti Towers, Thane.");
  });
});
