/**
 * The waits for first contact that the dashboard's median reads (`lead_contact_waits`) are kept by triggers: after
 * inserts one at a time and in bulk, first contacts, owner changes, the trash and back, moves between weeks and
 * deletes, they hold exactly what counting the leads gives, at every level of blocks. And the median taken from
 * them is said as the exact `percentile_cont` is, on varied waits and periods (first-contact.ts says how near).
 */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/server/db.server.ts";
import { firstContactByOwner } from "#app/modules/leads/history.server.ts";
import { spokenDuration } from "#app/modules/leads/history.ts";
import { bulkUpdateLeads, logMessageSent, updatePipeline } from "#app/modules/leads/pipeline.server.ts";
import { restoreLead, trashLead } from "#app/modules/leads/trash.server.ts";
import { truncateAll } from "../support/db.ts";
import { aContactMessage, aDemoRequest, aJobApplication, aTrialRequest, aUser } from "../support/factories.ts";

type Count = { level: number; block: number; owner: string | null; bucket: number | null; leads: number };

const customerLeads = sql`(
  select created_at, owner_id, first_contact_at from contact_messages
  union all select created_at, owner_id, first_contact_at from demo_requests
  union all select created_at, owner_id, first_contact_at from trial_class_requests) as lead`;

/** The stored counts (shards added up), and the same counted from the leads themselves, in one order. */
async function storedAndCounted(): Promise<[Count[], Count[]]> {
  const stored = (
    await db().execute<Count>(sql`
    select level, block, owner_id as owner, wait_bucket as bucket, sum(leads)::int as leads from lead_contact_waits
    group by 1, 2, 3, 4 having sum(leads) <> 0
    order by 1, 2, 3 nulls first, 4 nulls first`)
  ).rows;
  const counted = (
    await db().execute<Count>(sql`
    select level, floor(((lead.created_at at time zone 'Asia/Kolkata')::date - date '2000-01-03') / 7.0)::int >> level
        as block,
      lead.owner_id as owner, lead_wait_bucket(lead.created_at, lead.first_contact_at) as bucket,
      count(*)::int as leads
    from ${customerLeads} cross join generate_series(0, 5) as level
    group by 1, 2, 3, 4
    order by 1, 2, 3 nulls first, 4 nulls first`)
  ).rows;
  return [[...stored], [...counted]];
}

async function expectInStep() {
  const [stored, counted] = await storedAndCounted();
  expect(stored).toEqual(counted);
  return stored;
}

