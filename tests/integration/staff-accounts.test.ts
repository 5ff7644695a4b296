import { eq, sql } from "drizzle-orm";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sessions, staffInvites, users } from "#db/schema.ts";
import { verifyCredentials } from "#app/modules/accounts/auth.server.ts";
import { hashPassword } from "#app/modules/accounts/password.server.ts";
import { findSessionUser, startSession, type AuthUser } from "#app/modules/accounts/session.server.ts";
import { listAuditLog } from "#app/modules/admin/audit.server.ts";
import { action as acceptAction, loader as acceptLoader } from "#app/routes/accept-invite.tsx";
import { loader as auditLoader } from "#app/routes/admin/audit-log.tsx";
import { loader as dashboardLoader } from "#app/routes/admin/dashboard.tsx";
import { loader as inboxLoader } from "#app/routes/admin/inbox.tsx";
import { loader as faqsLoader } from "#app/routes/admin/manage-faqs.tsx";
import { action as settingsAction, loader as settingsLoader } from "#app/routes/admin/settings.tsx";
import { action as usersAction, loader as usersLoader } from "#app/routes/admin/users.tsx";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";
import { formRequest, routeContext, throughAdminGuard } from "../support/route-context.ts";

const received: ParsedMail[] = [];
let smtp: SMTPServer;

