import { describe, expect, it } from "vitest";
import { compareFacts, extractFacts, phoneDigits } from "../support/facts.ts";

const titles = ["Abacus", "Vedic Maths"];
const read = (name: string, text: string) => ({ name, facts: extractFacts(text, titles) });
const contacts = { phone: [phoneDigits("+91 22 4000 1234")], "e-mail": ["hello@skillsprouts.in"] };

describe("the facts comparer", () => {
  it("reads each fact from its pattern", () => {
    const facts = extractFacts(
      "Call [tel:+912240001234] +91 22 4000 1234 or 022 4000 1234, write to Hello@SkillSprouts.in. How a " +
        "partnership works, in four steps Step 1: Talk Step 4: Learn. Abacus Ages 5–14 Course length 8 levels of " +
        "about 3 months each Classes 60-minute classes Batch size Up to 12 children in a batch. Course 2 · Ages " +
        "8–14 Vedic Maths. For children aged 4 to 14, trusted by 200+ partner schools for 17+ years. Students " +
        "trained 100,000+ and 20,000+ teachers. At least 3 years of experience. 17+ years 200+ partner schools. Any " +
        "number from 0 to 9.",
      titles,
    );
    expect(Object.fromEntries([...facts].map(([fact, values]) => [fact, [...values]]))).toEqual({
      phone: ["912240001234"],
      "e-mail": ["hello@skillsprouts.in"],
      "partnership steps": ["4"],
      "ages of Abacus": ["5–14"],
      "ages of Vedic Maths": ["8–14"],
      "ages of all courses": ["4–14"],
      "levels of Abacus": ["8"],
      "class minutes of Abacus": ["60"],
      "batch size of Abacus": ["12"],
      "figure: schools": ["200+"],
      "figure: years": ["17+"],
      "figure: students": ["100,000+"],
      "figure: teachers": ["20,000+"],
    });
  });

  it("finds nothing wrong where two sources agree", () => {
    const page = read("/for-schools", "How a partnership works, in four steps. Step 1: a Step 4: d. 200+ schools");
    const brochure = read("brochure", "How a partnership works, in four steps. 200+ partner schools. +91 22 4000 1234");
    expect(compareFacts([page, brochure], contacts)).toEqual([]);
  });

  it("fails a deliberately inconsistent pair, naming the fact and who says what", () => {
    const page = read(
      "/for-schools",
      "Step 1: a Step 2: b Step 3: c Step 4: d. Abacus Ages 5–14, 60-minute classes. Call +91 22 4000 1234.",
    );
    const brochure = read(
      "brochure",
      "Step 1: a Step 2: b Step 3: c. Abacus Ages 6–12, 45-minute classes. Call +91 22 4000 9999, partners@x.in.",
    );
    expect(compareFacts([page, brochure], contacts)).toEqual([
      { fact: "ages of Abacus", says: { "5–14": ["/for-schools"], "6–12": ["brochure"] } },
      { fact: "class minutes of Abacus", says: { "60": ["/for-schools"], "45": ["brochure"] } },
      { fact: "e-mail", says: { "partners@x.in": ["brochure"] } },
      { fact: "partnership steps", says: { "4": ["/for-schools"], "3": ["brochure"] } },
      { fact: "phone", says: { "912240009999": ["brochure"] } },
    ]);
  });

  it("fails one source that states a count its own list does not have", () => {
    const brochure = read("brochure", "How a partnership works, in four steps. Step 1: a Step 2: b Step 3: c");
    expect(compareFacts([brochure])).toEqual([
      { fact: "partnership steps", says: { "4": ["brochure"], "3": ["brochure"] } },
    ]);
  });
});
