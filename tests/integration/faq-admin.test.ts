import { beforeEach, describe, expect, it } from "vitest";
import { faqs } from "#db/schema.ts";
import { addFaq, deleteFaq, listFaqsForAdmin, updateFaq } from "#app/modules/content/faqs/faq-admin.server.ts";
import { action } from "#app/routes/admin/manage-faqs.tsx";
import { HINDI_BOTH, MARATHI_BOTH } from "#app/modules/content/faqs/faq-admin.ts";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";
import { postAs, postAsAdmin } from "../support/admin-requests.ts";

const page = "/admin/manage-faqs";
const noHindi = { questionHi: "", answerHi: "" };

describe("FAQ management", () => {
  beforeEach(truncateAll);

  it("adds, edits and deletes, and refuses a visitor", async () => {
    await expect(postAs(null, action, page, { intent: "create", question: "Q", answer: "A" })).rejects.toMatchObject({
      init: { status: 403 },
    });
    const added = (await postAsAdmin(action, page, {
      intent: "create",
      question: "Do you run summer camps?",
      answer: "Yes, in May.",
    })) as Response;
    expect(added.status).toBe(302);
    const [faq] = await listFaqsForAdmin();
    expect(faq).toMatchObject({ question: "Do you run summer camps?", version: 1 });
    await postAsAdmin(action, page, {
      intent: "update",
      id: String(faq?.id),
      version: "1",
      question: "Summer camps?",
      answer: "Yes, every May.",
    });
    expect((await listFaqsForAdmin())[0]).toMatchObject({ question: "Summer camps?", version: 2 });
    await postAsAdmin(action, page, { intent: "delete", id: String(faq?.id) });
    expect(await db().$count(faqs)).toBe(0);
  });

  it("answers a save of an FAQ deleted in another tab inside the back office, with the typed text", async () => {
    await addFaq({ question: "Original?", answer: "Original.", ...noHindi });
    const [faq] = await listFaqsForAdmin();
    await deleteFaq(faq?.id ?? 0);
    const typed = {
      intent: "update",
      id: String(faq?.id),
      version: "1",
      question: "Still here?",
      answer: "My long careful answer.",
    };
    await expect(postAsAdmin(action, `${page}?edit=1`, typed)).rejects.toMatchObject({
      init: { status: 404 },
      data: {
        lostWork: "record-deleted",
        record: "FAQ",
        formUrl: "/admin/manage-faqs?edit=1",
        againUrl: "/admin/manage-faqs?new=1",
        typed: [
          { name: "question", label: "Question", value: "Still here?" },
          { name: "answer", label: "Answer", value: "My long careful answer." },
        ],
      },
    });
    expect(await db().$count(faqs)).toBe(0);
  });

  it("keeps Hindi and Marathi questions and answers beside the English, and refuses one without the other", async () => {
    await postAsAdmin(action, page, {
      intent: "create",
      question: "Do you run summer camps?",
      answer: "Yes, in May.",
      questionHi: "क्या आप समर कैंप चलाते हैं?",
      answerHi: "हाँ, मई में।",
      questionMr: "तुम्ही समर कॅम्प घेता का?",
      answerMr: "हो, मे महिन्यात.",
    });
    expect((await listFaqsForAdmin())[0]).toMatchObject({
      questionHi: "क्या आप समर कैंप चलाते हैं?",
      answerHi: "हाँ, मई में।",
      questionMr: "तुम्ही समर कॅम्प घेता का?",
      answerMr: "हो, मे महिन्यात.",
    });
    const half = (await postAsAdmin(action, page, {
      intent: "create",
      question: "Do you run winter camps?",
      answer: "No.",
      questionHi: "क्या आप विंटर कैंप चलाते हैं?",
    })) as { init?: { status?: number }; data?: { result?: { error?: Record<string, string[]> } } };
    expect(half.init?.status).toBe(400);
    expect(half.data?.result?.error?.answerHi).toEqual([HINDI_BOTH]);
    const halfMarathi = (await postAsAdmin(action, page, {
      intent: "create",
      question: "Do you run winter camps?",
      answer: "No.",
      answerMr: "नाही.",
    })) as { data?: { result?: { error?: Record<string, string[]> } } };
    expect(halfMarathi.data?.result?.error?.answerMr).toEqual([MARATHI_BOTH]);
    expect(await db().$count(faqs)).toBe(1);
  });

  it("says 'Missing fields' and stores nothing when a field is empty", async () => {
    const result = (await postAsAdmin(action, page, { intent: "create", question: "  ", answer: "" })) as {
      init?: { status?: number };
      data?: { toast?: { title: string } };
    };
    expect(result.init?.status).toBe(400);
    expect(result.data?.toast?.title).toBe("Missing fields");
    expect(await db().$count(faqs)).toBe(0);
  });

  it("does not let a second editor silently overwrite the first", async () => {
    await addFaq({ question: "Original?", answer: "Original.", ...noHindi });
    const [faq] = await listFaqsForAdmin();
    const id = faq?.id ?? 0;
    expect(await updateFaq({ id, version: 1, question: "First edit?", answer: "First.", ...noHindi })).toBe("updated");
    expect(await updateFaq({ id, version: 1, question: "Second edit?", answer: "Second.", ...noHindi })).toBe(
      "conflict",
    );
    expect((await listFaqsForAdmin())[0]?.question).toBe("First edit?");
    expect(await deleteFaq(id)).toBe(true);
    expect(await updateFaq({ id, version: 2, question: "Gone?", answer: "Gone.", ...noHindi })).toBe("missing");
  });
});