beforeAll(async () => {
  const port = Number(new URL(process.env.SMTP_URL ?? "").port);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function account(
  email: string,
  role: "user" | "staff" | "admin",
  password = "a-long-password-1",
): Promise<AuthUser> {
  const [user] = await db()
    .insert(users)
    .values({ email, role, passwordHash: await hashPassword(password) })
    .returning();
  if (!user) throw new Error("no user");
  return { id: user.id, email, fullName: null, role, sessionId: "s" };
}

const asAdmin = (admin: AuthUser, fields: Record<string, string>) =>
  throughAdminGuard(
    usersAction,
    { request: formRequest("/admin/users", fields), context: routeContext({ user: admin }) },
    { adminOnly: true },
  );

const invite = (admin: AuthUser, email: string, role = "staff") =>
  asAdmin(admin, { intent: "invite", fullName: "Sita Iyer", email, role });

/** The token of the newest invitation mail. */
function lastInviteToken(): string {
  const text = received.at(-1)?.text ?? "";
  const link = /http:\/\/localhost:3000\/accept-invite\?token=[\w-]+/.exec(text)?.[0] ?? "";
  return new URL(link).searchParams.get("token") ?? "";
}

const accept = (token: string, password = "a-fresh-password-7") =>
  acceptAction({
    request: formRequest("/accept-invite", { token, password, confirmPassword: password }),
    context: routeContext(),
    params: {},
  } as never) as Promise<
    Response | { init?: { status?: number }; data: { result: { error?: Record<string, string[]> } } }
  >;

const page = async (token: string) =>
  (
    (await acceptLoader({
      request: new Request(`http://localhost:3000/accept-invite?token=${token}`),
      context: routeContext(),
      params: {},
    } as never)) as { data: { token: string | null } }
  ).data.token;

describe("staff invitations", () => {
  beforeEach(async () => {
    await truncateAll();
    received.length = 0;
  });

  it("mails a one-time link; using it makes the staff account and signs it in; the link then stops working", async () => {
    const admin = await account("boss@example.com", "admin");
    const response = (await invite(admin, "Sita@Example.com")) as Response;
    expect(response.status).toBe(302);
    expect(received).toHaveLength(1);
    expect(received[0]?.subject).toBe("You are invited to the SkillSprouts back office");
    const token = lastInviteToken();
    expect(token.length).toBeGreaterThan(20);
    const [stored] = await db().select().from(staffInvites);
    expect(stored).toMatchObject({ email: "sita@example.com", role: "staff" });
    expect(stored?.tokenHash).not.toContain(token);
    expect((await listAuditLog(1)).rows[0]?.summary).toBe("Invited sita@example.com as staff");

    expect(await page(token)).toBe(token);
    const accepted = (await accept(token)) as Response;
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get("Location")).toBe("/admin/dashboard");
    expect(accepted.headers.get("Set-Cookie")).toContain("__session=");
    const [sita] = await db().select().from(users).where(eq(users.email, "sita@example.com"));
    expect(sita).toMatchObject({ role: "staff", fullName: "Sita Iyer" });
    expect(await db().$count(sessions, eq(sessions.userId, sita?.id ?? ""))).toBe(1);
    await expect(verifyCredentials("sita@example.com", "a-fresh-password-7")).resolves.toMatchObject({ role: "staff" });

    // Used once: a second use is refused, and so is the page.
    const again = (await accept(token, "another-password-9")) as { init?: { status?: number } };
    expect(again.init?.status).toBe(400);
    expect(await page(token)).toBeNull();
  });

  it("refuses a link past its 7 days, and a password that breaks the sign-up rules", async () => {
    const admin = await account("boss@example.com", "admin");
    await invite(admin, "sita@example.com");
    const token = lastInviteToken();
    const weak = (await accept(token, "123456")) as { init?: { status?: number } };
    expect(weak.init?.status).toBe(400);
    await db()
      .update(staffInvites)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    expect(await page(token)).toBeNull();
    const late = (await accept(token)) as { init?: { status?: number } };
    expect(late.init?.status).toBe(400);
    expect(await db().$count(users, eq(users.email, "sita@example.com"))).toBe(0);
  });

  it("inviting again replaces the earlier link", async () => {
    const admin = await account("boss@example.com", "admin");
    await invite(admin, "sita@example.com");
    const first = lastInviteToken();
    await invite(admin, "sita@example.com", "admin");
    const second = lastInviteToken();
    expect(await db().$count(staffInvites)).toBe(1);
    expect(await page(first)).toBeNull();
    expect(((await accept(first)) as { init?: { status?: number } }).init?.status).toBe(400);
    expect(((await accept(second)) as Response).status).toBe(302);
    const [sita] = await db().select().from(users).where(eq(users.email, "sita@example.com"));
    expect(sita?.role).toBe("admin");
  });

  it("says so, and changes nothing, for an address that already has an account", async () => {
    const admin = await account("boss@example.com", "admin");
    await account("parent@example.com", "user");
    const refusal = (await invite(admin, "parent@example.com")) as {
      init?: { status?: number };
      data: { result: { error?: Record<string, string[]> } };
    };
    expect(refusal.init?.status).toBe(400);
    expect(refusal.data.result.error?.email?.[0]).toContain("parent@example.com already has an account");
    expect(received).toHaveLength(0);
    expect(await db().$count(staffInvites)).toBe(0);
    const [parent] = await db().select().from(users).where(eq(users.email, "parent@example.com"));
    expect(parent?.role).toBe("user");
  });
});

describe("deactivating an account", () => {
  beforeEach(truncateAll);

  it("ends all its sessions at once and refuses its sign-in with a clear message; reactivating restores it", async () => {
    const admin = await account("boss@example.com", "admin");
    const staff = await account("sita@example.com", "staff", "sita-password-42");
    await startSession(staff.id, null);
    await startSession(staff.id, null);
    const [one] = await db().select().from(sessions).where(eq(sessions.userId, staff.id));

    const response = (await asAdmin(admin, {
      intent: "deactivate",
      userId: staff.id,
      returnTo: "/admin/users",
    })) as Response;
    expect(response.status).toBe(302);
    expect(await db().$count(sessions, eq(sessions.userId, staff.id))).toBe(0);
    expect(await findSessionUser(one?.id ?? "")).toBeNull();
    await expect(verifyCredentials("sita@example.com", "sita-password-42")).rejects.toThrow(
      "This account has been deactivated",
    );
    // Without the right password, nothing is told.
    await expect(verifyCredentials("sita@example.com", "wrong-password")).rejects.toThrow("Invalid email or password.");
    expect((await listAuditLog(1)).rows[0]?.summary).toBe("Deactivated sita@example.com");

    await asAdmin(admin, { intent: "reactivate", userId: staff.id, returnTo: "/admin/users" });
    await expect(verifyCredentials("sita@example.com", "sita-password-42")).resolves.toMatchObject({ role: "staff" });
  });

  it("refuses an admin's own account", async () => {
    const admin = await account("boss@example.com", "admin");
    await asAdmin(admin, { intent: "deactivate", userId: admin.id, returnTo: "/admin/users" });
    const [row] = await db().select().from(users).where(eq(users.id, admin.id));
    expect(row?.deactivatedAt).toBeNull();
  });
});

describe("the staff role", () => {
  beforeEach(truncateAll);

  const get = (url: string, user: AuthUser) => ({
    request: new Request(`http://localhost:3000${url}`),
    context: routeContext({ user }),
    params: {},
  });

  it("is refused user management, settings and the audit log, reading and writing, with 403", async () => {
    const staff = await account("sita@example.com", "staff");
    for (const [loader, url] of [
      [usersLoader, "/admin/users"],
      [settingsLoader, "/admin/settings"],
      [auditLoader, "/admin/audit-log"],
    ] as [(args: never) => unknown, string][]) {
      await expect(throughAdminGuard(loader, get(url, staff), { adminOnly: true })).rejects.toMatchObject({
        init: { status: 403 },
      });
    }
    for (const [action, url, fields] of [
      [usersAction, "/admin/users", { intent: "invite", fullName: "X", email: "x@example.com", role: "admin" }],
      [settingsAction, "/admin/settings", { intent: "alert-recipients", recipients: "x@example.com" }],
    ] as [(args: never) => unknown, string, Record<string, string>][]) {
      await expect(
        throughAdminGuard(
          action,
          { request: formRequest(url, fields), context: routeContext({ user: staff }) },
          { adminOnly: true },
        ),
      ).rejects.toMatchObject({ init: { status: 403 } });
    }
    expect(await db().$count(staffInvites)).toBe(0);
  });

  it("opens the dashboard without the admin tiles, the inbox and the content tools", async () => {
    const staff = await account("sita@example.com", "staff");
    const dashboard = await throughAdminGuard(dashboardLoader, get("/admin/dashboard", staff));
    expect(dashboard.isAdmin).toBe(false);
    await expect(throughAdminGuard(inboxLoader, get("/admin/inbox", staff))).resolves.toBeTruthy();
    await expect(throughAdminGuard(faqsLoader, get("/admin/manage-faqs", staff))).resolves.toBeTruthy();
  });

  it("is not given to visitors' accounts", async () => {
    const visitor = await account("parent@example.com", "user");
    await expect(throughAdminGuard(inboxLoader, get("/admin/inbox", visitor))).rejects.toMatchObject({ status: 302 });
  });
});
