import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountTokens, sessions, users } from "#db/schema.ts";
import { accountMailWorker } from "#app/modules/accounts/account-mail.server.ts";
import { action as signInLinkAction, loader as signInLinkLoader } from "#app/routes/sign-in-link.tsx";
import { action as signupAction } from "#app/routes/signup.tsx";
import { action as verifyAction, loader as verifyLoader } from "#app/routes/verify-email.tsx";
import { db } from "#app/server/db.server.ts";
import { createJobRunner, type JobRunner } from "#app/server/jobs.server.ts";
import { truncateAll } from "../support/db.ts";
import { startTestMailbox, type TestMailbox } from "../support/smtp.ts";
import { formRequest, routeContext } from "../support/route-context.ts";

/*
 * The links mailed to an account's owner: sign in without the password, confirm the address. Mail goes through
 * the app's queue and worker, as on the server, to a local SMTP server.
 */

let mailbox: TestMailbox;
let mailer: JobRunner;

beforeAll(async () => {
  mailbox = await startTestMailbox();
  mailer = await createJobRunner([], { pollingIntervalSeconds: 0.5, workers: [accountMailWorker] });
});

afterAll(async () => {
  await mailer.stop();
  await mailbox.stop();
});

const call = (handler: (args: never) => unknown, path: string, fields: Record<string, string>, ip?: string) =>
  Promise.resolve(
    handler({ request: formRequest(path, fields), context: routeContext({ ip }), params: {} } as never),
  ) as Promise<unknown>;

const load = (handler: (args: never) => unknown, url: string) =>
  Promise.resolve(
    handler({ request: new Request(`http://localhost:3000${url}`), context: routeContext(), params: {} } as never),
  ) as Promise<{ data?: Record<string, unknown> } & Record<string, unknown>>;

/** The link to `path` in the newest mail to `to` that has one, as its page path and query. */
async function mailedLink(to: string, path: string): Promise<string> {
  const pattern = new RegExp(`http://localhost:3000${path}\\?token=[\\w-]+`);
  const find = () =>
    mailbox.received
      .filter((mail) => (mail.to && "text" in mail.to ? mail.to.text : "") === to)
      .map((mail) => pattern.exec(mail.text ?? "")?.[0])
      .filter(Boolean)
      .at(-1);
  await expect.poll(find, { timeout: 10_000 }).toBeTruthy();
  const url = new URL(find() ?? "");
  return `${url.pathname}${url.search}`;
}

const signup = (email: string, password = "sunny-mango-42") =>
  call(signupAction, "/signup", { email, password, confirmPassword: password });

describe("links mailed to an account's owner", () => {
  beforeEach(async () => {
    await truncateAll();
    mailbox.received.length = 0;
  });

  it("a sign-up is confirmed by the link in its mail; a second sign-up with the address tells the owner", async () => {
    await signup("parent@example.com");
    const link = await mailedLink("parent@example.com", "/verify-email");
    const [user] = await db().select().from(users);
    expect(user?.emailVerifiedAt).toBeNull();

    // Opening the link only shows a button: a mail scanner that follows it confirms nothing.
    const page = await load(verifyLoader, link);
    expect(page.data).toMatchObject({ email: "parent@example.com", token: expect.any(String) });
    expect((await db().select().from(users))[0]?.emailVerifiedAt).toBeNull();

    const token = String(page.data?.token);
    const confirmed = (await call(verifyAction, "/verify-email", { token })) as Response;
    expect(confirmed.status).toBe(302);
    expect((await db().select().from(users))[0]?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(((await call(verifyAction, "/verify-email", { token })) as { init: { status: number } }).init.status).toBe(
      400,
    );

    await signup("Parent@Example.com", "other-mango-77");
    await expect.poll(() => mailbox.received.length, { timeout: 10_000 }).toBe(2);
    expect(mailbox.received[1]?.subject).toBe("You already have a SkillSprouts account");
  });

  it("signs in with a one-time link, answering the same for unknown addresses, which get no mail", async () => {
    await signup("kid@example.com");
    await mailedLink("kid@example.com", "/verify-email");
    const answers = [];
    for (const email of ["nobody@example.com", "kid@example.com"]) {
      answers.push(await call(signInLinkAction, "/sign-in-link", { intent: "send", email }));
    }
    expect(answers.map((answer) => (answer as { sent: boolean }).sent)).toEqual([true, true]);
    const link = await mailedLink("kid@example.com", "/sign-in-link");
    expect(mailbox.received.filter((mail) => mail.subject === "Your SkillSprouts sign-in link")).toHaveLength(1);

    const page = await load(signInLinkLoader, link);
    expect(page.data).toMatchObject({ mode: "use", email: "kid@example.com" });
    const token = String(page.data?.token);
    const signedIn = (await call(signInLinkAction, "/sign-in-link", { intent: "use", token })) as Response;
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("Location")).toBe("/");
    expect(signedIn.headers.get("Set-Cookie")).toContain("__session=");
    expect(await db().$count(sessions)).toBe(1);
    // Once only, and it confirmed the address on the way.
    const again = (await call(signInLinkAction, "/sign-in-link", { intent: "use", token })) as {
      init: { status: number };
    };
    expect(again.init.status).toBe(400);
    expect((await db().select().from(users))[0]?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it("a link past its time or of another purpose opens nothing", async () => {
    await signup("kid@example.com");
    await call(signInLinkAction, "/sign-in-link", { intent: "send", email: "kid@example.com" });
    const link = await mailedLink("kid@example.com", "/sign-in-link");
    const token = new URLSearchParams(link.split("?")[1]).get("token") ?? "";
    // A sign-in token is not a confirmation token.
    expect((await load(verifyLoader, `/verify-email?token=${token}`)).data).toMatchObject({ token: null });
    await db()
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.purpose, "sign-in"));
    expect((await load(signInLinkLoader, link)).data).toMatchObject({ mode: "expired", token: null });
    const late = (await call(signInLinkAction, "/sign-in-link", { intent: "use", token })) as {
      init: { status: number };
    };
    expect(late.init.status).toBe(400);
    expect(await db().$count(sessions)).toBe(0);
  });

  it("asking for links is limited per account and address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const answer = (await call(
        signInLinkAction,
        "/sign-in-link",
        { intent: "send", email: "kid@example.com" },
        "198.51.100.3",
      )) as { sent: boolean } | { init: { status: number } };
      statuses.push("init" in answer ? answer.init.status : 200);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
