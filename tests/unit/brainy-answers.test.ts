import { describe, expect, it } from "vitest";
import { gapText } from "#app/modules/assistant/gap-text.ts";
import { systemInstruction } from "#app/modules/assistant/grounding.ts";
import { composeOfflineAnswer, dontKnowAnswer } from "#app/modules/assistant/offline-answer.ts";
import { pageFacts } from "#app/modules/assistant/page-facts.ts";
import { relevantPassages, type Passage } from "#app/modules/assistant/relevance.ts";
import { seedCompanyDetails as details } from "#db/seed/company.ts";

const passage = (overrides: Partial<Passage>): Passage => ({
  kind: "faq",
  title: "What is the ideal age for my child to start?",
  summary: "From 4 to 14 years.",
  content: "From 4 to 14 years; Abacus usually from around 5.",
  ageRange: null,
  url: "/faq",
  linkLabel: "See all our FAQs",
  coverage: 2,
  rank: 0.5,
  ...overrides,
});

describe("offline answers", () => {
  it("answers from the best passage with its link and a related page", () => {
    const answer = composeOfflineAnswer(
      [
        passage({}),
        passage({
          kind: "program",
          title: "Abacus",
          summary: "Bead-by-bead mental arithmetic.",
          ageRange: "Ages 5–14",
          url: "/programs/abacus",
          linkLabel: "Read more about Abacus",
        }),
      ],
      details,
    );
    expect(answer).toBe(
      "From 4 to 14 years.\n\n[See all our FAQs](/faq)\n\nYou might also like: [Abacus](/programs/abacus)",
    );
  });

  it("describes a program with its ages", () => {
    const answer = composeOfflineAnswer(
      [
        passage({
          kind: "program",
          title: "Coding",
          summary: "Blocks to Python.",
          ageRange: "Ages 7–14",
          url: "/programs/coding",
          linkLabel: "Read more about Coding",
        }),
      ],
      details,
    );
    expect(answer).toBe(
      "Our Coding program (Ages 7–14): Blocks to Python.\n\n[Read more about Coding](/programs/coding)",
    );
  });

  it("says honestly when it does not know, and how to reach the team", () => {
    expect(composeOfflineAnswer([], details)).toBe(dontKnowAnswer(details));
    expect(dontKnowAnswer(details)).toContain("+91 22 4000 1234");
    expect(dontKnowAnswer(details)).toContain("hello@skillsprouts.in");
    expect(dontKnowAnswer(details)).toContain("](/contact)");
    const moved = { ...details, phones: { ...details.phones, general: "+91 20 5555 0000" } };
    expect(dontKnowAnswer(moved)).toContain("+91 20 5555 0000");
  });

  it("counts a passage as an answer only when it covers enough of the question", () => {
    const strong = passage({ coverage: 2 });
    const partial = passage({ coverage: 1 });
    const vague = passage({ coverage: 0.25 });
    expect(relevantPassages({ passages: [strong, partial, vague], totalWeight: 3 })).toEqual([strong]);
    expect(relevantPassages({ passages: [partial], totalWeight: 2 })).toEqual([partial]);
    expect(relevantPassages({ passages: [vague], totalWeight: 0.25 })).toEqual([]);
    expect(relevantPassages({ passages: [strong], totalWeight: 0 })).toEqual([]);
  });
});

describe("the model's instructions", () => {
  it("carry the rules and only the passages found", () => {
    const text = systemInstruction([passage({})], details);
    expect(text).toContain("You are Brainy");
    expect(text).toMatch(/Never invent prices/);
    expect(text).toContain("/book-offline-demo");
    expect(text).toContain("[1] What is the ideal age for my child to start? (page: /faq)");
    expect(text).toContain("Abacus usually from around 5.");
    expect(text).toContain("an education company in Mira Road, Mumbai, India");
    expect(systemInstruction([], details)).toContain("nothing on the site matches it");
  });
});

describe("page facts", () => {
  it("come from the company details and the figures", () => {
    const facts = pageFacts([{ value: "200+", label: "Partner Schools" }], details);
    const byTitle = Object.fromEntries(facts.map((fact) => [fact.title, fact]));
    expect(byTitle["Office hours"]?.body).toBe(
      "Our office is open Monday – Friday, 9:00 AM – 6:00 PM and Saturday, 10:00 AM – 2:00 PM. It is closed on Sunday.",
    );
    expect(byTitle["Our office address"]?.body).toContain("Mira Road, Mumbai");
    expect(byTitle["SkillSprouts in numbers"]?.body).toBe("SkillSprouts in numbers: 200+ partner schools.");
    expect(pageFacts([], details).some((fact) => fact.title === "SkillSprouts in numbers")).toBe(false);
    const moved = pageFacts([], { ...details, officeHours: [{ days: "Every day", hours: "8 AM – 8 PM" }] });
    expect(moved.find((fact) => fact.title === "Office hours")?.body).toBe(
      "Our office is open Every day, 8 AM – 8 PM.",
    );
  });
});

describe("questions kept for staff", () => {
  it("lose contact details, extra spaces and excess length", () => {
    expect(gapText("  Call me on +91 98200 12345 or   mail priya.s@example.com  ")).toBe(
      "Call me on [number] or mail [e-mail]",
    );
    const long = gapText("why ".repeat(200));
    expect(long).toHaveLength(300);
    expect(long.endsWith("…")).toBe(true);
  });
});
