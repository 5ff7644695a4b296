/**
 * Deleting a lead moves it to the trash: out of the tables (so out of every view, count and export), kept whole;
 * restoring puts back exactly what left, notes and history included; the trash empties itself after 30 days and
 * an admin can delete sooner for good, with a job application's CV.
 */
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { leadTrash, users } from "#db/schema.ts";
import { addNote, countUnread, logMessageSent, updatePipeline } from "#app/modules/leads/pipeline.server.ts";
import { emptyOldTrash, listTrash, restoreLead, trashLead } from "#app/modules/leads/trash.server.ts";
import { action as inboxAction, loader as inboxLoader } from "#app/routes/admin/inbox.tsx";
import { action as trashAction } from "#app/routes/admin/inbox-trash.tsx";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { aJobApplication, aTrialRequest, aUser } from "../support/factories.ts";
import { callRouteAs, postAs } from "../support/admin-requests.ts";

/** Everything stored about a trial request: its row, notes and events, as the database has them. */
async function everythingOf(id: number) {
  const [row] = (
    await db().execute<{ lead: unknown; notes: unknown; events: unknown }>(sql`
    select
      (select to_jsonb(lead) from trial_class_requests as lead where lead.id = ${id}) as lead,
      (select coalesce(jsonb_agg(to_jsonb(note) order by note.id), '[]') from lead_notes as note
        where note.lead_kind = 'trials' and note.lead_id = ${id}) as notes,
      (select coalesce(jsonb_agg(to_jsonb(event) order by event.id), '[]') from lead_events as event
        where event.lead_kind = 'trials' and event.lead_id = ${id}) as events`)
  ).rows;
  return row;
}

const totalOfDay = async () => {
  const [row] = (
    await db().execute<{ leads: number }>(sql`
    select coalesce(sum(leads), 0)::int as leads from lead_daily_totals where kind = 'trials'`)
  ).rows;
  return row?.leads;
};

async function exists(key: string): Promise<boolean> {
  try {
    await storage().client.send(new HeadObjectCommand({ Bucket: storage().bucket, Key: key }));
    return true;
  } catch {
    return false;
  }
}

describe("the lead trash", () => {
  beforeEach(truncateAll);

  it("takes a lead out whole and puts it back exactly, with its notes, history and totals", async () => {
    const priya = await aUser({ fullName: "Priya Shah" });
    const actor = { id: priya.id, name: "Priya Shah" };
    const trial = await aTrialRequest({ parentName: "Neha Kulkarni", createdAt: new Date("2026-11-20T04:00:00Z") });
    await updatePipeline(
      "trials",
      trial.id,
      { status: "contacted", ownerId: priya.id, followUpOn: "2026-12-01" },
      actor,
    );
    await addNote("trials", trial.id, priya, "Saturday suits them.");
    await logMessageSent("trials", trial.id, { channel: "whatsapp", template: "Trial class confirmed" }, actor);
    const before = await everythingOf(trial.id);
    expect(await totalOfDay()).toBe(1);

    // From the inbox's button, as a member of staff: back to the same view, with the way to undo it.
    const moved = (await postAs(priya, inboxAction, "/admin/inbox?list=trials", {
      intent: "trash",
      kind: "trials",
      id: String(trial.id),
    })) as Response;
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toBe("/admin/inbox?list=trials");
    expect(await everythingOf(trial.id)).toEqual({ lead: null, notes: [], events: [] });
    expect(await totalOfDay()).toBe(0);
    expect((await countUnread()).total).toBe(0);
    const trash = await listTrash(1);
    expect(trash.total).toBe(1);
    expect(trash.rows[0]).toMatchObject({
      kind: "trials",
      id: trial.id,
      name: "Neha Kulkarni",
      deletedBy: "Priya Shah",
    });

    // The next page offers "Undo" from the one-time message the move left.
    const cookie = moved.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    const next = await callRouteAs(
      priya,
      inboxLoader,
      new Request("http://localhost:3000/admin/inbox?list=trials", { headers: { Cookie: cookie } }),
    );
    expect(next.undo).toMatchObject({ kind: "trials", id: trial.id });
    expect(next.undo?.said).toContain("Neha Kulkarni");

    // A second move of the same lead finds nothing.
    await expect(
      postAs(priya, inboxAction, "/admin/inbox", { intent: "trash", kind: "trials", id: String(trial.id) }),
    ).rejects.toMatchObject({ init: { status: 404 } });

    const restored = (await postAs(priya, trashAction, "/admin/inbox/trash", {
      intent: "restore",
      kind: "trials",
      id: String(trial.id),
      back: "/admin/inbox?list=trials",
    })) as Response;
    expect(restored.headers.get("Location")).toBe("/admin/inbox?list=trials");
    expect(await everythingOf(trial.id)).toEqual(before);
    expect(await totalOfDay()).toBe(1);
    expect((await listTrash(1)).total).toBe(0);
    // Restoring twice (two tabs) finds it gone the second time.
    await expect(restoreLead("trials", trial.id)).resolves.toBeNull();
  });

  it("restores a lead whose owner and note author left meanwhile, with nobody in their place", async () => {
    const ravi = await aUser({ fullName: "Ravi Kumar" });
    const trial = await aTrialRequest({ ownerId: ravi.id });
    await addNote("trials", trial.id, ravi, "Call after 6 pm.");
    await trashLead("trials", trial.id, { id: ravi.id, name: "Ravi Kumar" });
    await db().delete(users).where(eq(users.id, ravi.id));

    expect(await restoreLead("trials", trial.id)).toBe(trial.parentName);
    const back = await everythingOf(trial.id);
    expect(back?.lead).toMatchObject({ owner_id: null });
    expect(back?.notes).toMatchObject([{ author_id: null, author_email: ravi.email, body: "Call after 6 pm." }]);
  });

  it("deletes for good only for an admin, with the CV, and empties what is older than 30 days", async () => {
    const admin = await aUser({ fullName: "Asha Rao", role: "admin" });
    const staff = await aUser({ fullName: "Ravi Kumar" });
    await storage().ensureBucket();
    const application = await aJobApplication();
    await storage().put(application.cvKey, "%PDF-1.4 cv", "application/pdf");
    await trashLead("applications", application.id, { id: staff.id, name: "Ravi Kumar" });
    // In the trash the CV is kept: the application may come back.
    expect(await exists(application.cvKey)).toBe(true);

    const forGood = { intent: "delete", kind: "applications", id: String(application.id) };
    await expect(postAs(staff, trashAction, "/admin/inbox/trash", forGood)).rejects.toMatchObject({
      init: { status: 403 },
    });
    const deleted = (await postAs(admin, trashAction, "/admin/inbox/trash", forGood)) as Response;
    expect(deleted.status).toBe(302);
    expect((await listTrash(1)).total).toBe(0);
    expect(await exists(application.cvKey)).toBe(false);

    const recent = await aTrialRequest();
    const old = await aTrialRequest();
    await trashLead("trials", recent.id, { id: staff.id, name: "Ravi Kumar" });
    await trashLead("trials", old.id, { id: staff.id, name: "Ravi Kumar" });
    await db()
      .update(leadTrash)
      .set({ deletedAt: sql`now() - interval '31 days'` })
      .where(eq(leadTrash.leadId, old.id));
    expect(await emptyOldTrash({ batchSize: 1 })).toBe(1);
    expect((await listTrash(1)).rows.map((row) => row.id)).toEqual([recent.id]);
  });
});
