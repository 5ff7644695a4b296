import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { contactMessages, jobApplications } from "#db/schema.ts";
import { countOpen, listInbox, setHandled } from "#app/modules/leads/inbox.server.ts";
import { loader as cvLoader } from "#app/routes/resources/inbox-cv.ts";
import { loader as exportLoader } from "#app/routes/resources/inbox-export.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { tinyPdf } from "../support/files.ts";
import { routeContext, throughAdminGuard } from "../support/route-context.ts";

const admin = { id: "a", email: "boss@example.com", fullName: null, role: "admin" as const, sessionId: "s" };

describe("admin inbox", () => {
  beforeEach(truncateAll);

  it("lists newest first, filters by status, marks handled and counts what is open", async () => {
    await db().insert(contactMessages).values({ name: "First", email: "1@example.com", subject: "S", message: "M" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [second] = await db()
      .insert(contactMessages)
      .values({ name: "Second", email: "2@example.com", subject: "S", message: "M" })
      .returning();
    const open = await listInbox("messages", "open", 1);
    expect(open.rows.map((row) => row.fields.name)).toEqual(["Second", "First"]);
    expect(await setHandled("messages", second?.id ?? 0, true)).toBe(true);
    expect((await listInbox("messages", "open", 1)).rows.map((row) => row.fields.name)).toEqual(["First"]);
    expect((await listInbox("messages", "handled", 1)).rows.map((row) => row.fields.name)).toEqual(["Second"]);
    expect((await countOpen()).messages).toBe(1);
    expect(await setHandled("messages", 999_999, true)).toBe(false);
  });

  it("exports a list as CSV and hands an admin a short-lived link to a CV", async () => {
    await storage().ensureBucket();
    const key = `private/cvs/${randomUUID()}.pdf`;
    await storage().put(key, tinyPdf(), "application/pdf");
    const [application] = await db()
      .insert(jobApplications)
      .values({
        jobTitle: "Lead Abacus Trainer",
        name: "Sunita",
        email: "s@example.com",
        phone: "+91 98765 00000",
        coverNote: "Hi",
        cvKey: key,
        cvFileName: "sunita.pdf",
      })
      .returning();

    const csv = (await throughAdminGuard(exportLoader, {
      request: new Request("http://localhost/admin/inbox/export/applications"),
      params: { list: "applications" },
      context: routeContext({ user: admin }),
    } as never)) as Response;
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toContain('"Lead Abacus Trainer","Sunita","s@example.com"');

    const cv = (await throughAdminGuard(cvLoader, {
      request: new Request(`http://localhost/admin/inbox/cv/${application?.id}`),
      params: { id: String(application?.id) },
      context: routeContext({ user: admin }),
    } as never)) as Response;
    expect(cv.status).toBe(302);
    const signed = cv.headers.get("Location") ?? "";
    expect(signed).toContain("X-Amz-Expires=300");
    const download = await fetch(signed);
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });
});
