import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { adminAuditLog, sessions, staffInvites, users } from "#db/schema.ts";
import { verifyCredentials } from "#app/modules/accounts/auth.server.ts";
import { findSessionUser, startSession, type AuthUser } from "#app/modules/accounts/session.server.ts";
import { listAuditLog } from "#app/modules/admin/audit.server.ts";
import { action as acceptAction, loader as acceptLoader } from "#app/routes/accept-invite.tsx";
import { action as accountAction, loader as accountLoader } from "#app/routes/admin/account.tsx";
import { loader as auditLoader } from "#app/routes/admin/audit-log.tsx";
import { loader as dashboardLoader } from "#app/routes/admin/dashboard.tsx";
import { loader as inboxLoader } from "#app/routes/admin/inbox.tsx";
import { loader as faqsLoader } from "#app/routes/admin/manage-faqs.tsx";
import { action as settingsAction, loader as settingsLoader } from "#app/routes/admin/settings.tsx";
import { action as usersAction, loader as usersLoader } from "#app/routes/admin/users.tsx";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";
import { startTestMailbox, type TestMailbox } from "../support/smtp.ts";
import { loadAs, postAs } from "../support/admin-requests.ts";
import { aUser } from "../support/factories.ts";
import { formRequest, routeContext } from "../support/route-context.ts";

let mailbox: TestMailbox;

beforeAll(async () => {
  mailbox = await startTestMailbox();
});

afterAll(async () => {
  await mailbox.stop();
});

/** An account that signs in with `password`: these tests sign in, invite and change passwords for real. */
const account = (email: string, role: AuthUser["role"], password = "a-long-password-1") =>
  aUser({ email, role, password });

const asAdmin = (admin: AuthUser, fields: Record<string, string>) =>
  postAs(admin, usersAction, "/admin/users", fields, { adminOnly: true });

const invite = (admin: AuthUser, email: string, role = "staff") =>
  asAdmin(admin, { intent: "invite", fullName: "Sita Iyer", email, role });

/** The token of the newest invitation mail. */
function lastInviteToken(): string {
  const text = mailbox.received.at(-1)?.text ?? "";
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
    mailbox.received.length = 0;
  });

  it("mails a one-time link; using it makes the staff account and signs it in; the link then stops working", async () => {
    const admin = await account("boss@example.com", "admin");
    const response = (await invite(admin, "Sita@Example.com")) as Response;
    expect(response.status).toBe(302);
    expect(mailbox.received).toHaveLength(1);
    expect(mailbox.received[0]?.subject).toBe("You are invited to the SkillSprouts back office");
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

  it("invites an address that has a visitor's account: the role comes only with the link, other sessions end", async () => {
    const admin = await account("boss@example.com", "admin");
    // Someone signed up with the address, kept a session, and knows the password they chose.
    const squatter = await account("parent@example.com", "user", "squatters-own-pass-1");
    await startSession(squatter.id, null);
    const response = (await invite(admin, "parent@example.com")) as Response;
    expect(response.status).toBe(302);
    expect(mailbox.received).toHaveLength(1);
    expect(mailbox.received[0]?.to && "text" in mailbox.received[0].to ? mailbox.received[0].to.text : "").toBe(
      "parent@example.com",
    );
    // Nothing changes until the mailbox's owner uses the link.
    const [before] = await db().select().from(users).where(eq(users.email, "parent@example.com"));
    expect(before?.role).toBe("user");
    expect(await db().$count(sessions, eq(sessions.userId, squatter.id))).toBe(1);

    const accepted = (await accept(lastInviteToken(), "owners-new-pass-7")) as Response;
    expect(accepted.status).toBe(302);
    const [after] = await db().select().from(users).where(eq(users.email, "parent@example.com"));
    expect(after).toMatchObject({ id: squatter.id, role: "staff", emailVerifiedAt: expect.any(Date) });
    // The old session is gone (only the new one stands) and the old password opens nothing.
    expect(await db().$count(sessions, eq(sessions.userId, squatter.id))).toBe(1);
    await expect(verifyCredentials("parent@example.com", "squatters-own-pass-1")).rejects.toThrow();
    await expect(verifyCredentials("parent@example.com", "owners-new-pass-7")).resolves.toMatchObject({
      role: "staff",
    });
  });

  it("says so, and changes nothing, for an address already in the back office", async () => {
    const admin = await account("boss@example.com", "admin");
    await account("office@example.com", "staff");
    const refusal = (await invite(admin, "office@example.com", "admin")) as {
      init?: { status?: number };
      data: { result: { error?: Record<string, string[]> } };
    };
    expect(refusal.init?.status).toBe(400);
    expect(refusal.data.result.error?.email?.[0]).toContain("office@example.com is already in the back office");
    expect(mailbox.received).toHaveLength(0);
    expect(await db().$count(staffInvites)).toBe(0);
  });

  it("never makes an account whose address is unconfirmed staff from the user list", async () => {
    const admin = await account("boss@example.com", "admin");
    const visitor = await account("parent@example.com", "user");
    const refused = (await asAdmin(admin, { intent: "role", userId: visitor.id, role: "staff" })) as Response;
    expect(refused.status).toBe(302);
    const [still] = await db().select().from(users).where(eq(users.id, visitor.id));
    expect(still?.role).toBe("user");
    await db()
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(eq(users.id, visitor.id));
    await asAdmin(admin, { intent: "role", userId: visitor.id, role: "staff" });
    const [promoted] = await db().select().from(users).where(eq(users.id, visitor.id));
    expect(promoted?.role).toBe("staff");
  });
});

