import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { contactMessages, jobApplications, trialClassRequests } from "#db/schema.ts";
import { countUnread } from "#app/modules/leads/pipeline.server.ts";
import { loader as inboxLoader } from "#app/routes/admin/inbox.tsx";
import { loader as cvLoader } from "#app/routes/resources/inbox-cv.ts";
import { loader as exportLoader } from "#app/routes/resources/inbox-export.ts";
import { db } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { tinyPdf } from "../support/files.ts";
import { routeContext, testAdmin, throughAdminGuard } from "../support/route-context.ts";

const admin = testAdmin;

describe("admin inbox", () => {
  beforeEach(truncateAll);

  it("lists the leads of every kind newest first, by type and status, and counts what nobody has opened", async () => {
    await db().insert(contactMessages).values({ name: "First", email: "1@example.com", subject: "S", message: "M" });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await db().insert(trialClassRequests).values({
      childName: "Kabir",
      childAge: 7,
      courseName: "Abacus",
      preferredSlot: "Saturday morning",
      parentName: "Second",
      phone: "9820011111",
      email: "2@example.com",
    });
    await db()
      .insert(contactMessages)
      .values({ name: "Closed one", email: "3@example.com", subject: "S", message: "M", status: "closed" });
    const view = async (query: string) => {
      const page = await throughAdminGuard(inboxLoader, {
        request: new Request(`http://localhost/admin/inbox${query}`),
        context: routeContext({ user: admin }),
      });
      return page.leads.map((lead) => lead.name);
    };
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
    const text = await csv.text();
    expect(text).toContain('"Lead Abacus Trainer","Sunita","s@example.com"');
    expect(text).toContain('"sunita.pdf","New","","","","no"');
    expect(text).toContain('"+91 98765 00000"');

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

  it("lets staff export the leads they follow up, and keeps the newsletter list, applications and CVs to admins", async () => {
    const staff = { ...admin, id: randomUUID(), email: "office@example.com", role: "staff" as const };
    const [application] = await db()
      .insert(jobApplications)
      .values({
        jobTitle: "Coding Tutor",
        name: "Ravi",
        email: "r@example.com",
        phone: "+91 98765 11111",
        coverNote: "Hi",
        cvKey: `private/cvs/${randomUUID()}.pdf`,
        cvFileName: "ravi.pdf",
      })
      .returning();
    const exportAs = (user: typeof admin | typeof staff, list: string) =>
      throughAdminGuard(exportLoader, {
        request: new Request(`http://localhost/admin/inbox/export/${list}`),
        params: { list },
        context: routeContext({ user }),
      } as never) as Promise<Response>;
    for (const list of ["leads", "messages", "demos", "trials"]) {
      expect((await exportAs(staff, list)).status, list).toBe(200);
    }
    for (const list of ["subscribers", "applications"]) {
      await expect(exportAs(staff, list), list).rejects.toMatchObject({ init: { status: 403 } });
      expect((await exportAs(admin, list)).status, list).toBe(200);
    }
    await expect(
      throughAdminGuard(cvLoader, {
        request: new Request(`http://localhost/admin/inbox/cv/${application?.id}`),
        params: { id: String(application?.id) },
        context: routeContext({ user: staff }),
      } as never),
    ).rejects.toMatchObject({ init: { status: 403 } });
    // The inbox offers staff no export they would be refused.
    const page = await throughAdminGuard(inboxLoader, {
      request: new Request("http://localhost/admin/inbox?list=subscribers"),
      context: routeContext({ user: staff }),
    });
    expect(page.isAdmin).toBe(false);
  });
});
