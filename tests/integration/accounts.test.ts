import { createHash, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { sessions, users } from "#db/schema.ts";
import { ensureAdmin } from "#app/modules/accounts/admin-bootstrap.server.ts";
import { changePassword } from "#app/modules/accounts/auth.server.ts";
import { findSessionUser, readSessionToken, startSession } from "#app/modules/accounts/session.server.ts";
import { SIGN_IN_LIMITS } from "#app/modules/accounts/login.server.ts";
import { setUserRole } from "#app/modules/accounts/users.server.ts";
import { action as adminLoginAction } from "#app/routes/admin/login.tsx";
import { action as settingsAction, loader as settingsLoader } from "#app/routes/admin/settings.tsx";
import { action as loginAction } from "#app/routes/login.tsx";
import { action as signupAction } from "#app/routes/signup.tsx";
import { db } from "#app/server/db.server.ts";
import { hitRateLimit } from "#app/server/rate-limit.server.ts";
import { truncateAll } from "../support/db.ts";
import { loadAs, postAs } from "../support/admin-requests.ts";
import { cookiesFrom, formRequest, routeContext } from "../support/route-context.ts";

type ActionResult = { init?: { status?: number }; data?: { result?: { error?: Record<string, string[] | null> } } };

function signup(fields: Record<string, string>) {
  return signupAction({ request: formRequest("/signup", fields), context: routeContext(), params: {} } as never);
}
function login(fields: Record<string, string>, ip?: string) {
  return loginAction({ request: formRequest("/login", fields), context: routeContext({ ip }), params: {} } as never);
}

describe("visitor accounts", () => {
  beforeEach(truncateAll);

  it("signs up with an argon2id hash, never the password itself", async () => {
    const response = (await signup({
      email: "Parent@Example.com",
      password: "sunny-mango-42",
      confirmPassword: "sunny-mango-42",
    })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/login");
    const [user] = await db().select().from(users).where(eq(users.email, "parent@example.com"));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain("sunny-mango-42");
    expect(user?.role).toBe("user");
  });

  it("refuses mismatched, short and common passwords and a taken address with field errors", async () => {
    const mismatch = (await signup({
      email: "a@example.com",
      password: "sunny-mango-42",
      confirmPassword: "other-one-42",
    })) as ActionResult;
    expect(mismatch.init?.status).toBe(400);
    expect(mismatch.data?.result?.error?.confirmPassword).toEqual([
      "Passwords do not match: Please check your passwords and try again.",
    ]);
    const common = (await signup({
      email: "a@example.com",
      password: "password123",
      confirmPassword: "password123",
    })) as ActionResult;
    expect(common.data?.result?.error?.password?.[0]).toMatch(/too common/);
    const short = (await signup({ email: "a@example.com", password: "abc", confirmPassword: "abc" })) as ActionResult;
    expect(short.data?.result?.error?.password?.[0]).toMatch(/at least 10/);

    expect(await db().$count(users)).toBe(0);
  });

  it("answers a sign-up the same whether or not the address has an account, and queues the owner's mail", async () => {
    await db().execute(sql`delete from pgboss.job where name = 'account-mail'`);
    const first = (await signup({
      email: "a@example.com",
      password: "sunny-mango-42",
      confirmPassword: "sunny-mango-42",
    })) as Response;
    const again = (await signup({
      email: "A@example.com",
      password: "other-mango-77",
      confirmPassword: "other-mango-77",
    })) as Response;
    for (const response of [first, again]) {
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/login");
    }
    const toast = (response: Response) => response.headers.getSetCookie().find((c) => c.startsWith("toast="));
    expect(toast(again)).toBe(toast(first));
    expect(await db().$count(users)).toBe(1);
    // The new account waits for its owner to confirm the address; the password of the first sign-up stands.
    const [user] = await db().select().from(users);
    expect(user?.emailVerifiedAt).toBeNull();
    const jobs = (
      await db().execute<{ data: { kind: string; email: string } }>(
        sql`select data from pgboss.job where name = 'account-mail' order by created_on`,
      )
    ).rows;
    expect(jobs.map((job) => job.data)).toEqual([
      { kind: "verify-email", email: "a@example.com" },
      { kind: "already-registered", email: "a@example.com" },
    ]);
  });

  it("logs in to a new session and goes only to a safe redirect", async () => {
    await signup({ email: "kid@example.com", password: "sunny-mango-42", confirmPassword: "sunny-mango-42" });
    const ok = (await login({
      email: "kid@example.com",
      password: "sunny-mango-42",
      redirectTo: "//evil.example",
    })) as Response;
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/");
    expect(cookiesFrom(ok)).toMatch(/__session=/);
    expect(await db().$count(sessions)).toBe(1);
    // A tab inside "/\t/" is dropped by browsers, which would read "//evil.example".
    for (const redirectTo of ["/\t/evil.example", "/\n/evil.example", "/\\evil.example", "\t//evil.example"]) {
      const again = (await login({ email: "kid@example.com", password: "sunny-mango-42", redirectTo })) as Response;
      expect(again.headers.get("Location"), JSON.stringify(redirectTo)).toBe("/");
    }
    const inside = (await login({
      email: "kid@example.com",
      password: "sunny-mango-42",
      redirectTo: "/fun-zone",
    })) as Response;
    expect(inside.headers.get("Location")).toBe("/fun-zone");
    await db().delete(sessions);

    const wrong = (await login({ email: "kid@example.com", password: "nope-nope-nope" })) as ActionResult;
    expect(wrong.init?.status).toBe(400);
    const unknown = (await login({ email: "nobody@example.com", password: "nope-nope-nope" })) as ActionResult;
    expect(unknown.data?.result?.error?.[""]).toEqual(wrong.data?.result?.error?.[""]);
    expect(wrong.data?.result?.error?.[""]).toEqual(["Invalid email or password."]);
  });

  it("reads the sign-in form once, with the bounded reader: a body it cannot read is refused, never signed in", async () => {
    const request = new Request("http://localhost:3000/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "kid@example.com", password: "sunny-mango-42" }),
    });
    const refused = (await loginAction({ request, context: routeContext(), params: {} } as never)) as ActionResult;
    expect(refused.init?.status).toBe(415);
    expect(refused.data?.result?.error?.[""]).toEqual([
      "We could not read what was sent. Please use the form on this page to send it again.",
    ]);
    expect(await db().select().from(sessions)).toEqual([]);
  });

  it("keeps a session's row under the hash of its token, never the token the cookie carries", async () => {
    await signup({ email: "kid@example.com", password: "sunny-mango-42", confirmPassword: "sunny-mango-42" });
    const ok = (await login({ email: "kid@example.com", password: "sunny-mango-42" })) as Response;
    const cookie = cookiesFrom(ok);
    const request = new Request("http://localhost:3000/", { headers: { Cookie: cookie } });
    const token = await readSessionToken(request);
    expect(token).toMatch(/^[\w-]{40,}$/);
    const [row] = await db().select().from(sessions);
    expect(row?.id).toBe(
      createHash("sha256")
        .update(token ?? "")
        .digest("hex"),
    );
    expect(row?.id).not.toBe(token);
    // The cookie opens the session; the row's id, sent as if it were a token, opens nothing.
    expect(await findSessionUser(token ?? "")).toMatchObject({ email: "kid@example.com", sessionId: row?.id });
    expect(await findSessionUser(row?.id ?? "")).toBeNull();
  });

  it("counts every attempt before checking it: nineteen guesses sent at once with the right one get one past", async () => {
    await signup({ email: "kid@example.com", password: "sunny-mango-42", confirmPassword: "sunny-mango-42" });
    const attempts = [
      ...Array.from({ length: 19 }, (_, i) => ({ email: "kid@example.com", password: `guess-${i}-xyz` })),
      { email: "kid@example.com", password: "sunny-mango-42" },
    ];
    const results = (await Promise.all(attempts.map((fields) => login(fields, "198.51.100.7")))) as (
      ActionResult | Response
    )[];
    const statuses = results.map((result) => (result instanceof Response ? result.status : (result.init?.status ?? 0)));
    // Exactly SIGN_IN_LIMITS.perAccountAndAddress were checked; the rest were held back unchecked.
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      attempts.length - SIGN_IN_LIMITS.perAccountAndAddress,
    );
    expect(statuses.filter((status) => status === 400 || status === 302)).toHaveLength(
      SIGN_IN_LIMITS.perAccountAndAddress,
    );
    // Held back, the owner is offered a sign-in link by e-mail.
    const held = results.find((result) => !(result instanceof Response) && result.init?.status === 429) as {
      data?: { signInLink?: string };
    };
    expect(held.data?.signInLink).toBe("/sign-in-link?email=kid%40example.com");
  });

  it("holds back guesses at one account from one address, not the owner elsewhere, and forgets them on a sign-in", async () => {
    await signup({ email: "kid@example.com", password: "sunny-mango-42", confirmPassword: "sunny-mango-42" });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.perAccountAndAddress + 2; attempt++) {
      const result = (await login(
        { email: "kid@example.com", password: `guess-${attempt}-xyz` },
        "203.0.113.66",
      )) as ActionResult;
      statuses.push(result.init?.status ?? 0);
    }
    expect(statuses.slice(0, SIGN_IN_LIMITS.perAccountAndAddress).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(SIGN_IN_LIMITS.perAccountAndAddress)).toEqual([429, 429]);
    // From there, even the right password waits; from the owner's own network it works.
    const blocked = (await login(
      { email: "kid@example.com", password: "sunny-mango-42" },
      "203.0.113.66",
    )) as ActionResult;
    expect(blocked.init?.status).toBe(429);
    const home = (await login({ email: "kid@example.com", password: "sunny-mango-42" }, "198.51.100.20")) as Response;
    expect(home.status).toBe(302);
    // A right sign-in clears that address's count for the account.
    for (let attempt = 0; attempt < 3; attempt++) {
      await login({ email: "kid@example.com", password: `again-${attempt}-xyz` }, "198.51.100.20");
    }
    expect(
      ((await login({ email: "kid@example.com", password: "sunny-mango-42" }, "198.51.100.20")) as Response).status,
    ).toBe(302);
  });
});

