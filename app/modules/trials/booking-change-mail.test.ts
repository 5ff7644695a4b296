import { describe, expect, it } from "vitest";
import { seedCompanyDetails as company } from "#db/seed/company.ts";
import { trialCancelledMail, trialMovedMail, trialSeatFreeMail } from "./booking-change-mail.ts";
import type { BookedClass } from "./booking-mail.ts";

/** Saturday 5 December 2026, 5:00 PM in India, at our office. */
const booked: BookedClass = {
  courseTitle: "Abacus",
  childName: "Aarav",
  parentName: "Neha Kulkarni",
  startsAt: new Date("2026-12-05T11:30:00Z"),
  minutes: 45,
  mode: "office",
  address: "2nd floor, Mira Road",
};
const links = {
  page: "https://x.example/hi/p",
  google: "https://calendar.example/?a=1&b=2",
  manage: "https://x.example/hi/m",
};

describe("the mails after a trial class changes", () => {
  it("keep their English", () => {
    const moved = trialMovedMail(booked, links, company);
    expect(moved.subject).toBe("Moved: Abacus trial class, Saturday, 5 December 2026 at 5:00 PM IST | SkillSprouts");
    expect(moved.text).toContain("Aarav's free Abacus trial class is moved to a new time, as you asked.");
    expect(moved.text).toContain("Where: At our office, 2nd floor, Mira Road");
    expect(moved.html).toContain(
      '(remove the old one from your calendar). <a href="https://calendar.example/?a=1&amp;b=2">',
    );
    const cancelled = trialCancelledMail(booked, "https://x.example/trial-class", company, "office");
    expect(cancelled.subject).toBe(
      "Sorry, your Abacus trial class on Saturday, 5 December 2026 is cancelled | SkillSprouts",
    );
    expect(cancelled.text).toContain("We're sorry: we have had to cancel Aarav's free Abacus trial class on Saturday,");
  });

  it("say an office's change in Hindi, naming no child whose name does not read as one", () => {
    const mail = trialMovedMail({ ...booked, childName: "http://spam.example" }, links, company, "office", "hi");
    expect(mail.subject).toMatch(/^बदलाव: Abacus ट्रायल क्लास, शनिवार, 5 दिसंबर 2026, 5:00 (pm|PM) IST \| SkillSprouts$/);
    expect(mail.text).toContain("माफ़ कीजिए: हमें आपके बच्चे की फ्री Abacus ट्रायल क्लास में बदलाव करना पड़ा है।");
    expect(mail.text).toContain("जगह: हमारे ऑफ़िस में, 2nd floor, Mira Road");
    expect(mail.text).not.toContain("spam.example");
    expect(mail.html).toMatch(/^<!doctype html><html lang="hi-IN">/);
  });

  it("offer a freed seat in Marathi, with the family's own link", () => {
    const mail = trialSeatFreeMail(booked, "https://x.example/mr/trial-class/waitlist/7-abc", company, "mr");
    expect(mail.subject).toMatch(/^जागा रिकामी आहे: Abacus ट्रायल क्लास, शनिवार, 5 डिसेंबर, 2026, /);
    expect(mail.text).toContain("त्यात Aaravसाठी एक जागा रिकामी झाली आहे.");
    expect(mail.text).toContain("इथे बुक करा:\nhttps://x.example/mr/trial-class/waitlist/7-abc");
    expect(mail.html).toContain('<a href="https://x.example/mr/trial-class/waitlist/7-abc">जागा बुक करा</a>');
  });
});
