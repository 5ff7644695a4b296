import { describe, expect, it } from "vitest";
import { recordValues } from "#app/components/admin/record-editor.tsx";
import { BrainyFactSchema } from "#app/modules/brainy/fact-admin.ts";
import { FaqSchema } from "#app/modules/content/faqs/faq-admin.ts";

describe("an editor opened on a saved record", () => {
  it("starts from the record's values of the form's fields, and of nothing else", () => {
    const faq = {
      id: 7,
      version: 3,
      question: "Fees?",
      answer: "See the page.",
      questionHi: "",
      answerHi: "",
      questionMr: "फी?",
      answerMr: "पेज पाहा.",
    };
    expect(recordValues(faq, FaqSchema)).toEqual({
      question: "Fees?",
      answer: "See the page.",
      questionHi: "",
      answerHi: "",
      questionMr: "फी?",
      answerMr: "पेज पाहा.",
    });
  });

  it("keeps a refined schema's fields (the fact cards check their Hindi together)", () => {
    const fact = {
      id: 1,
      version: 1,
      sortOrder: 0,
      title: "Office",
      body: "We are in Pune.",
      titleHi: "",
      bodyHi: "",
      keywords: "address",
      url: "/contact",
      linkLabel: "Contact us",
      linkLabelHi: "",
      titleMr: "",
      bodyMr: "",
      linkLabelMr: "",
    };
    const { id: _id, version: _version, sortOrder: _sortOrder, ...fields } = fact;
    expect(recordValues(fact, BrainyFactSchema)).toEqual(fields);
  });
});
