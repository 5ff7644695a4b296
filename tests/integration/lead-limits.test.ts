import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, demoRequests, trialClassRequests } from "#db/schema.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { LEAD_LIMITS } from "#app/modules/leads/send-limits.server.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { action as contactAction } from "#app/routes/contact.tsx";
import { action as trialAction } from "#app/routes/trial-class.tsx";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { formRequest, routeContext } from "../support/route-context.ts";

type Refusal = {
  init: { status: number; headers: Record<string, string> };
  data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } };
};

const contact = (email: string, ip: string, message = "Hello!", path = "/contact") =>
  contactAction({
    request: formRequest(path, { submissionId: randomUUID(), name: "Priya", email, subject: "Abacus", message }),
    context: routeContext({ ip }),
    params: {},
  } as never);

describe("limits on the lead forms", () => {
  beforeAll(async () => {
    await storage().ensureBucket();
  });
  beforeEach(async () => {
    await truncateAll();
    await seedIfEmpty(db(), storage());
  });

  it(`takes ${LEAD_LIMITS.perEmail} sends from one e-mail address in ten minutes, then keeps the text and gives the phone`, async () => {
    for (let i = 0; i < LEAD_LIMITS.perEmail; i++) {
      expect(((await contact("busy@example.com", `198.51.100.${i + 1}`)) as Response).status).toBe(302);
    }
    const refused = (await contact("Busy@Example.com", "198.51.100.99", "My fourth message")) as Refusal;
    expect(refused.init.status).toBe(429);
    expect(Number(refused.init.headers["Retry-After"])).toBeGreaterThan(500);
    const [message] = refused.data.result.error[""] ?? [];
    const { phones } = await getCompanyDetails();
    expect(message).toContain(phones.general);
    expect(message).toMatch(/What you typed is still here: please send it again in about 10 minutes/);
    expect(refused.data.result.initialValue.message).toBe("My fourth message");
    expect(await db().$count(contactMessages)).toBe(LEAD_LIMITS.perEmail);
  });

  it("pauses a Marathi page's sends in Marathi, with the same phone and nothing lost", async () => {
    for (let i = 0; i < LEAD_LIMITS.perEmail; i++) {
      await contact("aai@example.com", `198.51.100.${i + 1}`, "नमस्कार", "/mr/contact");
    }
    const refused = (await contact("aai@example.com", "198.51.100.98", "पुन्हा नमस्कार", "/mr/contact")) as Refusal;
    expect(refused.init.status).toBe(429);
    const [message] = refused.data.result.error[""] ?? [];
    const { phones } = await getCompanyDetails();
    expect(message).toContain(`कृपया तो सुमारे 10 मिनिटांनी पुन्हा पाठवा, किंवा आम्हाला ${phones.general} वर कॉल करा.`);
    expect(refused.data.result.initialValue.message).toBe("पुन्हा नमस्कार");
  });

  it(`takes ${LEAD_LIMITS.perAddress} sends from one address across the forms, then refuses that address only`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LEAD_LIMITS.perAddress + 2; i++) {
      const result = (await contact(`parent${i}@example.com`, "203.0.113.50")) as Response | Refusal;
      statuses.push(result instanceof Response ? result.status : result.init.status);
    }
    expect(statuses.slice(0, LEAD_LIMITS.perAddress).every((status) => status === 302)).toBe(true);
    expect(statuses.slice(LEAD_LIMITS.perAddress)).toEqual([429, 429]);
    // The limit is shared by the forms: the trial class form from that address is refused too.
    const trial = (await trialAction({
      request: formRequest("/trial-class", {
        submissionId: randomUUID(),
        childName: "Kabir",
        childAge: "7",
        courseName: "Abacus",
        preferredSlot: "Saturday morning (10 AM – 12 PM)",
        parentName: "Neha",
        phone: "9820011111",
        email: "neha@example.com",
        guardianConsent: "on",
      }),
      context: routeContext({ ip: "203.0.113.50" }),
      params: {},
    } as never)) as Refusal;
    expect(trial.init?.status).toBe(429);
    expect(await db().$count(trialClassRequests)).toBe(0);
    // Another address is not held up.
    expect(((await contact("other@example.com", "203.0.113.51")) as Response).status).toBe(302);
    expect(await db().$count(demoRequests)).toBe(0);
  });
});