describe("admin access", () => {
  beforeEach(truncateAll);

  it("admin sign-in refuses a visitor account with the same message as a wrong password", async () => {
    await signup({ email: "kid@example.com", password: "sunny-mango-42", confirmPassword: "sunny-mango-42" });
    const result = (await adminLoginAction({
      request: formRequest("/admin/login", { email: "kid@example.com", password: "sunny-mango-42" }),
      context: routeContext(),
      params: {},
    } as never)) as ActionResult;
    expect(result.init?.status).toBe(400);
    expect(result.data?.result?.error?.[""]).toEqual(["Invalid email or password."]);

    await ensureAdmin(db(), { email: "boss@example.com", password: "staff-only-9876" });
    const ok = (await adminLoginAction({
      request: formRequest("/admin/login", { email: "boss@example.com", password: "staff-only-9876", redirectTo: "/" }),
      context: routeContext(),
      params: {},
    } as never)) as Response;
    expect(ok.headers.get("Location")).toBe("/admin/dashboard");
  });

  it("the back office's guard sends reads to the admin sign-in and refuses writes, keeping what was typed", async () => {
    const visitor = { id: randomUUID(), email: "v@example.com", fullName: null, role: "user" as const, sessionId: "s" };
    await expect(loadAs(visitor, settingsLoader, "/admin/settings")).rejects.toSatisfy(
      (thrown: Response) =>
        thrown.status === 302 && thrown.headers.get("Location") === "/admin/login?redirectTo=%2Fadmin%2Fsettings",
    );
    const write = postAs(null, settingsAction, "/admin/settings.data?_routes=routes%2Fadmin%2Fsettings", {
      password: "typed-secret-1",
      confirmPassword: "typed-secret-1",
      note: "Kept for the admin",
    });
    await expect(write).rejects.toMatchObject({
      init: { status: 403 },
      data: {
        lostWork: "session-ended",
        formUrl: "/admin/settings",
        signedInWithoutAccess: false,
        // Passwords are never sent back.
        typed: [{ name: "note", label: "Note", value: "Kept for the admin" }],
      },
    });
    const admin = { ...visitor, role: "admin" as const };
    expect(await loadAs(admin, settingsLoader, "/admin/settings")).toMatchObject({ email: "v@example.com" });
  });

  it("never demotes the last admin, and a password change ends the other sessions", async () => {
    await ensureAdmin(db(), { email: "boss@example.com", password: "staff-only-9876" });
    const [boss] = await db().select().from(users).where(eq(users.email, "boss@example.com"));
    if (!boss) throw new Error("no admin");
    expect((await setUserRole(boss.id, "user")).outcome).toBe("last-admin");

    await ensureAdmin(db(), { email: "second@example.com", password: "staff-only-5432" });
    expect((await setUserRole(boss.id, "user")).outcome).toBe("changed");

    const first = (await startSession(boss.id, null)).split(";")[0]?.split("=")[1] ?? "";
    await startSession(boss.id, null);
    const [current] = await db().select().from(sessions).where(eq(sessions.userId, boss.id)).limit(1);
    await changePassword(boss.id, current?.id ?? "", "brand-new-pass-1");
    const remaining = await db().select().from(sessions).where(eq(sessions.userId, boss.id));
    expect(remaining.map((row) => row.id)).toEqual([current?.id]);
    expect(first).not.toBe("");
  });
});

describe("shared rate limit", () => {
  beforeEach(truncateAll);

  it("counts concurrent attempts exactly", async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => hitRateLimit("test:burst", 25, 60)));
    expect(results.filter((result) => result.allowed)).toHaveLength(25);
  });
});
