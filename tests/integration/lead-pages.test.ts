/**
 * The inbox's pages: walking on and back by the pager's links (which carry the lead a page starts from) gives
 * exactly the pages a page number gives, ties of the same moment across kinds included, and the counts of a view
 * (from the daily totals or the indexes) match its rows.
 */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "#app/server/db.server.ts";
import { parseLeadFilters } from "#app/modules/leads/pipeline.ts";
import { listLeads } from "#app/modules/leads/pipeline.server.ts";
import { truncateAll } from "../support/db.ts";
import { aUser } from "../support/factories.ts";

const PAGE = 7;

const view = (query: string) => parseLeadFilters(new URLSearchParams(query));
const keys = (rows: { kind: string; id: number }[]) => rows.map((row) => `${row.kind}-${row.id}`);

describe("the inbox's pages", () => {
  beforeEach(truncateAll);

  it("are the same walked by their links as read by number, on and back, with ties across kinds", async () => {
    // Three leads of each of two kinds at every moment: ties the order breaks by kind, then id.
    await db().execute(sql`
      insert into contact_messages (name, email, subject, message, created_at, status)
      select 'Parent ' || i, 'p' || i || '@example.com', 'Fees', 'How much?',
        timestamptz '2026-11-01 04:00:00+00' + make_interval(mins => i / 3), (array['new', 'closed'])[1 + i % 2]
      from generate_series(1, 30) as i`);
    await db().execute(sql`
      insert into trial_class_requests (child_name, child_age, course_name, preferred_slot, parent_name, phone, email,
        created_at, status)
      select 'Child ' || i, 7, 'Abacus', 'Saturday', 'Parent ' || i, '98200 1' || lpad(i::text, 4, '0'),
        't' || i || '@example.com', timestamptz '2026-11-01 04:00:00+00' + make_interval(mins => i / 3), 'new'
      from generate_series(1, 30) as i`);

    for (const query of ["status=all", "", "list=messages&status=all"]) {
      const first = await listLeads(view(query), PAGE);
      const pages = Math.ceil(first.total / PAGE);
      const byNumber: string[][] = [];
      for (let page = 1; page <= pages; page++)
        byNumber.push(keys((await listLeads(view(`${query}&page=${page}`), PAGE)).rows));
      expect(byNumber.flat()).toHaveLength(first.total);
      expect(new Set(byNumber.flat()).size).toBe(first.total);

      // On to the last page by the "Next" links, then back to the first by the "Previous" ones.
      let shown = first;
      const walked = [keys(first.rows)];
      for (let page = 2; page <= pages; page++) {
        shown = await listLeads(view(`${query}&page=${page}&after=${shown.cursors.after}`), PAGE);
        walked.push(keys(shown.rows));
      }
      expect(walked).toEqual(byNumber);
      const back = [keys(shown.rows)];
      for (let page = pages - 1; page >= 2; page--) {
        shown = await listLeads(view(`${query}&page=${page}&before=${shown.cursors.before}`), PAGE);
        back.unshift(keys(shown.rows));
      }
      expect(back).toEqual(byNumber.slice(1));
    }
  });

  it("goes back to the top when newer leads make the page before it short", async () => {
    const staff = await aUser();
    await db().execute(sql`
      insert into contact_messages (name, email, subject, message, created_at, owner_id)
      select 'Parent ' || i, 'p' || i || '@example.com', 'Fees', 'How much?',
        timestamptz '2026-11-01 04:00:00+00' + make_interval(mins => i), ${staff.id}
      from generate_series(1, 10) as i`);
    const first = await listLeads(view(""), PAGE);
    const second = await listLeads(view(`page=2&after=${first.cursors.after}`), PAGE);
    expect(second.rows).toHaveLength(3);
    // Page 2's "Previous" link: only its 7 newer leads are before it, so page 1 as it now stands is shown.
    await db().execute(sql`delete from contact_messages where name = 'Parent 10'`);
    const back = await listLeads(view(`page=1&before=${second.cursors.before}`), PAGE);
    expect(back.page).toBe(1);
    expect(keys(back.rows)).toEqual(keys((await listLeads(view(""), PAGE)).rows));
    // The counts of a view by owner (the index) and by status alone (the daily totals) agree with their rows.
    expect((await listLeads(view(`owner=${staff.id}`), 100)).total).toBe(9);
    expect((await listLeads(view("status=new"), 100)).total).toBe(9);
  });
});
