import { describe, expect, it } from "vitest";
import type { CourseWithFacts } from "./course-facts.ts";
import { factRows } from "./course-facts.ts";
import { factRowsIn } from "./course-facts-in.ts";

const abacus: CourseWithFacts = {
  id: "abacus",
  title: "Abacus",
  ageRange: "Ages 5–14",
  levels: 8,
  monthsPerLevel: 3,
  classMinutes: 60,
  classesPerWeek: 2,
  batchSize: 12,
  onlineTimings: "Saturdays 10:00–11:00",
  schoolTimings: "",
  officeTimings: "",
  certificate: "A certificate after each level.",
  fees: "",
};

describe("a course's facts in the page's language", () => {
  it("are the English fact box on an English page", () => {
    expect(factRowsIn(abacus, "en")).toEqual(factRows(abacus));
  });

  it("say what the site puts together from numbers in Hindi, and mark staff's English words", () => {
    expect(factRowsIn(abacus, "hi")).toEqual([
      { label: "उम्र", value: "5–14 साल" },
      { label: "कोर्स की अवधि", value: "8 लेवल, हर लेवल लगभग 3 महीने" },
      { label: "क्लास", value: "60 मिनट की क्लास, हफ़्ते में दो बार" },
      { label: "बैच का साइज़", value: "एक बैच में ज़्यादा से ज़्यादा 12 बच्चे" },
      { label: "ऑनलाइन", value: "Saturdays 10:00–11:00", lang: "en" },
      { label: "सर्टिफिकेट", value: "A certificate after each level.", lang: "en" },
    ]);
  });

  it("count in Marathi, one and many, and leave out what staff have not filled in", () => {
    const one = { ...abacus, levels: null, monthsPerLevel: 1, classMinutes: null, classesPerWeek: 3, batchSize: 1 };
    expect(factRowsIn({ ...one, onlineTimings: "", certificate: "" }, "mr")).toEqual([
      { label: "वय", value: "5–14 वर्षे" },
      { label: "कोर्सचा कालावधी", value: "प्रत्येक लेव्हल साधारण 1 महिना" },
      { label: "वर्ग", value: "वर्ग आठवड्यातून 3 वेळा" },
      { label: "बॅचचा आकार", value: "एका बॅचमध्ये जास्तीत जास्त 1 मूल" },
    ]);
  });
});
