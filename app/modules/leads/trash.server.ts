import { asc, count, desc, getTableColumns, getTableName, lt, sql, type SQL } from "drizzle-orm";
import { leadTrash } from "#db/schema.ts";
import { db, type Executor } from "#app/server/db.server.ts";
import { storage } from "#app/server/storage.server.ts";
import type { LeadActor } from "./lead-events.server.ts";
import { leadTables } from "./pipeline.server.ts";
import { TRASH_DAYS, type LeadKind } from "./pipeline.ts";

export const TRASH_PAGE_SIZE = 25;

const tableOf = (kind: LeadKind) => sql.identifier(getTableName(leadTables[kind]));
/** The columns a row is written back with: all but those PostgreSQL writes itself (the search text). */
const writableColumns = (kind: LeadKind, alias = "") =>
  sql.raw(
    Object.values(getTableColumns(leadTables[kind]))
      .filter((column) => !column.generated)
      .map((column) => `${alias}"${column.name}"`)
      .join(", "),
  );
const trashEntry = (kind: LeadKind, id: number) => sql`${leadTrash.leadKind} = ${kind} and ${leadTrash.leadId} = ${id}`;

/**
 * A row's JSON with its references checked again: an owner, author or job opening deleted while the lead was in the
 * trash becomes null (as its foreign key would have made it), so the row goes back rather than failing.
 */
const stillThere = (json: string, column: string, table: string, type: "uuid" | "int") =>
  sql.raw(
    `jsonb_build_object('${column}', (select ref.id from ${table} as ref where ref.id = (${json}->>'${column}')::${type}))`,
  );

/**
 * Moves a lead to the trash: its row, notes and timeline leave their tables (the lead drops out of every view,
 * count and export, and its daily totals go down, by the tables' triggers) and are kept as they were in one trash
 * row. One statement, so no note written meanwhile is left behind. Returns the lead's name, or null if it is gone.
 */
export async function trashLead(kind: LeadKind, id: number, actor: LeadActor): Promise<string | null> {
  // The notes and events are read from the statement's snapshot: before the delete trigger removes them.
  const rows = (
    await db().execute<{ name: string }>(sql`
    with gone as (delete from ${tableOf(kind)} where id = ${id} returning *),
    moved as (select to_jsonb(gone) as lead from gone)
    insert into lead_trash (lead_kind, lead_id, name, lead, notes, events, deleted_by_id, deleted_by)
    select ${kind}, ${id},
      coalesce(lead->>'name', lead->>'parent_name', lead->>'contact_person', lead->>'email', ''),
      lead,
      (select coalesce(jsonb_agg(to_jsonb(note) order by note.id), '[]'::jsonb) from lead_notes as note
        where note.lead_kind = ${kind} and note.lead_id = ${id}),
      (select coalesce(jsonb_agg(to_jsonb(event) order by event.id), '[]'::jsonb) from lead_events as event
        where event.lead_kind = ${kind} and event.lead_id = ${id}),
      -- The account as it stands: one deleted meanwhile leaves the name alone, as its foreign key would.
      (select account.id from users as account where account.id = ${actor.id}), ${actor.name}
    from moved
    returning name`)
  ).rows;
  return rows[0]?.name ?? null;
}

/**
 * Puts a trashed lead back as it was: the same id, times, status, owner, notes and timeline (and so its place in
 * the lists and its daily totals). Returns its name, or null when it is no longer in the trash (restored or
 * deleted for good by someone else).
 */
