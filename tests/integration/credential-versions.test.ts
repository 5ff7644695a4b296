/**
 * One credential version per account: a password change, a reset or a change of two-step sign-in ends every link
 * mailed before it and every other session. And one inbox gets only so many account mails an hour.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sessions } from "#db/schema.ts";
import { findUsableLink, issueAccountLink } from "#app/modules/accounts/account-links.server.ts";
import { ACCOUNT_MAILS_PER_INBOX, sendAccountMail } from "#app/modules/accounts/account-mail.server.ts";
import { changePassword, resetPassword } from "#app/modules/accounts/auth.server.ts";
import { action as accountAction } from "#app/routes/admin/account.tsx";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";
import { postAs } from "../support/admin-requests.ts";
import { aUser } from "../support/factories.ts";
import { startTestMailbox, type TestMailbox } from "../support/smtp.ts";

const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";

async function aSession(userId: string, id: string) {
  await db()
    .insert(sessions)
    .values({ id, userId, expiresAt: new Date(Date.now() + 86_400_000) });
}

const sessionIds = async () => (await db().select({ id: sessions.id }).from(sessions)).map((row) => row.id).sort();

let mailbox: TestMailbox;

beforeAll(async () => {
  mailbox = await startTestMailbox();
});

afterAll(async () => {
  await mailbox.stop();
});

describe("an account's credentials", () => {
  beforeEach(async () => {
    await truncateAll();
    mailbox.received.length = 0;
  });

  it("changed in session: links mailed before stop working, other sessions end, this one stays", async () => {
    const user = await aUser({ email: "office@example.com", password: "an-old-password-1" });
    const reset = tokenOf(await issueAccountLink(user.id, "password-reset"));
    const signIn = tokenOf(await issueAccountLink(user.id, "sign-in"));
    await aSession(user.id, "this-one");
    await aSession(user.id, "a-stolen-one");
    expect(await findUsableLink(reset, "password-reset")).not.toBeNull();

    await changePassword(user.id, "this-one", "a-new-password-22");
    expect(await findUsableLink(reset, "password-reset")).toBeNull();
    expect(await findUsableLink(signIn, "sign-in")).toBeNull();
    expect(await resetPassword(reset, "the-thiefs-password-3")).toBe(false);
    expect(await sessionIds()).toEqual(["this-one"]);
    // A link made after the change works.
    expect(await findUsableLink(tokenOf(await issueAccountLink(user.id, "sign-in")), "sign-in")).not.toBeNull();
  });

  it("reset by one link: every other link, of any purpose, and every session end", async () => {
    const user = await aUser({ email: "parent@example.com" });
    const first = tokenOf(await issueAccountLink(user.id, "password-reset"));
    const signIn = tokenOf(await issueAccountLink(user.id, "sign-in"));
    const verify = tokenOf(await issueAccountLink(user.id, "verify-email"));
    await aSession(user.id, "somewhere");

    expect(await resetPassword(first, "a-fresh-password-4")).toBe(true);
    expect(await findUsableLink(signIn, "sign-in")).toBeNull();
    expect(await findUsableLink(verify, "verify-email")).toBeNull();
    expect(await sessionIds()).toEqual([]);
  });

  it("changed in two-step sign-in: other sessions and earlier links end", async () => {
    const staff = await aUser({ email: "staff@example.com", role: "staff", password: "a-long-password-1" });
    const signIn = tokenOf(await issueAccountLink(staff.id, "sign-in"));
    await aSession(staff.id, "s");
    await aSession(staff.id, "another-phone");
    await postAs({ ...staff, sessionId: "s" }, accountAction, "/admin/account", { intent: "two-factor-start" });
    // Only confirming it changes how the account signs in; starting the set-up ends nothing yet.
    expect(await findUsableLink(signIn, "sign-in")).not.toBeNull();
    await postAs({ ...staff, sessionId: "s" }, accountAction, "/admin/account", {
      intent: "two-factor-renew",
      currentPassword: "a-long-password-1",
    });
    expect(await findUsableLink(signIn, "sign-in")).toBeNull();
    expect(await sessionIds()).toEqual(["s"]);
  });
});

describe("account mails to one inbox", () => {
  beforeEach(async () => {
    await truncateAll();
    mailbox.received.length = 0;
  });

  it("stop at the hour's limit, however many addresses ask", async () => {
    await aUser({ email: "parent@example.com" });
    for (let i = 0; i < ACCOUNT_MAILS_PER_INBOX.limit + 4; i++) {
      await sendAccountMail({ kind: i % 2 ? "sign-in" : "password-reset", email: "parent@example.com" });
    }
    await expect.poll(() => mailbox.received.length, { timeout: 10_000 }).toBe(ACCOUNT_MAILS_PER_INBOX.limit);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailbox.received).toHaveLength(ACCOUNT_MAILS_PER_INBOX.limit);
  });
});
