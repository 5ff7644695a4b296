import { describe, expect, it } from "vitest";
import { planSearch } from "#app/modules/brainy/keywords.ts";
import { editDistance, isTypoOf } from "#app/modules/brainy/typos.ts";
import { tokenize } from "#app/modules/brainy/read-question.ts";

const termsOf = (question: string) => planSearch(question).concepts.map((concept) => concept.terms);

describe("Brainy's search concepts", () => {
  it("turns a parent's words into the words our pages use", () => {
    const plan = planSearch("What age can my child start abacus?");
    expect(plan.smallTalk).toBeNull();
    const terms = plan.concepts.map((concept) => concept.terms);
    expect(terms).toContainEqual(expect.arrayContaining(["age", "old", "years"]));
    expect(terms).toContainEqual(expect.arrayContaining(["start", "begin", "join"]));
    expect(terms).toContainEqual(expect.arrayContaining(["abacus"]));
    // "What", "can" and "my" say nothing about the topic.
    expect(terms.flat()).not.toContain("what");
    expect(terms.flat()).not.toContain("my");
  });

  it("counts a vague word less than a topic word", () => {
    const plan = planSearch("Do you teach coding?");
    const teach = plan.concepts.find((concept) => concept.terms.includes("teach"));
    const coding = plan.concepts.find((concept) => concept.terms.includes("coding"));
    expect(teach?.weight).toBeLessThan(1);
    expect(coding?.weight).toBe(1);
    expect(coding?.terms).toEqual(expect.arrayContaining(["code", "scratch", "python"]));
    // "programming" leads here, but stemmed it would be "program", which every course page contains.
    expect(planSearch("Do you teach programming?").concepts.flatMap((concept) => concept.terms)).not.toContain(
      "programming",
    );
  });

  it("keeps question words a search would drop, as one concept with their topic", () => {
    expect(termsOf("Where is your office?")).toEqual([expect.arrayContaining(["address", "office", "location"])]);
    const open = planSearch("When are you open?");
    expect(open.concepts).toHaveLength(1);
    expect(open.concepts[0]?.terms).toEqual(expect.arrayContaining(["open", "hours", "timings"]));
    expect(open.concepts[0]?.weight).toBe(1);
    // On its own a question word counts for less.
    expect(planSearch("when?").concepts[0]?.weight).toBe(0.5);
  });

  it("understands prices and fees as the same question", () => {
    expect(termsOf("How much are the fees?")).toEqual(termsOf("What is the price?"));
  });

  it("recognises small talk, but not a question that starts with a greeting", () => {
    expect(planSearch("Hi!").smallTalk).toBe("greeting");
    expect(planSearch("Thank you so much").smallTalk).toBe("thanks");
    expect(planSearch("bye").smallTalk).toBe("goodbye");
    expect(planSearch("Hello, do you teach coding?").smallTalk).toBeNull();
    expect(planSearch("?!").concepts).toEqual([]);
  });

  it("reads words from any text", () => {
    expect(tokenize("Café <script>alert('x')</script> & fees!")).toEqual([
      "cafe",
      "script",
      "alert",
      "x",
      "script",
      "fees",
    ]);
    const unknown = planSearch("purple elephant quantum banana");
    expect(unknown.concepts.map((concept) => concept.terms)).toEqual([
      ["purple"],
      ["elephant"],
      ["quantum"],
      ["banana"],
    ]);
  });

  it("keeps at most ten concepts", () => {
    const long = Array.from({ length: 30 }, (_, index) => `word${index}`).join(" ");
    expect(planSearch(long).concepts).toHaveLength(10);
  });
});

describe("typos in topic words", () => {
  it("counts one letter added, dropped, changed or two swapped as one slip", () => {
    expect(editDistance("consentration", "concentration", 2)).toBe(1);
    expect(editDistance("consentraton", "concentration", 2)).toBe(2);
    expect(editDistance("websits", "websites", 2)).toBe(1);
    expect(editDistance("trail", "trial", 2)).toBe(1);
    expect(editDistance("chess", "class", 1)).toBe(2);
    expect(editDistance("abacus", "abacus", 0)).toBe(0);
  });

  it("allows more slips in longer words, and none in short ones", () => {
    expect(isTypoOf("codng", "coding")).toBe(true);
    expect(isTypoOf("consentraton", "concentration")).toBe(true);
    expect(isTypoOf("teachr", "teacher")).toBe(true);
    // Judged by the shorter word: "rain" is not "train" typed wrong.
    expect(isTypoOf("rain", "train")).toBe(false);
    // Four letters or fewer: "fee" and "few" are different words.
    expect(isTypoOf("few", "fee")).toBe(false);
    expect(isTypoOf("bus", "but")).toBe(false);
  });

  it("finds the topic of a misspelled word, and drops misspelled everyday words", () => {
    // "teach" is a word of its own, not "reach" typed wrong.
    expect(planSearch("Do you teach coding?").concepts.map((concept) => concept.group)).toEqual([null, "coding"]);
    const groups = (question: string) => planSearch(question).concepts.map((concept) => concept.group);
    expect(groups("is abacus good for consentration")).toEqual(["abacus", "focus"]);
    expect(groups("does codng course teach websits")).toContain("coding");
    // "becuase" and "abuot" are everyday words typed quickly, not topics the site lacks.
    expect(planSearch("becuase i want to know abuot fees").concepts.map((concept) => concept.group)).toEqual(["price"]);
  });
});
