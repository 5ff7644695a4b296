import { describe, expect, test } from "vitest";
import type { Language } from "#app/modules/i18n/languages.ts";
import { trialBookingSchema } from "#app/modules/trials/booking.ts";
import { classDaysIn } from "#app/modules/trials/class-days.ts";
import { trialRequestSchema, trialSlotLabel, trialSlots, UNSURE_COURSE } from "./trial.ts";

const courses = ["Abacus", UNSURE_COURSE];

/** The field errors of a trial class request sent in `language` with every field wrong. */
function trialErrors(language: Language): string[] {
  const result = trialRequestSchema(courses, language).safeParse({
    childName: " ",
    childAge: "3",
    courseName: "Chess",
    preferredSlot: "Midnight",
    parentName: "",
    phone: "call me",
    email: "not an address",
  });
  expect(result.success).toBe(false);
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe("a trial class request's errors in the page's language", () => {
  test("English says what it always said", () => {
    expect(trialErrors("en")).toEqual([
      "Please enter your child's name.",
      "Our courses are for children aged 4 to 14.",
      "Please choose a course.",
      "Please choose a preferred time.",
      "Please enter your name.",
      "Please enter a phone number of 7 to 20 digits, e.g. +91 98765 43210.",
      "Please enter a valid e-mail address.",
      "Please confirm that you are the child's parent or guardian and agree to us using these details.",
    ]);
  });

  test("Hindi and Marathi say it in Devanagari, with Latin digits", () => {
    expect(trialErrors("hi")).toEqual([
      "कृपया अपने बच्चे का नाम लिखें।",
      "हमारे कोर्स 4 से 14 साल के बच्चों के लिए हैं।",
      "कृपया कोर्स चुनें।",
      "कृपया अपनी पसंद का समय चुनें।",
      "कृपया अपना नाम लिखें।",
      "कृपया 7 से 20 अंकों का फ़ोन नंबर लिखें, जैसे +91 98765 43210।",
      "कृपया सही ई-मेल पता लिखें।",
      "कृपया पुष्टि करें कि आप इस बच्चे के माता-पिता या अभिभावक हैं और हमें यह जानकारी इस्तेमाल करने की सहमति देते हैं।",
    ]);
    expect(trialErrors("mr")).toEqual([
      "कृपया तुमच्या मुलाचे नाव लिहा.",
      "आमचे कोर्स 4 ते 14 वर्षे वयाच्या मुलांसाठी आहेत.",
      "कृपया कोर्स निवडा.",
      "कृपया तुमच्या सोयीची वेळ निवडा.",
      "कृपया तुमचे नाव लिहा.",
      "कृपया 7 ते 20 अंकांचा फोन नंबर लिहा, उदा. +91 98765 43210.",
      "कृपया योग्य ई-मेल पत्ता लिहा.",
      "कृपया खात्री करा की तुम्ही या मुलाचे पालक आहात आणि ही माहिती वापरण्यास तुमची संमती आहे.",
    ]);
  });

  test("the booking's class choice is asked for in the language too", () => {
    const missing = (language: Language) =>
      trialBookingSchema(courses, language)
        .safeParse({})
        .error?.issues.find((issue) => issue.path[0] === "sessionId")?.message;
    expect(missing("en")).toBe("Please choose a trial class.");
    expect(missing("hi")).toBe("कृपया एक ट्रायल क्लास चुनें।");
    expect(missing("mr")).toBe("कृपया एक ट्रायल क्लास निवडा.");
  });

  test("a preferred time keeps its English value and reads in the language", () => {
    const accepted = trialRequestSchema(courses, "mr").shape.preferredSlot.safeParse(trialSlots[2]);
    expect(accepted.data).toBe("Saturday morning (10 AM – 12 PM)");
    expect(trialSlotLabel(trialSlots[2], "en")).toBe("Saturday morning (10 AM – 12 PM)");
    expect(trialSlotLabel(trialSlots[2], "hi")).toBe("शनिवार, सुबह 10 – दोपहर 12 बजे");
    expect(trialSlotLabel(trialSlots[2], "mr")).toBe("शनिवार, सकाळी 10 – दुपारी 12");
  });
});

describe("open classes in the page's language", () => {
  const classes = [
    {
      id: 1,
      startsAt: new Date("2026-12-05T05:00:00Z"),
      minutes: 45,
      mode: "office" as const,
      address: "Kothrud, Pune",
      seatsLeft: 3,
    },
    {
      id: 2,
      startsAt: new Date("2026-12-05T06:15:00Z"),
      minutes: 45,
      mode: "online" as const,
      address: "",
      seatsLeft: 1,
    },
  ];

  test("English reads as before", () => {
    const [day] = classDaysIn(classes, "en");
    expect(day?.label).toBe("Saturday, 5 December 2026");
    expect(day?.classes.map((open) => [open.time, open.place])).toEqual([
      ["10:30 – 11:15 AM IST", "At our office: Kothrud, Pune"],
      ["11:45 AM – 12:30 PM IST", "Online"],
    ]);
  });

  test("Hindi and Marathi name the day and the place in Devanagari, in India time with Latin digits", () => {
    const [hindi] = classDaysIn(classes, "hi");
    expect(hindi?.label).toBe("शनिवार, 5 दिसंबर 2026");
    expect(hindi?.classes[0]?.place).toBe("हमारे ऑफ़िस में: Kothrud, Pune");
    expect(hindi?.classes[1]?.place).toBe("ऑनलाइन");
    const [marathi] = classDaysIn(classes, "mr");
    expect(marathi?.label).toMatch(/^शनिवार, 5 डिसेंबर,? 2026$/);
    expect(marathi?.classes[0]?.place).toBe("आमच्या ऑफिसमध्ये: Kothrud, Pune");
    for (const open of [...(hindi?.classes ?? []), ...(marathi?.classes ?? [])]) {
      expect(open.time).toMatch(/^10:30|^11:45/);
      expect(open.time).toMatch(/ IST$/);
    }
  });
});
