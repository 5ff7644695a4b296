/**
 * The daily totals the dashboard and the inbox's sources read are kept by triggers: after any mix of inserts
 * (one at a time and in bulk), pipeline changes, moves between days and deletes, they hold exactly what counting
 * the leads themselves gives. And a lead's first contact is the first WhatsApp message or move on from New.
 */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/server/db.server.ts";
import { firstContactByOwner } from "#app/modules/leads/history.server.ts";
import { bulkUpdateLeads, logMessageSent, updatePipeline } from "#app/modules/leads/pipeline.server.ts";
import { restoreLead, trashLead } from "#app/modules/leads/trash.server.ts";
import { truncateAll } from "../support/db.ts";
import { aContactMessage, aDemoRequest, aJobApplication, aTrialRequest, aUser } from "../support/factories.ts";

type Total = {
  day: string;
  kind: string;
  status: string;
  program: string;
  source: string;
  campaign: string;
  leads: number;
};

/** The totals as stored, and as counted from the leads themselves, in one order. */
async function storedAndCounted(): Promise<[Total[], Total[]]> {
  const stored = (
    await db().execute<Total>(sql`
    select day::text, kind, status, program, source, campaign, sum(leads)::int as leads from lead_daily_totals
    group by 1, 2, 3, 4, 5, 6 having sum(leads) <> 0
    order by 1, 2, 3, 4, 5, 6`)
  ).rows;
  const counted = (
    await db().execute<Total>(sql`
    select (created_at at time zone 'Asia/Kolkata')::date::text as day, kind, status, program, source, campaign,
      count(*)::int as leads
    from (
      select 'messages' as kind, created_at, status, '' as program, coalesce(utm_source, referrer_host, '') as source,
        coalesce(utm_campaign, '') as campaign
      from contact_messages
      union all select 'demos', created_at, status, course_name, coalesce(utm_source, referrer_host, ''),
        coalesce(utm_campaign, '')
      from demo_requests
      union all select 'trials', created_at, status, course_name, coalesce(utm_source, referrer_host, ''),
        coalesce(utm_campaign, '')
      from trial_class_requests
      union all select 'applications', created_at, status, '', coalesce(utm_source, referrer_host, ''),
        coalesce(utm_campaign, '')
      from job_applications
    ) as lead
    group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`)
  ).rows;
  return [[...stored], [...counted]];
}

