import { describe, expect, it } from "vitest";
import { anyOfQuery, planSearch, tokenize } from "#app/modules/assistant/keywords.ts";

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
    // "programming" leads here, but Postgres would stem it to "program", which every course page contains.
    expect(planSearch("Do you teach programming?").concepts.flatMap((concept) => concept.terms)).not.toContain(
      "programming",
    );
  });

  it("keeps question words Postgres would drop, as one concept with their topic", () => {
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

  it("builds safe websearch queries from any text", () => {
    expect(tokenize("Café <script>alert('x')</script> & fees!")).toEqual([
      "cafe",
      "script",
      "alert",
      "x",
      "script",
      "fees",
    ]);
    expect(anyOfQuery(["age", "old", "or", "a-b", "x)", '"quoted"'])).toBe("age or old");
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
