/** One tap after a call: what came of it is noted on the lead, with tomorrow's follow-up when nobody answered. */
import { beforeEach, describe, expect, it } from "vitest";
import { findLead } from "#app/modules/leads/pipeline.server.ts";
import { action as leadAction } from "#app/routes/admin/inbox-lead.tsx";
import { truncateAll } from "../support/db.ts";
import { postAs } from "../support/admin-requests.ts";
import { aContactMessage, aUser } from "../support/factories.ts";

const tomorrow = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date(Date.now() + 86_400_000));

describe("a call's outcome", () => {
  beforeEach(truncateAll);

  it("notes an unanswered call and puts the lead on tomorrow's follow-ups; a reached one makes it contacted", async () => {
    const staff = await aUser({ role: "staff", fullName: "Asha Desai" });
    const lead = await aContactMessage({ name: "Rohan Mehta", phone: "+91 98200 12345" });
    const url = `/admin/inbox/messages/${lead.id}`;
    const params = { kind: "messages", id: String(lead.id) };
    const tap = (outcome: string) => postAs(staff, leadAction, url, { intent: "call-outcome", outcome }, { params });

    expect(((await tap("no-answer")) as Response).status).toBe(302);
    let found = await findLead("messages", lead.id);
    expect(found).toMatchObject({ status: "new", followUpOn: tomorrow() });
    expect(found?.notes.map((note) => note.body)).toEqual(["Call: No answer"]);

    await tap("reached");
    found = await findLead("messages", lead.id);
    expect(found).toMatchObject({ status: "contacted", followUpOn: tomorrow() });
    expect(found?.notes.map((note) => note.body)).toEqual(["Call: No answer", "Call: Spoke with them"]);

    await expect(tap("voicemail")).rejects.toMatchObject({ init: { status: 400 } });
  });
});
