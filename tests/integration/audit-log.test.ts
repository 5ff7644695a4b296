import { beforeEach, describe, expect, it } from "vitest";
import { adminAuditLog, contactMessages, users } from "#db/schema.ts";
import { listAuditLog } from "#app/modules/admin/audit.server.ts";
import { action as inboxAction, loader as inboxLoader } from "#app/routes/admin/inbox.tsx";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";
import { formRequest, routeContext, throughAdminGuard } from "../support/route-context.ts";

async function anAdmin() {
  const [user] = await db()
    .insert(users)
    .values({ email: "boss@example.com", passwordHash: "x", role: "admin" })
    .returning();
  if (!user) throw new Error("no user");
  return { id: user.id, email: user.email, fullName: null, role: "admin" as const, sessionId: "s" };
}

describe("the back office's audit log", () => {
  beforeEach(truncateAll);

  it("records who made a write that succeeded, on which page, its intent and what it changed", async () => {
    const admin = await anAdmin();
    const [lead] = await db()
      .insert(contactMessages)
      .values({ name: "Asha", email: "asha@example.com", subject: "S", message: "M" })
      .returning();
    const response = await throughAdminGuard(inboxAction, {
      request: formRequest("/admin/inbox?list=messages", { intent: "delete", id: String(lead?.id) }),
      context: routeContext({ user: admin }),
    });
    expect(response.status).toBe(302);

    const log = await listAuditLog(1);
    expect(log.total).toBe(1);
    expect(log.rows[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: "boss@example.com",
      page: "/admin/inbox",
      action: "delete",
      summary: "Deleted the lead of Asha (contact message)",
    });
  });

  it("records nothing for a read, a refused write or a write by someone who is not staff", async () => {
    const admin = await anAdmin();
    await throughAdminGuard(inboxLoader, {
      request: new Request("http://localhost:3000/admin/inbox"),
      context: routeContext({ user: admin }),
    });
    await expect(
      throughAdminGuard(inboxAction, {
        request: formRequest("/admin/inbox?list=messages", { intent: "delete", id: "999999" }),
        context: routeContext({ user: admin }),
      }),
    ).rejects.toMatchObject({ init: { status: 404 } });
    await expect(
      throughAdminGuard(inboxAction, {
        request: formRequest("/admin/inbox?list=messages", { intent: "delete", id: "1" }),
        context: routeContext({ user: null }),
      }),
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
});
