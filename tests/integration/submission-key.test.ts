import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages } from "#db/schema.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { action as contactAction, loader as contactLoader } from "#app/routes/contact.tsx";
import { submissionIdFor } from "#app/modules/forms/submission-key.server.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { formRequest, routeContext } from "../support/route-context.ts";

const ASHA = "form_token=AAAAAAAAAAAAAAAAAAAAAA";
const RAVI = "form_token=BBBBBBBBBBBBBBBBBBBBBB";

const fields = (message: string) => ({ name: "Asha Rao", email: "asha@example.com", subject: "Abacus", message });

/** The contact form sent from a browser with this cookie (or none), from this address. */
const send = async (form: Record<string, string>, cookie?: string, ip = "203.0.113.7") =>
  (await contactAction({
    request: formRequest("/contact", form, cookie),
    context: routeContext({ ip }),
    params: {},
  } as never)) as Response | { init: { status: number } };

const statusOf = (answer: Response | { init: { status: number } }) =>
  answer instanceof Response ? answer.status : answer.init.status;

const stored = async () => (await db().select().from(contactMessages)).map((row) => row.message).sort();

describe("a lead form's submission id, made on the server", () => {
  beforeAll(async () => {
    await storage().ensureBucket();
  });
  beforeEach(async () => {
    await truncateAll();
    await seedIfEmpty(db(), storage());
  });

  it("draws the same page for every visitor: nothing of one visitor is in it", async () => {
    const page = (await contactLoader({
      request: new Request("http://localhost/contact"),
      context: routeContext(),
      params: {},
    } as never)) as Record<string, unknown>;
    // The honeypot carries only the signed time the page was drawn, the same for whoever receives it; the
    // language is the address's.
    expect(Object.keys(page).sort()).toEqual(["details", "honeypot", "language", "sent", "showMap", "subject"]);
  });

  it("stores the same form sent twice from one browser once", async () => {
    const first = await send(fields("Are there evening batches?"), ASHA);
    const again = await send(fields("Are there evening batches?"), ASHA);
    expect([statusOf(first), statusOf(again)]).toEqual([302, 302]);
    expect(await stored()).toEqual(["Are there evening batches?"]);
  });

  it("never merges two tabs with different messages, or two visitors with the same words", async () => {
    await send(fields("Are there evening batches?"), ASHA);
    await send(fields("And on Saturdays?"), ASHA);
    await send(fields("Are there evening batches?"), RAVI);
    expect(await stored()).toEqual(["And on Saturdays?", "Are there evening batches?", "Are there evening batches?"]);
  });

  it("stores a form refused and sent again corrected once, however often it is sent", async () => {
    const refused = await send({ ...fields("Please call me"), email: "asha@" }, ASHA);
    expect(statusOf(refused)).toBe(400);
    expect(await stored()).toEqual([]);
    for (let i = 0; i < 3; i++) expect(statusOf(await send(fields("Please call me"), ASHA))).toBe(302);
    expect(await stored()).toEqual(["Please call me"]);
  });

  it("tells browsers without the cookie apart by their address", async () => {
    await send(fields("Hello"), undefined, "198.51.100.1");
    await send(fields("Hello"), undefined, "198.51.100.1");
    await send(fields("Hello"), undefined, "198.51.100.2");
    // A made-up token is no token.
    await send(fields("Hello"), "form_token=not-a-token", "198.51.100.2");
    expect(await stored()).toEqual(["Hello", "Hello"]);
  });

  it("makes the id from the form, the token and every answer, files by their bytes", async () => {
    const request = formRequest("/careers/1/apply", {}, ASHA);
    const args = { request, context: routeContext() };
    const cv = (text: string) => new File([text], "cv.pdf", { type: "application/pdf" });
    const answers = { name: "Asha", coverNote: "Six years of abacus", cv: cv("%PDF-1 one") };
    const id = await submissionIdFor(args, "application:1", answers);
    expect(id).toMatch(/^[\da-f]{8}-[\da-f]{4}-8[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/);
    // The same answers in another order, with a stale id from an old page: the same form.
    expect(
      await submissionIdFor(args, "application:1", {
        cv: cv("%PDF-1 one"),
        coverNote: "Six years of abacus",
        name: "Asha",
        submissionId: "x",
      }),
    ).toBe(id);
    expect(await submissionIdFor(args, "application:2", answers)).not.toBe(id);
    expect(await submissionIdFor(args, "application:1", { ...answers, cv: cv("%PDF-1 two") })).not.toBe(id);
  });
});
