import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chatGaps } from "#db/schema.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { answerQuestion, collectReply } from "#app/modules/brainy/answer.server.ts";
import { brainyFacts } from "#db/schema.ts";
import { eq } from "drizzle-orm";
import { listChatGaps, recordChatGap } from "#app/modules/brainy/gaps.server.ts";
import { dontKnowReply } from "#app/modules/brainy/reply-texts.ts";
import { keylessAnswer } from "#app/modules/brainy/answer.server.ts";
import { seedCompanyDetails } from "#db/seed/company.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { aFaq } from "../support/factories.ts";

/** Brainy's reply without a model: answered from the seeded site content. */
async function offlineReply(question: string): Promise<string> {
  return collectReply(
    await answerQuestion({ question, history: [], signal: AbortSignal.timeout(5_000), gemini: null }),
  );
}

describe("Brainy without a model key, on the built-in content", () => {
  beforeAll(async () => {
    await truncateAll();
    await storage().ensureBucket();
    await seedIfEmpty(db(), storage());
  });

  beforeEach(async () => {
    await db().delete(chatGaps);
  });

  it("knows when a child can start abacus", async () => {
    const reply = await offlineReply("What age can my child start abacus?");
    expect(reply).toMatch(/Abacus[^.]*(5|five)/i);
    expect(reply).toMatch(/\]\((\/faq|\/programs\/abacus)\)/);
  });

  it("knows that we teach coding", async () => {
    const reply = await offlineReply("Do you teach coding?");
    expect(reply).toMatch(/Coding/);
    expect(reply).toMatch(/Python|block coding|websites/i);
    expect(reply).toMatch(/\]\((\/programs\/coding|\/faq)\)/);
  });

  it("knows where the office is", async () => {
    const reply = await offlineReply("Where is your office?");
    expect(reply).toContain("Mira Road, Mumbai");
    expect(reply).toContain("](/contact)");
  });

  it("knows when the office is open", async () => {
    const reply = await offlineReply("When are you open?");
    expect(reply).toContain("Monday – Friday 9:00 AM – 6:00 PM");
    expect(reply).toContain("Sunday closed");
    expect(reply).toContain("](/contact)");
  });

  it("understands the words parents use", async () => {
    expect(await offlineReply("What are your timings?")).toContain("9:00 AM – 6:00 PM");
    expect(await offlineReply("How much are the fees?")).toMatch(/fees[\s\S]*\]\(\/contact\)/i);
    expect(await offlineReply("How old should my kid be for vedic maths?")).toMatch(/Vedic Maths/);
    expect(await offlineReply("Can I book a free demo for my school?")).toContain("](/book-offline-demo)");
    expect(await offlineReply("What is your phone number?")).toContain("+91 22 4000 1234");
    expect(await offlineReply("Do you have games for kids?")).toContain("](/fun-zone)");
    expect(await offlineReply("Are you hiring teachers?")).toContain("](/careers)");
    expect(await offlineReply("Can my daughter learn abacus online?")).not.toBe(dontKnowReply(seedCompanyDetails));
    expect(await offlineReply("How many schools work with you?")).toContain("200+ partner schools");
    expect(await offlineReply("Is there a story for children?")).toContain("](/story-time)");
    expect(await offlineReply("How do I enrol my son?")).toMatch(/To enrol[\s\S]*\]\(\/contact\)/);
    expect(await offlineReply("Is English class good for shy kids?")).toContain("](/programs/communicative-english)");
  });

  it("says honestly that it does not know, keeps the question for staff once, and no more", async () => {
    expect(await offlineReply("Do you teach chess?")).toBe(dontKnowReply(seedCompanyDetails));
    await offlineReply("Do you teach   CHESS?");
    const { rows, total } = await listChatGaps(1);
    expect(total).toBe(1);
    expect(rows[0]).toMatchObject({ question: "Do you teach chess?", kind: "gap" });
  });

  it("steers a question about something else back, and keeps it apart from the gaps", async () => {
    const reply = await offlineReply("Who won the cricket match yesterday?");
    expect(reply).toContain("not one I can help with");
    expect(reply).toContain("](/trial-class)");
    expect(reply).toContain("](/fun-zone)");
    expect(reply).not.toContain("call");
    expect((await listChatGaps(1, "off_topic")).rows).toEqual([
      expect.objectContaining({ question: "Who won the cricket match yesterday?", kind: "off_topic" }),
    ]);
    expect((await listChatGaps(1)).total).toBe(0);
  });

  it("answers parents in Hindi from the Hindi the built-in content carries", async () => {
    const reply = await offlineReply("आपका ऑफिस कहाँ है?");
    expect(reply).toContain("Mira Road");
    expect(reply).toMatch(/[\u0900-\u097F]/u);
    expect(await offlineReply("fees kitni hai?")).toMatch(/फ़ीस[\s\S]*\]\(\/contact\)/);
  });

  it("does not keep questions it could answer, or small talk", async () => {
    await offlineReply("Where is your office?");
    expect(await offlineReply("Hi!")).toMatch(/^Hello! I'm Brainy/);
    expect(await offlineReply("thanks")).toMatch(/welcome/);
    expect((await listChatGaps(1)).total).toBe(0);
  });

  it("does not answer a question only half about us", async () => {
    expect(await offlineReply("Do you run a school bus?")).toBe(dontKnowReply(seedCompanyDetails));
    expect((await listChatGaps(1)).rows.map((row) => row.question)).toEqual(["Do you run a school bus?"]);
  });

  it("finds content edited in the back office at once", async () => {
    expect((await keylessAnswer("Do you run summer camps?")).kind).toBe("gap");
    await aFaq({
      question: "Do you run summer camps?",
      answer: "Yes, every May in Mira Road.",
      questionHi: "क्या आप समर कैंप चलाते हैं?",
      answerHi: "हाँ, हर मई में मीरा रोड में।",
    });
    const after = await keylessAnswer("Do you run summer camps?");
    expect(after.text).toContain("Yes, every May in Mira Road.");
    expect(after.passages[0]).toMatchObject({ kind: "faq", url: "/faq" });
    expect((await keylessAnswer("summer camp kab hota hai?")).text).toContain("हर मई में");

    // A fact card edited by staff, with a company detail named in braces.
    const [card] = await db()
      .select({ id: brainyFacts.id })
      .from(brainyFacts)
      .where(eq(brainyFacts.title, "Our office address"));
    expect(card).toBeDefined();
    await db()
      .update(brainyFacts)
      .set({ body: "Visit us at {address}, near the station." })
      .where(eq(brainyFacts.id, card?.id ?? 0));
    expect((await keylessAnswer("Where is your office?")).text).toContain(
      "Mira Road, Mumbai, Maharashtra, India, near the station.",
    );
  });

  it("keeps at most one page of gaps per page, newest first", async () => {
    for (let index = 1; index <= 23; index += 1) await recordChatGap(`Unanswered question ${index}?`);
    const first = await listChatGaps(1);
    expect(first.total).toBe(23);
    expect(first.pages).toBe(2);
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]?.question).toBe("Unanswered question 23?");
    expect((await listChatGaps(2)).rows.map((row) => row.question)).toEqual([
      "Unanswered question 3?",
      "Unanswered question 2?",
      "Unanswered question 1?",
    ]);
  });
});
