import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountTokens, sessions, users } from "#db/schema.ts";
import { accountMailWorker } from "#app/modules/accounts/account-mail.server.ts";
import { setAccountActive } from "#app/modules/accounts/users.server.ts";
import { createJobRunner, type JobRunner } from "#app/server/jobs.server.ts";
import { createAccount } from "#app/modules/accounts/auth.server.ts";
import { startSession } from "#app/modules/accounts/session.server.ts";
import { action as forgotAction } from "#app/routes/forgot-password.tsx";
import { action as resetAction, loader as resetLoader } from "#app/routes/password-reset.tsx";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";
import { startTestMailbox, type TestMailbox } from "../support/smtp.ts";
import { formRequest, routeContext } from "../support/route-context.ts";

let mailbox: TestMailbox;
// The reset mail is queued by the request and sent by the app's job worker, as on the server.
let mailer: JobRunner;

beforeAll(async () => {
  mailbox = await startTestMailbox();
  mailer = await createJobRunner([], { pollingIntervalSeconds: 0.5, workers: [accountMailWorker] });
});

afterAll(async () => {
  await mailer.stop();
  await mailbox.stop();
});

function forgot(email: string) {
  return forgotAction({
    request: formRequest("/forgot-password", { email }),
    context: routeContext(),
    params: {},
  } as never);
}

describe("password reset by e-mail", () => {
  beforeEach(async () => {
    await truncateAll();
    mailbox.received.length = 0;
  });

  it("answers the same for unknown addresses and deactivated accounts, and sends them nothing", async () => {
    await createAccount({ email: "gone@example.com", password: "old-secret-42" });
    const [gone] = await db().select().from(users).where(eq(users.email, "gone@example.com"));
    await setAccountActive("someone-else", gone?.id ?? "", false);
    for (const email of ["nobody@example.com", "gone@example.com"]) {
      const result = (await forgot(email)) as { sent: boolean };
      expect(result.sent).toBe(true);
    }
    // A known address after them: once its mail is in, the two before had their turn.
    await createAccount({ email: "here@example.com", password: "old-secret-42" });
    await forgot("here@example.com");
    await expect.poll(() => mailbox.received.length, { timeout: 10_000 }).toBe(1);
    expect(mailbox.received[0]?.to && "text" in mailbox.received[0].to ? mailbox.received[0].to.text : "").toBe(
      "here@example.com",
    );
  });

  it("mails a single-use link on the site's own origin that sets a new password and ends every session", async () => {
    await createAccount({ email: "parent@example.com", password: "old-secret-42" });
    const [user] = await db().select().from(users).where(eq(users.email, "parent@example.com"));
    await startSession(user?.id ?? "", null);

    const result = (await forgot("parent@example.com")) as { sent: boolean };
    expect(result.sent).toBe(true);
    await expect.poll(() => mailbox.received.length, { timeout: 10_000 }).toBe(1);
    const mail = mailbox.received[0];
    expect(mail?.to && "text" in mail.to ? mail.to.text : "").toBe("parent@example.com");
    expect(mail?.text).toContain("http://localhost:3000/password-reset?token=");
    expect(mail?.html).toContain("Choose a new password");
    const link = /http:\/\/localhost:3000\/password-reset\?token=[\w-]+/.exec(mail?.text ?? "")?.[0] ?? "";
    const token = new URL(link).searchParams.get("token") ?? "";

    // Only a hash of the token is stored.
    const [stored] = await db().select().from(accountTokens);
    expect(stored?.tokenHash).not.toContain(token);

    const page = (await resetLoader({ request: new Request(link), context: routeContext(), params: {} } as never)) as {
      data: { token: string | null };
    };
    expect(page.data.token).toBe(token);

    const done = (await resetAction({
      request: formRequest("/password-reset", { token, password: "new-secret-42", confirmPassword: "new-secret-42" }),
      context: routeContext(),
      params: {},
    } as never)) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/login");
    expect(await db().$count(sessions)).toBe(0);

    const again = (await resetAction({
      request: formRequest("/password-reset", {
        token,
        password: "third-secret-42",
        confirmPassword: "third-secret-42",
      }),
      context: routeContext(),
      params: {},
    } as never)) as { init?: { status?: number } };
    expect(again.init?.status).toBe(400);
  });
});
