import { expect, test } from "vitest";
import { faqIn } from "#app/modules/content/faqs/faq-language.ts";
import { langWhereDiffers } from "./content-language.ts";

const faq = {
  question: "What age?",
  answer: "5 to 14.",
  questionHi: "किस उम्र से?",
  answerHi: "5 से 14 साल।",
  questionMr: "",
  answerMr: "",
};

test("content shows in the page's language where staff wrote it, else in English, marked as such", () => {
  expect(faqIn(faq, "hi")).toEqual({ question: "किस उम्र से?", answer: "5 से 14 साल।", lang: "hi" });
  expect(faqIn(faq, "mr")).toEqual({ question: "What age?", answer: "5 to 14.", lang: "en" });
  expect(faqIn(faq, "en")).toEqual({ question: "What age?", answer: "5 to 14.", lang: "en" });
  // A question without its answer is not a translation.
  expect(faqIn({ ...faq, answerHi: "" }, "hi").lang).toBe("en");
  expect(langWhereDiffers("en", "mr")).toBe("en");
  expect(langWhereDiffers("mr", "mr")).toBeUndefined();
});