type Refusal = { init?: { status?: number }; data: { result: { error?: Record<string, string[]> } } };

const listed = async (admin: AuthUser) =>
  (await loadAs(admin, usersLoader, "/admin/users", { adminOnly: true })).invites;

describe("pending invitations", () => {
  beforeEach(async () => {
    await truncateAll();
    mailbox.received.length = 0;
  });

  it("are listed with their role, who sent them, when, and until when; used ones are not", async () => {
    const admin = await account("boss@example.com", "admin");
    await invite(admin, "sita@example.com", "admin");
    await invite(admin, "ravi@example.com");
    const ravisToken = lastInviteToken();
    await db()
      .update(staffInvites)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(staffInvites.email, "sita@example.com"));

    const invites = await listed(admin);
    expect(invites).toMatchObject([
      { email: "ravi@example.com", fullName: "Sita Iyer", role: "staff", invitedByEmail: "boss@example.com" },
      { email: "sita@example.com", role: "admin", invitedByEmail: "boss@example.com", expired: true },
    ]);
    const [ravi] = invites;
    expect(ravi?.expired).toBe(false);
    const sevenDays = 7 * 24 * 60 * 60 * 1000;
    expect(new Date(ravi?.expiresAt ?? 0).getTime() - new Date(ravi?.createdAt ?? 0).getTime()).toBeCloseTo(
      sevenDays,
      -4,
    );

    await accept(ravisToken);
    expect((await listed(admin)).map((row) => row.email)).toEqual(["sita@example.com"]);
  });

  it("withdrawing one makes its link fail with the usual answer, and is recorded", async () => {
    const admin = await account("boss@example.com", "admin");
    await invite(admin, "sita@example.com");
    const token = lastInviteToken();
    const [pending] = await listed(admin);

    const response = (await asAdmin(admin, { intent: "revoke-invite", inviteId: pending?.id ?? "" })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/users");
    expect(await listed(admin)).toEqual([]);
    expect(await page(token)).toBeNull();
    const refused = (await accept(token)) as Refusal;
    expect(refused.init?.status).toBe(400);
    expect(refused.data.result.error?.[""]).toEqual([
      "This invitation link has expired or was already used. Please ask an admin to invite you again.",
    ]);
    expect(await db().$count(users, eq(users.email, "sita@example.com"))).toBe(0);
    const [entry] = (await listAuditLog(1)).rows;
    expect(entry).toMatchObject({
      page: "/admin/users",
      action: "revoke-invite",
      summary: "Withdrew the invitation of sita@example.com",
    });

    // Withdrawn already: nothing more happens, and the log says of nothing withdrawn.
    const again = (await asAdmin(admin, { intent: "revoke-invite", inviteId: pending?.id ?? "" })) as Response;
    expect(again.status).toBe(302);
    const summaries = (await listAuditLog(1)).rows.map((row) => row.summary);
    expect(summaries.filter((summary) => summary?.startsWith("Withdrew"))).toHaveLength(1);
  });

  it("sending a new link retires the old one, gives 7 more days, and is recorded", async () => {
    const admin = await account("boss@example.com", "admin");
    await invite(admin, "sita@example.com");
    const first = lastInviteToken();
    await db()
      .update(staffInvites)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    const [pending] = await listed(admin);
    expect(pending?.expired).toBe(true);

    const response = (await asAdmin(admin, { intent: "resend-invite", inviteId: pending?.id ?? "" })) as Response;
    expect(response.status).toBe(302);
    expect(mailbox.received).toHaveLength(2);
    expect(mailbox.received[1]?.to).toMatchObject({ text: "sita@example.com" });
    const second = lastInviteToken();
    expect(second).not.toBe(first);
    expect((await listAuditLog(1)).rows[0]?.summary).toBe("Sent a new invitation link to sita@example.com");
    const [renewed] = await listed(admin);
    expect(renewed).toMatchObject({ id: pending?.id, expired: false });

    expect(await page(first)).toBeNull();
    expect(((await accept(first)) as Refusal).init?.status).toBe(400);
    expect(((await accept(second)) as Response).status).toBe(302);
    // Used: it can neither be sent again nor withdrawn.
    const [used] = await db().select().from(staffInvites);
    expect(used?.usedAt).not.toBeNull();
    await asAdmin(admin, { intent: "resend-invite", inviteId: used?.id ?? "" });
    await asAdmin(admin, { intent: "revoke-invite", inviteId: used?.id ?? "" });
    expect(mailbox.received).toHaveLength(2);
    expect(await db().$count(staffInvites)).toBe(1);
  });

  it("is not sent again to an address that is in the back office by now", async () => {
    const admin = await account("boss@example.com", "admin");
    await invite(admin, "sita@example.com");
    await account("sita@example.com", "staff");
    const [pending] = await listed(admin);
    const response = (await asAdmin(admin, { intent: "resend-invite", inviteId: pending?.id ?? "" })) as Response;
    expect(response.status).toBe(302);
    expect(mailbox.received).toHaveLength(1);
    expect((await listAuditLog(1)).rows.map((row) => row.summary)).not.toContain(
      "Sent a new invitation link to sita@example.com",
    );
  });

  it("refuses a request that names no invitation", async () => {
    const admin = await account("boss@example.com", "admin");
    await expect(asAdmin(admin, { intent: "revoke-invite", inviteId: "nope" })).rejects.toMatchObject({
      init: { status: 400 },
    });
  });
});

