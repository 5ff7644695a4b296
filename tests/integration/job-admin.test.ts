import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { jobApplications, jobOpenings } from "#db/schema.ts";
import { listJobsForAdmin } from "#app/modules/content/jobs/job-admin.server.ts";
import { getOpenJob, listOpenJobs } from "#app/modules/content/jobs/jobs.server.ts";
import { action, loader } from "#app/routes/admin/manage-careers.tsx";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";
import { loadAs, postAs, postAsAdmin } from "../support/admin-requests.ts";
import { aJobApplication, aJobOpening } from "../support/factories.ts";
import { testVisitor } from "../support/route-context.ts";

const page = "/admin/manage-careers";
type Failure = { data?: { toast?: { title: string; description: string } }; init?: { status?: number } };

const opening = {
  intent: "create",
  title: "Coding Club Mentor",
  location: "Thane",
  type: "Part-time",
  description: "Run after-school Scratch and Python clubs for Classes 4 to 8.",
  requirements: "Teaches children with patience\n\n- Knows Scratch and Python well\n  Free on weekday afternoons  ",
  isOpen: "on",
};

describe("job opening management", () => {
  beforeEach(truncateAll);

  it("adds an opening to the end of the Careers page, edits, closes and deletes it", async () => {
    await aJobOpening({ title: "Lead Abacus Trainer", sortOrder: 0 });
    expect(((await postAsAdmin(action, page, opening)) as Response).status).toBe(302);
    expect((await listOpenJobs()).map((job) => job.title)).toEqual(["Lead Abacus Trainer", "Coding Club Mentor"]);
    const [, added] = await listJobsForAdmin();
    expect(added).toMatchObject({
      title: "Coding Club Mentor",
      type: "Part-time",
      requirements: ["Teaches children with patience", "Knows Scratch and Python well", "Free on weekday afternoons"],
      isOpen: true,
      version: 1,
    });

    const id = String(added?.id);
    await postAsAdmin(action, page, {
      ...opening,
      intent: "update",
      id,
      version: "1",
      title: "Coding Club Mentor (Python)",
    });
    expect((await getOpenJob(Number(id)))?.title).toBe("Coding Club Mentor (Python)");

    // Closing takes it off the Careers page and its application form.
    const { isOpen: _open, ...closed } = opening;
    await postAsAdmin(action, page, { ...closed, intent: "update", id, version: "2" });
    expect(await getOpenJob(Number(id))).toBeNull();
    expect((await listOpenJobs()).map((job) => job.title)).toEqual(["Lead Abacus Trainer"]);

    await aJobApplication({ jobOpeningId: Number(id), jobTitle: "Coding Club Mentor (Python)" });
    expect(((await postAsAdmin(action, page, { intent: "delete", id })) as Response).status).toBe(302);
    expect(await db().$count(jobOpenings, eq(jobOpenings.id, Number(id)))).toBe(0);
    // The application stays in the inbox, with the title it was sent for.
    const [application] = await db().select().from(jobApplications);
    expect(application).toMatchObject({ jobOpeningId: null, jobTitle: "Coding Club Mentor (Python)" });
  });

  it("refuses a stale edit and missing fields, with field errors", async () => {
    await postAsAdmin(action, page, opening);
    const [job] = await listJobsForAdmin();
    const id = String(job?.id);
    await postAsAdmin(action, page, { ...opening, intent: "update", id, version: "1", location: "Pune" });
    const stale = (await postAsAdmin(action, page, {
      ...opening,
      intent: "update",
      id,
      version: "1",
      location: "Nashik",
    })) as Failure;
    expect(stale.init?.status).toBe(409);
    expect(stale.data?.toast?.description).toMatch(/^Someone else saved this opening/);
    expect((await listJobsForAdmin())[0]?.location).toBe("Pune");

    const missing = (await postAsAdmin(action, page, { ...opening, title: "", requirements: " \n " })) as Failure & {
      data?: { result?: { error?: Record<string, string[]> } };
    };
    expect(missing.init?.status).toBe(400);
    expect(missing.data?.result?.error).toMatchObject({
      title: ["Please enter the job title."],
      requirements: ["Please list at least one requirement."],
    });
    const badType = (await postAsAdmin(action, page, { ...opening, type: "Internship" })) as Failure;
    expect(badType.init?.status).toBe(400);
    expect(await db().$count(jobOpenings)).toBe(1);

    // Deleted in another tab while this one edits it: the typed text comes back, inside the back office.
    await db().delete(jobOpenings);
    await expect(
      postAsAdmin(action, page, {
        ...opening,
        intent: "update",
        id,
        version: "2",
        description: "Typed after it was deleted.",
      }),
    ).rejects.toMatchObject({
      init: { status: 404 },
      data: {
        lostWork: "record-deleted",
        record: "job opening",
        formUrl: "/admin/manage-careers",
        againUrl: "/admin/manage-careers?new=1",
        typed: expect.arrayContaining([
          { name: "description", label: "Description", value: "Typed after it was deleted." },
        ]),
      },
    });
    expect(await db().$count(jobOpenings)).toBe(0);
  });

  it("refuses anyone but an admin", async () => {
    await expect(postAs(null, action, page, opening)).rejects.toMatchObject({ init: { status: 403 } });
    await expect(postAs(testVisitor, action, page, opening)).rejects.toMatchObject({ init: { status: 403 } });
    await expect(loadAs(null, loader, page)).rejects.toMatchObject({ status: 302 });
    expect(await db().$count(jobOpenings)).toBe(0);
  });
});
