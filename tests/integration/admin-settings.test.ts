import { beforeEach, describe, expect, it } from "vitest";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { listAuditLog } from "#app/modules/admin/audit.server.ts";
import { alertRecipients, getAlertRecipientSetting } from "#app/modules/leads/alert-recipients.server.ts";
import { getCompanyDetails } from "#app/modules/site/company.server.ts";
import { action as settingsAction, loader as settingsLoader } from "#app/routes/admin/settings.tsx";
import { truncateAll } from "../support/db.ts";
import { loadAs, postAs } from "../support/admin-requests.ts";
import { aUser } from "../support/factories.ts";

type Refusal = { init?: { status?: number }; data?: { result?: { error?: Record<string, string[] | null> } } };

/** A stored admin: the audit log keeps the id of the account that wrote. */
let admin: AuthUser;

async function blankSlateWithAnAdmin() {
  await truncateAll();
  admin = await aUser({ email: "boss@example.com", role: "admin" });
}

const sendSettings = (fields: Record<string, string>) =>
  postAs(admin, settingsAction, "/admin/settings", fields, { adminOnly: true });

const saveRecipients = (recipients: string) => sendSettings({ intent: "alert-recipients", recipients });

describe("lead alert addresses in Admin Settings", () => {
  beforeEach(blankSlateWithAnAdmin);

  it("go to the company's general e-mail until addresses are set", async () => {
    expect(await alertRecipients()).toEqual([(await getCompanyDetails()).emails.general]);
  });

  it("saves a checked list, one per line or comma-separated, without repeats, and records it", async () => {
    const response = (await saveRecipients(
      "Office@Example.com\n owner@example.com, office@example.com\n\n",
    )) as Response;
    expect(response.status).toBe(302);
    expect(await getAlertRecipientSetting()).toEqual(["office@example.com", "owner@example.com"]);
    expect(await alertRecipients()).toEqual(["office@example.com", "owner@example.com"]);
    const log = await listAuditLog(1);
    expect(log.rows[0]?.summary).toBe("Set the lead alert addresses to office@example.com, owner@example.com");

    const page = await loadAs(admin, settingsLoader, "/admin/settings", { adminOnly: true });
    expect(page.recipients).toEqual(["office@example.com", "owner@example.com"]);
  });

  it("refuses an address that is not one with a field error, saving nothing", async () => {
    const refusal = (await saveRecipients("office@example.com\nnot-an-address")) as Refusal;
    expect(refusal.init?.status).toBe(400);
    expect(refusal.data?.result?.error?.recipients).toEqual(["“not-an-address” is not a valid e-mail address."]);
    expect(await getAlertRecipientSetting()).toEqual([]);
  });

  it("clears the list back to the default", async () => {
    await saveRecipients("office@example.com");
    await saveRecipients("");
    expect(await getAlertRecipientSetting()).toEqual([]);
  });
});

describe("what Admin Settings does not send", () => {
  beforeEach(blankSlateWithAnAdmin);

  it("is refused with a 400 that says it was not understood, and changes nothing", async () => {
    const refused: Record<string, string>[] = [
      { intent: "rename", recipients: "x@example.com" },
      { recipients: "x@example.com" },
    ];
    for (const fields of refused) {
      await expect(sendSettings(fields)).rejects.toMatchObject({
        data: "That request was not understood.",
        init: { status: 400 },
      });
    }
    expect(await getAlertRecipientSetting()).toEqual([]);
    expect((await listAuditLog(1)).rows).toHaveLength(0);
  });

  it("shows a refused password on the password form, without the passwords", async () => {
    const answer = (await sendSettings({
      intent: "change-password",
      password: "abc",
      confirmPassword: "abc",
    })) as Refusal & { data: { form: string; result: { initialValue?: Record<string, unknown> } } };
    expect(answer.init?.status).toBe(400);
    expect(answer.data.form).toBe("password");
    expect(answer.data.result?.error?.password?.[0]).toMatch(/at least 10/);
    expect(answer.data.result.initialValue?.password).toBeUndefined();
  });
});