describe("what User Management does not send", () => {
  beforeEach(truncateAll);

  it("is refused with a 400 that says it was not understood, and changes nothing", async () => {
    const admin = await account("boss@example.com", "admin");
    const staff = await account("sita@example.com", "staff");
    const refused: Record<string, string>[] = [
      { intent: "promote", userId: staff.id, role: "admin" },
      { userId: staff.id, role: "admin" },
      { intent: "deactivate", userId: "not-an-id", returnTo: "/admin/users" },
    ];
    for (const fields of refused) {
      await expect(asAdmin(admin, fields)).rejects.toMatchObject({
        data: "That request was not understood.",
        init: { status: 400 },
      });
    }
    const [row] = await db().select().from(users).where(eq(users.id, staff.id));
    expect(row).toMatchObject({ role: "staff", deactivatedAt: null });
    expect((await listAuditLog(1)).rows).toHaveLength(0);
  });

  it("answers an invitation with missing fields on the invitation form", async () => {
    const admin = await account("boss@example.com", "admin");
    const answer = (await asAdmin(admin, { intent: "invite", fullName: "", email: "nope", role: "staff" })) as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> }; toast: { title: string; description: string } };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.toast).toEqual({ title: "Not sent", description: "Please check the invitation." });
    expect(Object.keys(answer.data.result.error)).toEqual(expect.arrayContaining(["fullName", "email"]));
  });
});

describe("changing a role", () => {
  beforeEach(truncateAll);

  it("is recorded with the account's e-mail", async () => {
    const admin = await account("boss@example.com", "admin");
    const staff = await account("sita@example.com", "staff");
    const response = (await asAdmin(admin, {
      intent: "role",
      userId: staff.id,
      role: "admin",
      returnTo: "/admin/users",
    })) as Response;
    expect(response.status).toBe(302);
    const [row] = await db().select().from(users).where(eq(users.id, staff.id));
    expect(row?.role).toBe("admin");
    expect((await listAuditLog(1)).rows[0]?.summary).toBe("Changed the role of sita@example.com to admin");
  });
});

