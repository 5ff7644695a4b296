import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { sessions, users } from "#db/schema.ts";
import { ensureAdmin } from "#app/modules/accounts/admin-bootstrap.server.ts";
import { changePassword } from "#app/modules/accounts/auth.server.ts";
import { findSessionUser, startSession } from "#app/modules/accounts/session.server.ts";
import { setUserRole } from "#app/modules/accounts/users.server.ts";
import { action as adminLoginAction } from "#app/routes/admin/login.tsx";
import { action as settingsAction, loader as settingsLoader } from "#app/routes/admin/settings.tsx";
import { action as loginAction } from "#app/routes/login.tsx";
import { action as signupAction } from "#app/routes/signup.tsx";
import { db } from "#app/server/db.server.ts";
import { hitRateLimit } from "#app/server/rate-limit.server.ts";
import { truncateAll } from "../support/db.ts";
import { cookiesFrom, formRequest, routeContext, throughAdminGuard } from "../support/route-context.ts";

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
    expect(short.data?.result?.error?.password?.[0]).toMatch(/at least 6/);

    await signup({ email: "a@example.com", password: "sunny-mango-42", confirmPassword: "sunny-mango-42" });
    const taken = (await signup({
      email: "A@example.com",
      password: "sunny-mango-42",
      confirmPassword: "sunny-mango-42",
    })) as ActionResult;
    expect(taken.init?.status).toBe(400);
    expect(taken.data?.result?.error?.email?.[0]).toMatch(/already exists/);
    expect(await db().$count(users)).toBe(1);
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

  it("throttles brute force per e-mail address", async () => {
    await signup({ email: "kid@example.com", password: "sunny-mango-42", confirmPassword: "sunny-mango-42" });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const result = (await login(
        { email: "kid@example.com", password: `guess-${attempt}-xyz` },
        `198.51.100.${attempt}`,
      )) as ActionResult;
      statuses.push(result.init?.status ?? 0);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Even the right password waits until the window ends.
    const blocked = (await login({ email: "kid@example.com", password: "sunny-mango-42" })) as ActionResult;
    expect(blocked.init?.status).toBe(429);
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
    const visitor = { id: "x", email: "v@example.com", fullName: null, role: "user" as const, sessionId: "s" };
    const read = throughAdminGuard(settingsLoader, {
      request: new Request("http://localhost/admin/settings"),
      context: routeContext({ user: visitor }),
      params: {},
    });
    await expect(read).rejects.toSatisfy(
      (thrown: Response) =>
        thrown.status === 302 && thrown.headers.get("Location") === "/admin/login?redirectTo=%2Fadmin%2Fsettings",
    );
    const write = throughAdminGuard(settingsAction, {
      request: formRequest("/admin/settings.data?_routes=routes%2Fadmin%2Fsettings", {
        password: "typed-secret-1",
        confirmPassword: "typed-secret-1",
        note: "Kept for the admin",
      }),
      context: routeContext(),
      params: {},
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
    expect(
      await throughAdminGuard(settingsLoader, {
        request: new Request("http://localhost/admin/settings"),
        context: routeContext({ user: admin }),
        params: {},
      }),
    ).toMatchObject({ email: "v@example.com" });
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
    expect(await findSessionUser(current?.id ?? "")).not.toBeNull();
  });
});

describe("shared rate limit", () => {
  beforeEach(truncateAll);

  it("counts concurrent attempts exactly", async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => hitRateLimit("test:burst", 25, 60)));
    expect(results.filter((result) => result.allowed)).toHaveLength(25);
  });
});
