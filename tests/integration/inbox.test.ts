import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import type { AuthUser } from "#app/modules/accounts/session.server.ts";
import { countUnread } from "#app/modules/leads/pipeline.server.ts";
import { loader as inboxLoader } from "#app/routes/admin/inbox.tsx";
import { loader as cvLoader } from "#app/routes/resources/inbox-cv.ts";
import { loader as exportLoader } from "#app/routes/resources/inbox-export.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { tinyPdf } from "../support/files.ts";
import { loadAs, loadAsAdmin, loadAsStaff } from "../support/admin-requests.ts";
import { aContactMessage, aJobApplication, aTrialRequest } from "../support/factories.ts";
import { testAdmin, testStaff } from "../support/route-context.ts";

describe("admin inbox", () => {
  beforeEach(truncateAll);

  it("lists the leads of every kind newest first, by type and status, and counts what nobody has opened", async () => {
    await aContactMessage({ name: "First", email: "1@example.com", subject: "S", message: "M" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await aTrialRequest({ parentName: "Second", email: "2@example.com" });
    await aContactMessage({ name: "Closed one", email: "3@example.com", subject: "S", message: "M", status: "closed" });
    const view = async (query: string) =>
      (await loadAsAdmin(inboxLoader, `/admin/inbox${query}`)).leads.map((lead) => lead.name);
    expect(await view("")).toEqual(["Second", "First"]);
    expect(await view("?list=messages")).toEqual(["First"]);
    expect(await view("?list=messages&status=all")).toEqual(["Closed one", "First"]);
    expect(await view("?status=closed")).toEqual(["Closed one"]);
    // Nonsense in a bookmarked URL is dropped, not refused.
    expect(await view("?list=nope&status=nope&owner=nope&from=yesterday&page=-3")).toEqual(["Second", "First"]);
    expect(await countUnread()).toEqual({ messages: 2, demos: 0, trials: 1, applications: 0, total: 3 });
  });

  it("exports a kind of lead as CSV, with its pipeline, and hands an admin a short-lived link to a CV", async () => {
    await storage().ensureBucket();
    const key = `private/cvs/${randomUUID()}.pdf`;
    await storage().put(key, tinyPdf(), "application/pdf");
    const application = await aJobApplication({
      jobTitle: "Lead Abacus Trainer",
      name: "Sunita",
      email: "s@example.com",
      phone: "+91 98765 00000",
      cvKey: key,
      cvFileName: "sunita.pdf",
    });

    const csv = (await loadAsAdmin(exportLoader, "/admin/inbox/export/applications", {
      params: { list: "applications" },
    })) as Response;
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const text = await csv.text();
    expect(text).toContain('"Lead Abacus Trainer","Sunita","s@example.com"');
    expect(text).toContain('"sunita.pdf","+919876500000","New","","","","no"');
    expect(text).toContain('"+91 98765 00000"');

    const cv = (await loadAsAdmin(cvLoader, `/admin/inbox/cv/${application.id}`, {
      params: { id: String(application.id) },
    })) as Response;
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

  it("lets staff export the leads they follow up, and keeps the newsletter list, applications and CVs to admins", async () => {
    const application = await aJobApplication({ jobTitle: "Coding Tutor", name: "Ravi", cvFileName: "ravi.pdf" });
    const exportAs = (user: AuthUser, list: string) =>
      loadAs(user, exportLoader, `/admin/inbox/export/${list}`, { params: { list } }) as Promise<Response>;
    for (const list of ["leads", "messages", "demos", "trials"]) {
      expect((await exportAs(testStaff, list)).status, list).toBe(200);
    }
    for (const list of ["subscribers", "applications"]) {
      await expect(exportAs(testStaff, list), list).rejects.toMatchObject({ init: { status: 403 } });
      expect((await exportAs(testAdmin, list)).status, list).toBe(200);
    }
    await expect(
      loadAsStaff(cvLoader, `/admin/inbox/cv/${application.id}`, { params: { id: String(application.id) } }),
    ).rejects.toMatchObject({ init: { status: 403 } });
    // The inbox offers staff no export they would be refused.
    const page = await loadAsStaff(inboxLoader, "/admin/inbox?list=subscribers");
    expect(page.isAdmin).toBe(false);
  });
});
