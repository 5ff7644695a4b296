import { beforeEach, describe, expect, it } from "vitest";
import { brainyFacts } from "#db/schema.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { keylessAnswer } from "#app/modules/brainy/answer.server.ts";
import { listBrainyFactsForAdmin } from "#app/modules/brainy/fact-admin.server.ts";
import { action, loader } from "#app/routes/admin/brainy-facts.tsx";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { loadAsStaff, postAs, postAsStaff } from "../support/admin-requests.ts";

const page = "/admin/brainy-facts";

type Refused = { init?: { status?: number }; data?: { result?: { error?: Record<string, string[]> } } };

const card = {
  title: "Summer camp",
  body: "Yes! Our summer camp runs every May; call {general_phone} to book.",
  titleHi: "समर कैंप",
  bodyHi: "हाँ! हमारा समर कैंप हर मई में होता है; बुक करने के लिए {general_phone} पर फ़ोन करें।",
  keywords: "camp holidays vacation chutti",
  url: "/contact",
  linkLabel: "Ask about the summer camp",
  linkLabelHi: "समर कैंप के बारे में पूछें",
  titleMr: "समर कॅम्प",
  bodyMr: "हो! आमचा समर कॅम्प दर मे महिन्यात असतो; बुकिंगसाठी {general_phone} वर फोन करा.",
  linkLabelMr: "समर कॅम्पबद्दल विचारा",
};

describe("admin: Brainy's fact cards", () => {
  beforeEach(async () => {
    await truncateAll();
    await storage().ensureBucket();
    await seedIfEmpty(db(), storage());
  });

  it("lists the built-in cards to staff and refuses visitors", async () => {
    const loaded = await loadAsStaff(loader, page);
    expect(loaded.facts.length).toBeGreaterThan(30);
    await expect(postAs(null, action, page, { intent: "create", ...card })).rejects.toMatchObject({
      init: { status: 403 },
    });
  });

  it("adds a card Brainy answers from at once, in English and in Hindi", async () => {
    const added = (await postAsStaff(action, page, { intent: "create", ...card })) as Response;
    expect(added.status).toBe(302);
    expect((await keylessAnswer("Do you have a summer camp?")).text).toContain(
      "Our summer camp runs every May; call +91 22 4000 1234 to book.",
    );
    expect((await keylessAnswer("summer camp kab hai?")).text).toContain("हर मई में");
    const inMarathi = (await keylessAnswer("समर कॅम्प कधी असतो?")).text;
    expect(inMarathi).toContain("दर मे महिन्यात असतो; बुकिंगसाठी +91 22 4000 1234 वर फोन करा.");
    expect(inMarathi).toContain("[समर कॅम्पबद्दल विचारा](/contact)");
    // Answered in Marathi, so not with the note that says the answer is in English.
    expect(inMarathi).not.toContain("इंग्रजीत");
    const [saved] = (await listBrainyFactsForAdmin()).filter((fact) => fact.title === "Summer camp");
    await postAsStaff(action, page, {
      intent: "update",
      id: String(saved?.id),
      version: "1",
      ...card,
      body: "Not this year, sorry.",
    });
    expect((await keylessAnswer("Do you have a summer camp?")).text).toContain("Not this year, sorry.");
    await postAsStaff(action, page, { intent: "delete", id: String(saved?.id) });
    expect((await listBrainyFactsForAdmin()).some((fact) => fact.title === "Summer camp")).toBe(false);
  });

  it("refuses a placeholder Brainy cannot fill, another site's address, and a topic without its answer", async () => {
    const before = await db().$count(brainyFacts);
    const placeholder = (await postAsStaff(action, page, {
      intent: "create",
      ...card,
      body: "Call {phone_number}.",
    })) as Refused;
    expect(placeholder.init?.status).toBe(400);
    expect(placeholder.data?.result?.error?.body?.[0]).toMatch(/cannot fill in \{phone_number\}.*\{general_phone\}/);
    const elsewhere = (await postAsStaff(action, page, {
      intent: "create",
      ...card,
      url: "//evil.example",
    })) as Refused;
    expect(elsewhere.data?.result?.error?.url?.[0]).toMatch(/page of this site/);
    const halfHindi = (await postAsStaff(action, page, { intent: "create", ...card, bodyHi: "" })) as Refused;
    expect(halfHindi.data?.result?.error?.bodyHi?.[0]).toMatch(/answer in Hindi too/);
    const halfMarathi = (await postAsStaff(action, page, { intent: "create", ...card, bodyMr: "" })) as Refused;
    expect(halfMarathi.data?.result?.error?.bodyMr?.[0]).toMatch(/answer in Marathi too/);
    const marathiPlaceholder = (await postAsStaff(action, page, {
      intent: "create",
      ...card,
      bodyMr: "{phone_number} वर फोन करा.",
    })) as Refused;
    expect(marathiPlaceholder.data?.result?.error?.body?.[0]).toMatch(/cannot fill in \{phone_number\}/);
    expect(await db().$count(brainyFacts)).toBe(before);
  });

  it("does not let a second editor silently overwrite the first", async () => {
    await postAsStaff(action, page, { intent: "create", ...card });
    const [saved] = (await listBrainyFactsForAdmin()).filter((fact) => fact.title === "Summer camp");
    const fields = { intent: "update", id: String(saved?.id), version: "1", ...card };
    expect(((await postAsStaff(action, page, { ...fields, body: "First." })) as Response).status).toBe(302);
    expect(((await postAsStaff(action, page, { ...fields, body: "Second." })) as Refused).init?.status).toBe(409);
  });
});