describe("the leads' daily totals", () => {
  beforeEach(truncateAll);

  it("stay equal to counting the leads through inserts, changes, moves and deletes", async () => {
    const staff = await aUser({ fullName: "Priya Shah", role: "staff" });
    const actor = { id: staff.id, name: "Priya Shah" };
    // 23:45 in India on the 24th is still the 24th; 18:30 UTC on the 24th is already the 25th in India.
    const late = await aTrialRequest({ courseName: "Abacus", createdAt: new Date("2026-11-24T18:15:00Z") });
    const next = await aTrialRequest({ courseName: "Abacus", createdAt: new Date("2026-11-24T18:30:00Z") });
    const demo = await aDemoRequest({ courseName: "Coding", utmSource: "google", utmCampaign: "diwali-schools" });
    const message = await aContactMessage({ referrerHost: "www.justdial.com" });
    const application = await aJobApplication();
    // A bulk insert of many leads of one day: one statement, counted once per key.
    await db().execute(sql`
      insert into contact_messages (name, email, subject, message, status, utm_source, utm_campaign, created_at)
      select 'Parent ' || i, 'p' || i || '@example.com', 'Fees', 'How much?',
        (array['new', 'contacted', 'closed'])[1 + i % 3], case when i % 2 = 0 then 'facebook' end,
        case when i % 4 = 0 then 'diwali' when i % 6 = 0 then 'summer-camp' end,
        timestamptz '2026-11-20 04:00:00+00' + make_interval(mins => i)
      from generate_series(1, 300) as i`);
    expect((await storedAndCounted())[0].find((row) => row.day === "2026-11-24" && row.kind === "trials")?.leads).toBe(
      1,
    );
    let [stored, counted] = await storedAndCounted();
    expect(stored).toEqual(counted);

    await updatePipeline("trials", late.id, { status: "enrolled", ownerId: staff.id, followUpOn: null }, actor);
    await bulkUpdateLeads(
      [
        { kind: "demos", id: demo.id },
        { kind: "messages", id: message.id },
      ],
      { status: "closed" },
      actor,
    );
    // Changes that move nothing (owner, follow-up, reading) leave the totals as they are.
    await updatePipeline("trials", next.id, { status: "new", ownerId: staff.id, followUpOn: "2026-12-01" }, actor);
    // Rows changed in bulk, and moved to another day and another source.
    await db().execute(sql`update contact_messages set status = 'enrolled' where status = 'contacted'`);
    await db().execute(sql`
      update contact_messages set created_at = created_at - interval '3 days', utm_source = 'instagram'
      where id % 5 = 0`);
    await db().execute(sql`update contact_messages set utm_campaign = 'holi' where id % 9 = 0`);
    // Into the trash and back, and into it again: out of the totals, back in, out again.
    expect(await trashLead("applications", application.id, actor)).toBe("Sunita Iyer");
    expect(await restoreLead("applications", application.id)).toBe("Sunita Iyer");
    [stored, counted] = await storedAndCounted();
    expect(stored).toEqual(counted);
    expect(await trashLead("applications", application.id, actor)).toBe("Sunita Iyer");
    await db().execute(sql`delete from contact_messages where id % 7 = 0`);

    [stored, counted] = await storedAndCounted();
    expect(stored).toEqual(counted);
    expect(stored.reduce((sum, row) => sum + row.leads, 0)).toBeGreaterThan(200);
  });

  it("keep each lead's first contact: the first message logged as sent or move on from New", async () => {
    const staff = await aUser({ fullName: "Priya Shah", role: "staff" });
    const actor = { id: staff.id, name: "Priya Shah" };
    const received = new Date(Date.now() - 5 * 3600_000);
    const whatsapped = await aTrialRequest({ createdAt: received, ownerId: staff.id });
    const moved = await aTrialRequest({ createdAt: received, ownerId: staff.id });
    const waiting = await aTrialRequest({ createdAt: received, ownerId: staff.id });
    const emailed = await aTrialRequest({ createdAt: received, ownerId: staff.id });

    await logMessageSent("trials", whatsapped.id, { channel: "whatsapp", template: "Trial class confirmed" }, actor);
    await updatePipeline("trials", moved.id, { status: "contacted", ownerId: staff.id, followUpOn: null }, actor);
    await logMessageSent("trials", emailed.id, { channel: "email", template: "Trial class confirmed" }, actor);
    // A later contact does not move the first one.
    await updatePipeline("trials", whatsapped.id, { status: "contacted", ownerId: staff.id, followUpOn: null }, actor);
    const rows = (
      await db().execute<{ id: number; contacted: boolean; first: boolean }>(sql`
      select lead.id, lead.first_contact_at is not null as contacted,
        lead.first_contact_at = (select min(event.created_at) from lead_events as event
          where event.lead_kind = 'trials' and event.lead_id = lead.id) as first
      from trial_class_requests as lead order by lead.id`)
    ).rows;
    expect(rows.map((row) => [row.id, row.contacted, row.first])).toEqual([
      [whatsapped.id, true, true],
      [moved.id, true, true],
      [waiting.id, false, null],
      [emailed.id, true, true],
    ]);
    // A period that holds "five hours ago" whatever the hour: in India it may already be tomorrow's date in UTC.
    const [row] = await firstContactByOwner("2026-01-01", "2999-12-31");
    expect(row).toMatchObject({ owner: "Priya Shah", leads: 4, contacted: 3 });
    expect(row?.medianHours).toBeGreaterThan(4.9);
    expect(row?.medianHours).toBeLessThan(5.1);
  });
});
