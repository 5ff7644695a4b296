import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { trialClassRequests } from "#db/schema.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { action } from "#app/routes/trial-class.tsx";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { honeypotFields } from "../support/honeypot.ts";
import { formRequest, routeContext } from "../support/route-context.ts";

type Failure = {
  init?: { status?: number };
  data?: {
    result?: { error?: Record<string, string[] | null> };
    bookingResult?: { error?: Record<string, string[] | null> };
  };
};

/** Posts a form as the page sends it, with a valid honeypot. */
const post = async (url: string, fields: Record<string, string>) =>
  action({
    request: formRequest(url, { ...(await honeypotFields()), ...fields }),
    context: routeContext(),
    params: {},
  } as never);

const request = {
  childName: "आरव",
  childAge: "7",
  courseName: "Abacus",
  preferredSlot: "Saturday morning (10 AM – 12 PM)",
  parentName: "नेहा कुलकर्णी",
  phone: "+91 98200 11111",
  email: "neha@example.com",
  guardianConsent: "on",
};

describe("the trial class page's answers in its language", () => {
  beforeAll(async () => {
    await truncateAll();
    await storage().ensureBucket();
    await seedIfEmpty(db(), storage());
  });

  it("refuses a Marathi request in Marathi, then returns to the Marathi page with the time stored in English", async () => {
    const refused = (await post("/mr/trial-class", {
      ...request,
      submissionId: randomUUID(),
      childName: " ",
      guardianConsent: "",
    })) as Failure;
    expect(refused.init?.status).toBe(400);
    expect(refused.data?.result?.error?.childName).toEqual(["कृपया तुमच्या मुलाचे नाव लिहा."]);
    expect(refused.data?.result?.error?.guardianConsent).toEqual([
      "कृपया खात्री करा की तुम्ही या मुलाचे पालक आहात आणि ही माहिती वापरण्यास तुमची संमती आहे.",
    ]);

    const sent = (await post("/mr/trial-class", { ...request, submissionId: randomUUID() })) as Response;
    expect(sent.headers.get("Location")).toBe("/mr/trial-class#confirmation-heading");
    const [row] = await db().select().from(trialClassRequests);
    expect(row?.preferredSlot).toBe("Saturday morning (10 AM – 12 PM)");
  });

  it("answers the Hindi booking step in Hindi: a course the child is too young for, and the open classes", async () => {
    const { preferredSlot: _slot, ...details } = request;
    const young = (await post("/hi/trial-class", {
      ...details,
      intent: "find-classes",
      courseName: "Vedic Maths",
      childAge: "5",
    })) as Failure;
    expect(young.init?.status).toBe(400);
    expect(young.data?.bookingResult?.error?.childAge?.[0]).toMatch(
      /^Vedic Maths 8 से 14 साल के बच्चों के लिए है। 5 साल के बच्चे के लिए .*Abacus \(5–14 साल\).* सही हैं?:/,
    );

    const found = (await post("/hi/trial-class", { ...details, intent: "find-classes" })) as {
      pick?: { summary: string; problem: string | null };
    };
    expect(found.pick?.summary).toBe("Abacus, 7 साल के बच्चे के लिए");
  });

  it("keeps the English page's answers as they were", async () => {
    const refused = (await post("/trial-class", { ...request, submissionId: randomUUID(), childName: " " })) as Failure;
    expect(refused.data?.result?.error?.childName).toEqual(["Please enter your child's name."]);
  });
});
