import { describe, expect, it } from "vitest";
import { programIn, untranslatedLanguages, type ProgramTranslation } from "./program-language.ts";

const hindi: ProgramTranslation = {
  title: "अबेकस",
  ageRange: "उम्र 5–14 साल",
  shortDescription: "मन में तेज़ हिसाब।",
  fullDescription: "पहला पैराग्राफ़।\n\nदूसरा पैराग्राफ़।",
  features: ["छोटे बैच"],
  learningOutcomes: [],
  benefits: ["ध्यान"],
  progressNote: "",
};

const abacus = {
  id: "abacus",
  title: "Abacus",
  ageRange: "Ages 5–14",
  shortDescription: "Quick mental maths.",
  fullDescription: "First paragraph.",
  features: ["Small batches"],
  learningOutcomes: ["Add and subtract"],
  benefits: ["Focus"],
  progressNote: "",
  translations: { hi: hindi },
};

describe("a course in the page's language", () => {
  it("is its English on an English page, with nothing marked", () => {
    const { translations: _translations, ...english } = abacus;
    // The translations stay behind: a page is sent only what it shows.
    expect(programIn(abacus, "en")).toEqual({ ...english, englishIn: {} });
  });

  it("shows each text staff translated, and marks each one still in English", () => {
    const shown = programIn(abacus, "hi");
    expect(shown).toMatchObject({ id: "abacus", title: "अबेकस", ageRange: "उम्र 5–14 साल", benefits: ["ध्यान"] });
    expect(shown.learningOutcomes).toEqual(["Add and subtract"]);
    // A note left empty in English too is not "in English": nothing is shown for it.
    expect(shown.englishIn).toEqual({ learningOutcomes: "en" });
  });

  it("is all English, all marked, in a language nobody has written yet", () => {
    const shown = programIn(abacus, "mr");
    expect(shown.title).toBe("Abacus");
    expect(Object.keys(shown.englishIn).sort()).toEqual(
      ["ageRange", "benefits", "features", "fullDescription", "learningOutcomes", "shortDescription", "title"].sort(),
    );
  });

  it("translates only the texts a reader selected (a card)", () => {
    const card = {
      id: "abacus",
      title: "Abacus",
      shortDescription: "Quick mental maths.",
      translations: abacus.translations,
    };
    const shown = programIn(card, "hi");
    expect(shown).toEqual({ id: "abacus", title: "अबेकस", shortDescription: "मन में तेज़ हिसाब।", englishIn: {} });
  });
});

describe("the back office's mark of a course not yet translated", () => {
  it("names each language whose title, short or full description is missing", () => {
    expect(untranslatedLanguages({ hi: hindi })).toEqual(["mr"]);
    expect(untranslatedLanguages({ hi: { ...hindi, fullDescription: " " }, mr: hindi })).toEqual(["hi"]);
    expect(untranslatedLanguages({})).toEqual(["hi", "mr"]);
  });
});