export async function restoreLead(kind: LeadKind, id: number): Promise<string | null> {
  return db().transaction(async (tx) => {
    const [entry] = await tx.select({ name: leadTrash.name }).from(leadTrash).where(trashEntry(kind, id)).for("update");
    if (!entry) return null;
    const table = tableOf(kind);
    const lead = sql.join(
      [
        sql.raw("entry.lead"),
        stillThere("entry.lead", "owner_id", "users", "uuid"),
        ...(kind === "applications" ? [stillThere("entry.lead", "job_opening_id", "job_openings", "int")] : []),
      ],
      sql` || `,
    );
    const theEntry = sql`entry.lead_kind = ${kind} and entry.lead_id = ${id}`;
    await tx.execute(sql`
      insert into ${table} (${writableColumns(kind)})
      select ${writableColumns(kind, "restored.")}
      from lead_trash as entry, jsonb_populate_record(null::${table}, ${lead}) as restored where ${theEntry}`);
    await tx.execute(sql`
      insert into lead_notes
      select (jsonb_populate_record(null::lead_notes, note || ${stillThere("note", "author_id", "users", "uuid")})).*
      from lead_trash as entry, jsonb_array_elements(entry.notes) as note where ${theEntry}`);
    await tx.execute(sql`
      insert into lead_events
      select (jsonb_populate_record(null::lead_events, event || ${stillThere("event", "actor_id", "users", "uuid")})).*
      from lead_trash as entry, jsonb_array_elements(entry.events) as event where ${theEntry}`);
    await tx.delete(leadTrash).where(trashEntry(kind, id));
    return entry.name;
  });
}

/**
 * Deletes trashed leads for good, with a job application's CV. The object is removed inside the transaction that
 * deletes the row, so if storage fails the row stays for the next try and no CV is left without its row.
 */
async function deleteFromTrash(executor: Executor, where: SQL): Promise<string[]> {
  const gone = await executor
    .delete(leadTrash)
    .where(where)
    .returning({ name: leadTrash.name, cvKey: sql<string | null>`${leadTrash.lead}->>'cv_key'` });
  for (const { cvKey } of gone) if (cvKey) await storage().delete(cvKey);
  return gone.map(({ name }) => name);
}

/** An admin's "delete for good" (a person asked to be forgotten): returns the lead's name, or null if not there. */
export async function deleteTrashedLead(kind: LeadKind, id: number): Promise<string | null> {
  return db().transaction(async (tx) => {
    const [name] = await deleteFromTrash(tx, trashEntry(kind, id));
    return name ?? null;
  });
}

/** The nightly clean-up: what has been in the trash longer than `TRASH_DAYS`, a batch at a time. */
export async function emptyOldTrash({ batchSize = 100 }: { batchSize?: number } = {}): Promise<number> {
  let total = 0;
  for (;;) {
    const removed = await db().transaction(async (tx) => {
      const due = await tx
        .select({ id: leadTrash.id })
        .from(leadTrash)
        .where(lt(leadTrash.deletedAt, sql`now() - make_interval(days => ${TRASH_DAYS})`))
        .orderBy(asc(leadTrash.id))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (due.length === 0) return 0;
      const ids = sql.join(
        due.map(({ id }) => sql`${id}`),
        sql`, `,
      );
      return (await deleteFromTrash(tx, sql`${leadTrash.id} in (${ids})`)).length;
    });
    total += removed;
    if (removed < batchSize) return total;
  }
}

export type TrashedLead = {
  kind: LeadKind;
  id: number;
  name: string;
  receivedAt: string;
  deletedBy: string;
  deletedAt: Date;
  /** The day the nightly job deletes it for good. */
  goesOn: Date;
};

/** The trash, most recently deleted first, a page at a time. */
export async function listTrash(page: number): Promise<{ rows: TrashedLead[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db()
      .select({
        kind: leadTrash.leadKind,
        id: leadTrash.leadId,
        name: leadTrash.name,
        receivedAt: sql<string>`${leadTrash.lead}->>'created_at'`,
        deletedBy: leadTrash.deletedBy,
        deletedAt: leadTrash.deletedAt,
      })
      .from(leadTrash)
      .orderBy(desc(leadTrash.deletedAt), desc(leadTrash.id))
      .limit(TRASH_PAGE_SIZE)
      .offset((page - 1) * TRASH_PAGE_SIZE),
    db().select({ total: count() }).from(leadTrash),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      goesOn: new Date(row.deletedAt.getTime() + TRASH_DAYS * 24 * 60 * 60 * 1000),
    })),
    total: counted?.total ?? 0,
  };
}