describe("the waits for first contact", () => {
  beforeEach(truncateAll);

  it("stay equal to counting the leads through inserts, contacts, owners, the trash and deletes", async () => {
    const priya = await aUser({ fullName: "Priya Shah", role: "staff" });
    const ravi = await aUser({ fullName: "Ravi Kumar", role: "staff" });
    const actor = { id: priya.id, name: "Priya Shah" };
    const received = new Date(Date.now() - 5 * 3600_000);
    const trial = await aTrialRequest({ createdAt: received });
    const demo = await aDemoRequest({ createdAt: received, ownerId: ravi.id });
    const message = await aContactMessage({ createdAt: new Date("2026-11-22T18:45:00Z") }); // Monday in India
    await aJobApplication({ ownerId: ravi.id }); // not a customer: not counted
    // A bulk insert over three weeks, some contacted already (an import), half of them Ravi's.
    await db().execute(sql`
      insert into contact_messages (name, email, subject, message, owner_id, created_at, first_contact_at)
      select 'Parent ' || i, 'p' || i || '@example.com', 'Fees', 'How much?',
        case when i % 2 = 0 then ${ravi.id}::uuid end,
        timestamptz '2026-11-01 04:00:00+00' + make_interval(hours => i * 2),
        case when i % 3 <> 0 then timestamptz '2026-11-01 04:00:00+00' + make_interval(hours => i * 2, mins => i * 7) end
      from generate_series(1, 250) as i`);
    const stored = await expectInStep();
    expect(stored.filter((row) => row.level === 0).reduce((sum, row) => sum + row.leads, 0)).toBe(253);

    // First contact: a WhatsApp message, a move on from New; a later one moves nothing.
    await logMessageSent("trials", trial.id, { channel: "whatsapp", template: "Trial class confirmed" }, actor);
    await updatePipeline("demos", demo.id, { status: "contacted", ownerId: ravi.id, followUpOn: null }, actor);
    await updatePipeline("trials", trial.id, { status: "contacted", ownerId: null, followUpOn: null }, actor);
    await expectInStep();
    const [row] = (await firstContactByOwner("2026-01-01", "2999-12-31")).filter((one) => one.owner === "Ravi Kumar");
    expect(row?.leads).toBe(126);

    // Owners: one lead given to Priya, then several to Ravi at once, and a bulk update by SQL.
    await updatePipeline("trials", trial.id, { status: "contacted", ownerId: priya.id, followUpOn: null }, actor);
    await bulkUpdateLeads(
      [
        { kind: "messages", id: message.id },
        { kind: "trials", id: trial.id },
      ],
      { ownerId: ravi.id },
      actor,
    );
    await db().execute(sql`update contact_messages set owner_id = ${priya.id}::uuid where id % 5 = 0`);
    await expectInStep();

    // Into the trash and back (the restore puts back its first contact too), and into it again.
    await trashLead("trials", trial.id, actor);
    await expectInStep();
    await restoreLead("trials", trial.id);
    expect(await expectInStep()).toContainEqual(expect.objectContaining({ level: 5, owner: ravi.id }));
    await trashLead("demos", demo.id, actor);
    // Moved to another week, and deleted; a user removed leaves their leads to nobody.
    await db().execute(sql`update contact_messages set created_at = created_at - interval '9 days' where id % 4 = 0`);
    await db().execute(sql`delete from contact_messages where id % 7 = 0`);
    await db().execute(sql`delete from users where id = ${priya.id}::uuid`);
    await expectInStep();
  });

  it("give the median the exact percentile gives, as the dashboard says it, on varied waits and periods", async () => {
    const owners = await Promise.all(
      ["Asha Kulkarni", "Vinod Rao", "Meena Iyer"].map((fullName) => aUser({ fullName, role: "staff" })),
    );
    // 3,000 leads over 20 weeks: waits from seconds to weeks, each owner's spread differently, a tenth waiting.
    await db().execute(sql`
      insert into trial_class_requests (parent_name, email, phone, child_name, child_age, course_name, preferred_slot,
        owner_id, created_at, first_contact_at)
      select 'Parent ' || i, 'p' || i || '@example.com', '+91 98200 00000', 'Child', 7, 'Abacus', 'Weekend',
        (${sql.raw(`array['${owners.map((owner) => owner.id).join("', '")}']::uuid[]`)})[1 + i % 3],
        timestamptz '2026-05-04 03:00:00+00' + make_interval(mins => i * 67),
        case when i % 10 <> 0 then timestamptz '2026-05-04 03:00:00+00' + make_interval(mins => i * 67)
          + make_interval(secs => exp(ln(30) + ((i * 7919) % 1000) / 1000.0 * ln(3 * 7 * 86400.0 / (1 + i % 3)))) end
      from generate_series(1, 3000) as i`);
    await db().execute(sql`
      insert into demo_requests (contact_person, email, phone, school_name, location, course_name, preferred_date,
        owner_id, created_at, first_contact_at)
      select 'Head ' || i, 'h' || i || '@example.com', '+91 98200 00000', 'School', 'Pune', 'Coding', date '2026-12-01',
        ${owners[0]?.id ?? null}::uuid, timestamptz '2026-05-04 03:00:00+00' + make_interval(hours => i * 9),
        timestamptz '2026-05-04 03:00:00+00' + make_interval(hours => i * 9, mins => 20 + (i * 37) % 2000)
      from generate_series(1, 300) as i`);
    await expectInStep();

    const periods = [
      ["2026-05-04", "2026-09-20"], // whole weeks only
      ["2026-05-06", "2026-07-15"], // days at both ends
      ["2026-06-01", "2026-06-03"], // days only
      ["2026-04-01", "2026-12-31"],
    ] as const;
    for (const [from, to] of periods) {
      const shown = await firstContactByOwner(from, to);
      const exact = (
        await db().execute<{ owner: string; leads: number; waits: number[] | null }>(sql`
        select owner.full_name as owner, count(*)::int as leads,
          array_agg(extract(epoch from lead.first_contact_at - lead.created_at)::float8 / 3600
            order by lead.first_contact_at - lead.created_at) filter (where lead.first_contact_at is not null) as waits
        from ${customerLeads} join users owner on owner.id = lead.owner_id
        where lead.created_at >= (${from}::date::timestamp at time zone 'Asia/Kolkata')
          and lead.created_at < ((${to}::date + 1)::timestamp at time zone 'Asia/Kolkata')
        group by 1`)
      ).rows;
      expect(shown.map((row) => row.owner).toSorted()).toEqual(exact.map((row) => row.owner).toSorted());
      for (const { owner, leads, waits } of exact) {
        const row = shown.find((one) => one.owner === owner);
        const sorted = waits ?? [];
        expect(row, `${owner}, ${from} to ${to}`).toMatchObject({ leads, contacted: sorted.length });
        const low = sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
        const high = sorted[Math.ceil((sorted.length - 1) / 2)] ?? 0;
        const median = (low + high) / 2;
        const [buckets] = (
          await db().execute<{ low: number; high: number }>(sql`
          select lead_wait_bucket(now(), now() + make_interval(secs => ${low * 3600})) as low,
            lead_wait_bucket(now(), now() + make_interval(secs => ${high * 3600})) as high`)
        ).rows;
        const lowBucket = buckets?.low ?? 0;
        const highBucket = buckets?.high ?? 0;
        if (lowBucket === highBucket) {
          expect(spokenDuration(row?.medianHours ?? 0), `${owner}, ${from} to ${to}`).toBe(spokenDuration(median));
        } else {
          const width = (bucket: number) => (bucket < 1000 ? 1 / 60 : bucket < 10_000 ? 0.1 : 2.4);
          expect(Math.abs((row?.medianHours ?? 0) - median)).toBeLessThanOrEqual(
            (width(lowBucket) + width(highBucket)) / 4 + 1e-9,
          );
        }
      }
    }
  });
});