describe("one's own password, on Your account", () => {
  beforeEach(truncateAll);

  /** A signed-in member of the back office with two sessions: this one and another device's. */
  async function signedIn(role: "staff" | "admin") {
    const user = await account(`${role}@example.com`, role, "the-old-password-1");
    await startSession(user.id, null);
    await startSession(user.id, null);
    const [current, other] = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    return { user: { ...user, sessionId: current?.id ?? "" }, otherSession: other?.id ?? "" };
  }

  const change = (
    user: AuthUser,
    password: string,
    confirmPassword = password,
    currentPassword = "the-old-password-1",
  ) =>
    postAs(user, accountAction, "/admin/account", {
      intent: "change-password",
      currentPassword,
      password,
      confirmPassword,
    });

  for (const role of ["staff", "admin"] as const) {
    it(`is changed by ${role === "staff" ? "a member of staff" : "an admin"}, ending the other sessions, recorded without the password`, async () => {
      const { user, otherSession } = await signedIn(role);
      const page = await loadAs(user, accountLoader, "/admin/account");
      expect(page).toMatchObject({ email: `${role}@example.com`, role: role === "staff" ? "Staff" : "Admin" });

      const response = (await change(user, "a-brand-new-secret-8")) as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/admin/account");
      await expect(verifyCredentials(`${role}@example.com`, "a-brand-new-secret-8")).resolves.toMatchObject({ role });
      await expect(verifyCredentials(`${role}@example.com`, "the-old-password-1")).rejects.toThrow();
      // The session in use stays; the other device's is gone.
      const left = await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
      expect(left.map((row) => row.id)).toEqual([user.sessionId]);
      expect(left.map((row) => row.id)).not.toContain(otherSession);

      const rows = await db().select().from(adminAuditLog);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actorEmail: `${role}@example.com`,
        page: "/admin/account",
        action: "change-password",
        summary: "Changed their own password",
      });
      expect(JSON.stringify(rows)).not.toContain("a-brand-new-secret-8");
    });
  }

  it("keeps the spec's messages, never sends the passwords back, and changes nothing when refused", async () => {
    const { user, otherSession } = await signedIn("staff");
    const short = (await change(user, "abc", "abd")) as Refusal & {
      data: { result: { initialValue?: Record<string, unknown> | null }; toast: { title: string } };
    };
    expect(short.init?.status).toBe(400);
    expect(short.data.result.error?.password).toEqual(["Password Too Short: Password must be at least 10 characters."]);
    expect(short.data.toast.title).toBe("Password Too Short");
    expect(short.data.result.initialValue?.password).toBeUndefined();

    const mismatch = (await change(user, "a-brand-new-secret-8", "a-brand-new-secret-9")) as Refusal;
    const notMine = (await change(
      user,
      "a-brand-new-secret-8",
      "a-brand-new-secret-8",
      "a-guessed-password",
    )) as Refusal;
    expect(notMine.init?.status).toBe(400);
    expect(notMine.data.result.error?.currentPassword).toEqual(["Wrong Password: That is not your current password."]);
    const guessable = (await change(user, "aaaaaaaaaaaa1", "aaaaaaaaaaaa1")) as Refusal;
    expect(guessable.init?.status).toBe(400);
    expect(guessable.data.result.error?.password?.[0]).toMatch(
      /^Password Too Easy: That password is too easy to guess/,
    );
    expect(mismatch.init?.status).toBe(400);
    expect(mismatch.data.result.error?.confirmPassword).toEqual([
      "Passwords Don't Match: Please ensure both password fields are identical.",
    ]);

    await expect(verifyCredentials("staff@example.com", "the-old-password-1")).resolves.toMatchObject({
      role: "staff",
    });
    expect(await db().$count(sessions, eq(sessions.id, otherSession))).toBe(1);
    expect(await db().$count(adminAuditLog)).toBe(0);
  });

  it("is not for visitors' accounts", async () => {
    const visitor = await account("parent@example.com", "user");
    await expect(change(visitor, "a-brand-new-secret-8")).rejects.toMatchObject({ init: { status: 403 } });
    await expect(verifyCredentials("parent@example.com", "a-long-password-1")).resolves.toBeTruthy();
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

  it("is refused user management, settings and the audit log, reading and writing, with 403", async () => {
    const staff = await account("sita@example.com", "staff");
    for (const [loader, url] of [
      [usersLoader, "/admin/users"],
      [settingsLoader, "/admin/settings"],
      [auditLoader, "/admin/audit-log"],
    ] as [(args: never) => unknown, string][]) {
      await expect(loadAs(staff, loader, url, { adminOnly: true })).rejects.toMatchObject({
        init: { status: 403 },
      });
    }
    for (const [action, url, fields] of [
      [usersAction, "/admin/users", { intent: "invite", fullName: "X", email: "x@example.com", role: "admin" }],
      [usersAction, "/admin/users", { intent: "revoke-invite", inviteId: "00000000-0000-4000-8000-000000000000" }],
      [settingsAction, "/admin/settings", { intent: "alert-recipients", recipients: "x@example.com" }],
    ] as [(args: never) => unknown, string, Record<string, string>][]) {
      await expect(postAs(staff, action, url, fields, { adminOnly: true })).rejects.toMatchObject({
        init: { status: 403 },
      });
    }
    expect(await db().$count(staffInvites)).toBe(0);
  });

  it("opens the dashboard without the admin tiles, the inbox and the content tools", async () => {
    const staff = await account("sita@example.com", "staff");
    const dashboard = await loadAs(staff, dashboardLoader, "/admin/dashboard");
    expect(dashboard.isAdmin).toBe(false);
    await expect(loadAs(staff, inboxLoader, "/admin/inbox")).resolves.toBeTruthy();
    await expect(loadAs(staff, faqsLoader, "/admin/manage-faqs")).resolves.toBeTruthy();
  });

  it("is not given to visitors' accounts", async () => {
    const visitor = await account("parent@example.com", "user");
    await expect(loadAs(visitor, inboxLoader, "/admin/inbox")).rejects.toMatchObject({ status: 302 });
  });
});
