import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { beforeEach, describe, expect, it } from "vitest";
import { sessions, users } from "#db/schema.ts";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { decryptSecret, setTwoFactorRequired } from "#app/modules/accounts/two-factor.server.ts";
import { action as accountAction, loader as accountLoader } from "#app/routes/admin/account.tsx";
import { loader as inboxLoader } from "#app/routes/admin/inbox.tsx";
import { action as adminLoginAction } from "#app/routes/admin/login.tsx";
import { action as settingsAction } from "#app/routes/admin/settings.tsx";
import { action as twoStepAction, loader as twoStepLoader } from "#app/routes/two-step.tsx";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";
import { loadAs, postAs } from "../support/admin-requests.ts";
import { aUser } from "../support/factories.ts";
import { cookiesFrom, formRequest, routeContext } from "../support/route-context.ts";

const PASSWORD = "a-long-password-1";

/** A member of the back office who signs in with PASSWORD, as two-step sign-in follows the password. */
const member = (email: string, role: "staff" | "admin") => aUser({ email, role, password: PASSWORD });

const onAccount = (user: AuthUser, fields: Record<string, string>) =>
  postAs(user, accountAction, "/admin/account", fields) as Promise<unknown>;

/** The app's code for the account, `steps` time steps from now (the code of this step may have been used). */
async function appCode(userId: string, steps = 1): Promise<string> {
  const [row] = await db()
    .select({ secret: users.totpSecret, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  const base32 = decryptSecret(row?.secret ?? "");
  if (!base32) throw new Error("no secret");
  const totp = new TOTP({ issuer: "SkillSprouts", label: row?.email, secret: Secret.fromBase32(base32), period: 30 });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

async function turnOn(user: AuthUser): Promise<string[]> {
  await onAccount(user, { intent: "two-factor-start" });
  const wrong = (await onAccount(user, { intent: "two-factor-confirm", code: "000000" })) as {
    init: { status: number };
  };
  expect(wrong.init.status).toBe(400);
  const done = (await onAccount(user, { intent: "two-factor-confirm", code: await appCode(user.id, 0) })) as {
    recoveryCodes: string[];
  };
  return done.recoveryCodes;
}

const signInWithPassword = (email: string) =>
  adminLoginAction({
    request: formRequest("/admin/login", { email, password: PASSWORD }),
    context: routeContext(),
    params: {},
  } as never) as Promise<Response>;

const secondStep = (cookie: string, code: string, ip?: string) =>
  twoStepAction({
    request: formRequest("/two-step", { code }, cookie),
    context: routeContext({ ip }),
    params: {},
  } as never) as Promise<Response | { init: { status: number } }>;

const statusOf = (answer: Response | { init: { status: number } }) =>
  answer instanceof Response ? answer.status : answer.init.status;

describe("two-step sign-in", () => {
  beforeEach(truncateAll);

  it("is set up with an app's code, and gives ten recovery codes once; the secret is kept encrypted", async () => {
    const staff = await member("office@example.com", "staff");
    const codes = await turnOn(staff);
    expect(codes).toHaveLength(10);
    expect(codes.every((code) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(code))).toBe(true);
    const [row] = await db().select().from(users).where(eq(users.id, staff.id));
    expect(row?.totpEnabledAt).toBeInstanceOf(Date);
    expect(row?.totpSecret).not.toMatch(/^[A-Z2-7]{32}$/);
    const page = await loadAs(staff, accountLoader, "/admin/account");
    expect(page.twoFactor.status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  });

  it("asks for the app's code after the password, takes each code once, and takes a recovery code once", async () => {
    const staff = await member("office@example.com", "staff");
    const [recovery] = await turnOn(staff);

    const afterPassword = await signInWithPassword("office@example.com");
    expect(afterPassword.headers.get("Location")).toBe("/two-step");
    // No session yet: only a note of whose sign-in waits for its second step.
    expect(await db().$count(sessions)).toBe(0);
    const pending = cookiesFrom(afterPassword);
    expect(pending).toMatch(/__second_step=/);
    await expect(
      Promise.resolve(
        twoStepLoader({
          request: new Request("http://localhost:3000/two-step"),
          context: routeContext(),
          params: {},
        } as never),
      ),
    ).rejects.toMatchObject({ status: 302 });

    const wrong = (await secondStep(pending, "123456")) as { init: { status: number } };
    expect(wrong.init.status).toBe(400);
    const code = await appCode(staff.id);
    const done = (await secondStep(pending, code)) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/dashboard");
    expect(cookiesFrom(done)).toMatch(/__session=/);
    expect(await db().$count(sessions)).toBe(1);

    // The same code, seen over a shoulder, does not work again.
    const again = cookiesFrom(await signInWithPassword("office@example.com"));
    expect(((await secondStep(again, code)) as { init: { status: number } }).init.status).toBe(400);
    // A recovery code works, once.
    expect(((await secondStep(again, recovery ?? "")) as Response).status).toBe(302);
    const third = cookiesFrom(await signInWithPassword("office@example.com"));
    expect(((await secondStep(third, recovery ?? "")) as { init: { status: number } }).init.status).toBe(400);
  });

  it("holds back guessing of codes", async () => {
    const staff = await member("office@example.com", "staff");
    await turnOn(staff);
    const pending = cookiesFrom(await signInWithPassword("office@example.com"));
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const answer = (await secondStep(pending, String(100000 + i))) as { init: { status: number } };
      statuses.push(answer.init.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it("counts wrong codes where they come from, so a thief with the password cannot lock the owner out", async () => {
    const admin = await member("boss@example.com", "admin");
    const [recovery] = await turnOn(admin);
    const thief = cookiesFrom(await signInWithPassword("boss@example.com"));
    const tries = [];
    for (let i = 0; i < 6; i++) tries.push(statusOf(await secondStep(thief, String(200000 + i), "198.51.100.9")));
    expect(tries).toEqual([400, 400, 400, 400, 400, 429]);
    // The owner, on their own network, is let in with the app's code.
    const owner = cookiesFrom(await signInWithPassword("boss@example.com"));
    expect(statusOf(await secondStep(owner, await appCode(admin.id)))).toBe(302);

    // Guessing from many addresses meets the account's own limit; a recovery code still lets the owner in.
    for (let i = 0; i < 20; i++) await secondStep(thief, String(300000 + i), `198.51.100.${20 + i}`);
    const later = cookiesFrom(await signInWithPassword("boss@example.com"));
    expect(statusOf(await secondStep(later, await appCode(admin.id, 2)))).toBe(429);
    expect(statusOf(await secondStep(later, recovery ?? ""))).toBe(302);
  });

  it("holds back guessing of the password at an open session, saying when to try again", async () => {
    const staff = await member("office@example.com", "staff");
    await turnOn(staff);
    let answer: { init: { status: number; headers?: HeadersInit } } | undefined;
    for (let i = 0; i < 11; i++) {
      answer = (await onAccount(staff, { intent: "two-factor-disable", currentPassword: `guess-${i}` })) as NonNullable<
        typeof answer
      >;
    }
    expect(answer?.init.status).toBe(429);
    expect(Number(new Headers(answer?.init.headers).get("Retry-After"))).toBeGreaterThan(0);
  });

  it("is not set up again over one that is on: an open session can neither turn it off nor move it", async () => {
    const staff = await member("office@example.com", "staff");
    await turnOn(staff);
    const [before] = await db().select().from(users).where(eq(users.id, staff.id));
    const answer = (await onAccount(staff, { intent: "two-factor-start" })) as Response;
    expect(answer.status).toBe(302);
    const [after] = await db().select().from(users).where(eq(users.id, staff.id));
    expect(after?.totpEnabledAt).toEqual(before?.totpEnabledAt);
    expect(after?.totpSecret).toBe(before?.totpSecret);
    const page = await loadAs(staff, accountLoader, "/admin/account");
    expect(page.twoFactor.status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
  });

  it("once an admin requires it, an account without it can only set it up", async () => {
    const admin = await member("boss@example.com", "admin");
    const staff = await member("office@example.com", "staff");
    const requireTwoStep = { intent: "require-two-factor", required: "on" };
    const requireIt = () =>
      postAs(admin, settingsAction, "/admin/settings", requireTwoStep, { adminOnly: true }) as Promise<Response>;
    // Not before the admin has it: nobody is locked out.
    await requireIt();
    await expect(loadAs(staff, inboxLoader, "/admin/inbox")).resolves.toBeTruthy();
    await turnOn(admin);
    await requireIt();

    await expect(loadAs(staff, inboxLoader, "/admin/inbox")).rejects.toMatchObject({
      status: 302,
      headers: expect.any(Headers),
    });
    const page = await loadAs(staff, accountLoader, "/admin/account");
    expect(page.twoFactor.required).toBe(true);
    await turnOn(staff);
    await expect(loadAs(staff, inboxLoader, "/admin/inbox")).resolves.toBeTruthy();
    // While required, it cannot be turned off.
    const off = (await onAccount(staff, { intent: "two-factor-disable", currentPassword: PASSWORD })) as {
      init: { status: number };
    };
    expect(off.init.status).toBe(400);
    await setTwoFactorRequired(false);
    const wrongPassword = (await onAccount(staff, { intent: "two-factor-disable", currentPassword: "nope-nope" })) as {
      init: { status: number };
    };
    expect(wrongPassword.init.status).toBe(400);
    expect(
      ((await onAccount(staff, { intent: "two-factor-disable", currentPassword: PASSWORD })) as Response).status,
    ).toBe(302);
    const [row] = await db().select().from(users).where(eq(users.id, staff.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null });
  });
});
