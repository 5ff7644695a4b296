import { beforeEach, describe, expect, it } from "vitest";
import { adminAuditLog, users } from "#db/schema.ts";
import { listAuditLog } from "#app/modules/admin/audit.server.ts";
import { signedIn } from "#app/modules/accounts/sign-in.server.ts";
import { action as inboxAction, loader as inboxLoader } from "#app/routes/admin/inbox.tsx";
import { action as adminLoginAction } from "#app/routes/admin/login.tsx";
import { loader as exportLoader } from "#app/routes/resources/inbox-export.ts";
import { db } from "#app/server/db.server.ts";
import { formRequest, routeContext } from "../support/route-context.ts";
import { truncateAll } from "../support/db.ts";
import { loadAs, postAs } from "../support/admin-requests.ts";
import { aContactMessage, aUser } from "../support/factories.ts";

/** A stored admin: the log keeps the id of the account that wrote. */
const anAdmin = () => aUser({ email: "boss@example.com", role: "admin" });

describe("the back office's audit log", () => {
  beforeEach(truncateAll);

  it("records who made a write that succeeded, on which page, its intent and what it changed", async () => {
    const admin = await anAdmin();
    const lead = await aContactMessage({ name: "Asha", email: "asha@example.com", subject: "S", message: "M" });
    const response = await postAs(admin, inboxAction, "/admin/inbox?list=messages", {
      intent: "trash",
      kind: "messages",
      id: String(lead.id),
    });
    expect((response as Response).status).toBe(302);

    const log = await listAuditLog(1);
    expect(log.total).toBe(1);
    expect(log.rows[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: "boss@example.com",
      page: "/admin/inbox",
      action: "trash",
      summary: "Moved the lead of Asha (contact message) to the trash",
    });
  });

  it("records nothing for a read, a refused write or a write by someone who is not staff", async () => {
    const admin = await anAdmin();
    await loadAs(admin, inboxLoader, "/admin/inbox");
    await expect(
      postAs(admin, inboxAction, "/admin/inbox?list=messages", { intent: "trash", kind: "messages", id: "999999" }),
    ).rejects.toMatchObject({ init: { status: 404 } });
    await expect(
      postAs(null, inboxAction, "/admin/inbox?list=messages", { intent: "delete", id: "1" }),
    ).rejects.toBeDefined();
    expect(await db().$count(adminAuditLog)).toBe(0);
  });

  it("keeps an entry when the account that made it is deleted", async () => {
    const admin = await anAdmin();
    await db()
      .insert(adminAuditLog)
      .values({ actorId: admin.id, actorEmail: admin.email, page: "/admin/x", action: "save" });
    await db().delete(users);
    const log = await listAuditLog(1);
    expect(log.rows[0]).toMatchObject({ actorId: null, actorEmail: "boss@example.com" });
  });

  it("records the sign-ins of staff and admins, not of visitors", async () => {
    const admin = await anAdmin();
    const visitor = await aUser({ email: "parent@example.com", role: "user" });
    const request = new Request("http://localhost:3000/admin/login", { method: "POST" });
    await signedIn(request, admin.id, "/admin/dashboard");
    await signedIn(new Request("http://localhost:3000/login", { method: "POST" }), visitor.id, "/");
    const log = await listAuditLog(1);
    expect(log.rows.map((row) => [row.actorEmail, row.page, row.action, row.summary])).toEqual([
      ["boss@example.com", "/admin/login", "sign-in", "Signed in as admin"],
    ]);
  });

  it("records failed sign-ins to staff accounts with the address they came from, not to other addresses", async () => {
    await aUser({ email: "boss@example.com", role: "admin", password: "the-real-password-1" });
    await aUser({ email: "parent@example.com", role: "user", password: "a-parents-password-1" });
    const attempt = (email: string) =>
      adminLoginAction({
        request: formRequest("/admin/login", { email, password: "a-guess-12345" }),
        context: routeContext({ ip: "203.0.113.9" }),
        params: {},
      } as never);
    await attempt("Boss@Example.com");
    await attempt("parent@example.com");
    await attempt("nobody@example.com");
    const log = await listAuditLog(1);
    expect(log.rows.map((row) => [row.actorEmail, row.page, row.action, row.summary])).toEqual([
      ["boss@example.com", "/admin/login", "sign-in-failed", "Sign-in failed: wrong password (from 203.0.113.9)"],
    ]);
  });

  it("records a member of staff refused an admin-only download", async () => {
    const staff = await aUser({ email: "desk@example.com", role: "staff" });
    await expect(
      loadAs(staff, exportLoader, "/admin/inbox/export/subscribers", { params: { list: "subscribers" } }),
    ).rejects.toMatchObject({ init: { status: 403 } });
    const log = await listAuditLog(1);
    expect(log.rows.map((row) => [row.actorEmail, row.action, row.summary])).toEqual([
      ["desk@example.com", "refused", "Refused: GET /admin/inbox/export/subscribers is for admins only"],
    ]);
  });

  it("filters by person and by India day", async () => {
    const admin = await anAdmin();
    const entry = (actorEmail: string, at: string) => ({
      actorId: admin.id,
      actorEmail,
      page: "/admin/inbox",
      action: "save",
      at: new Date(at),
    });
    await db()
      .insert(adminAuditLog)
      .values([
        // 25 Nov, 23:59 in India.
        entry("boss@example.com", "2026-11-25T18:29:00Z"),
        // 26 Nov, 00:01 in India, though still the 25th in UTC.
        entry("boss@example.com", "2026-11-25T18:31:00Z"),
        entry("asha@example.com", "2026-11-26T06:00:00Z"),
      ]);
    expect((await listAuditLog(1, { who: "asha@example.com" })).total).toBe(1);
    const the26th = await listAuditLog(1, { from: "2026-11-26", to: "2026-11-26" });
    expect(the26th.rows.map((row) => row.at.toISOString())).toEqual([
      "2026-11-26T06:00:00.000Z",
      "2026-11-25T18:31:00.000Z",
    ]);
    expect((await listAuditLog(1, { to: "2026-11-25" })).total).toBe(1);
    expect((await listAuditLog(1, { who: "boss@example.com", from: "2026-11-26" })).total).toBe(1);
    expect((await listAuditLog(1)).actors).toEqual(["asha@example.com", "boss@example.com"]);
  });
});
