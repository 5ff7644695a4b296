import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { adminAuditLog, users } from "#db/schema.ts";
import { staffContext } from "#app/modules/accounts/user-context.ts";
import { db } from "#app/server/db.server.ts";
import { logger } from "#app/server/logger.server.ts";
import { intentOf } from "#app/server/request-body.server.ts";

type AuditNote = { summary: string | null };

const auditNoteContext = createContext<AuditNote | null>(null);

/**
 * Back-office middleware, after the guard: every write (any method but GET and HEAD) that succeeds is recorded
 * with who made it, on which page, its intent and, where the tool said, what changed. A write that was refused or
 * failed (4xx, 5xx) changed nothing and is not recorded. A failure to record is logged and does not undo or hide
 * the write that already happened.
 */
export const auditAdminWrites: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  const note: AuditNote = { summary: null };
  context.set(auditNoteContext, note);
  const response = await next();
  if (response.status >= 400) return response;
  const staff = context.get(staffContext);
  const entry = {
    actorId: staff.id,
    actorEmail: staff.email,
    page: pageOf(request),
    action: intentOf(request) ?? "save",
    summary: note.summary,
  };
  try {
    await db().insert(adminAuditLog).values(entry);
  } catch (error) {
    logger.error({ err: error, entry }, "could not record a back-office write in the audit log");
  }
  return response;
};

/**
 * Records a read that hands personal data out of the back office (an export of leads), which the middleware,
 * recording writes only, does not see. Like a write's record, a failure to record is logged, not shown.
 */
export async function recordAdminRead(
  context: Readonly<RouterContextProvider>,
  request: Request,
  action: string,
  summary: string,
): Promise<void> {
  const staff = context.get(staffContext);
  const entry = {
    actorId: staff.id,
    actorEmail: staff.email,
    page: pageOf(request),
    action,
    summary: summary.slice(0, 500),
  };
  try {
    await db().insert(adminAuditLog).values(entry);
  } catch (error) {
    logger.error({ err: error, entry }, "could not record a back-office export in the audit log");
  }
}

/**
 * Records a sign-in to an account that opens the back office (staff or admin), whichever way it came in: a
 * password, a mailed link, an accepted invitation, or the second step. Visitors' sign-ins are not the back
 * office's business and are not recorded.
 */
export async function recordStaffSignIn(request: Request, userId: string): Promise<void> {
  const [user] = await staffAccounts(eq(users.id, userId)).catch(() => []);
  if (user)
    await record({
      actorId: userId,
      actorEmail: user.email,
      page: pageOf(request),
      action: "sign-in",
      summary: `Signed in as ${user.role}`,
    });
}

/**
 * Records a sign-in to a back-office account that failed (a wrong password or code, or refused for too many
 * tries), with the address it came from, so an admin sees someone trying an office account. Attempts on addresses
 * with no back-office account are not recorded: the log would be theirs to fill.
 */
export async function recordFailedStaffSignIn(
  request: Request,
  who: { email: string } | { userId: string },
  why: string,
  clientIp: string,
): Promise<void> {
  const which = "email" in who ? eq(users.email, who.email.trim().toLowerCase()) : eq(users.id, who.userId);
  const [user] = await staffAccounts(which).catch(() => []);
  if (!user) return;
  await record({
    actorId: user.id,
    actorEmail: user.email,
    page: pageOf(request),
    action: "sign-in-failed",
    summary: `${why} (from ${clientIp})`,
  });
}

/** Records that a member of staff was refused an admin-only page or download (an export of the newsletter list). */
export async function recordRefusal(request: Request, staff: { id: string; email: string }): Promise<void> {
  await record({
    actorId: staff.id,
    actorEmail: staff.email,
    page: pageOf(request),
    action: "refused",
    summary: `Refused: ${request.method} ${pageOf(request)} is for admins only`,
  });
}

function staffAccounts(which: SQL) {
  return db()
    .select({ id: users.id, email: users.email, role: users.role })
    .from(users)
    .where(and(which, inArray(users.role, ["admin", "staff"])));
}

/** Adds an entry; a failure to record is logged and does not change the answer the request gets. */
async function record(entry: typeof adminAuditLog.$inferInsert): Promise<void> {
  try {
    await db().insert(adminAuditLog).values(entry);
  } catch (error) {
    logger.error({ err: error, entry }, "could not record an entry in the audit log");
  }
}

/** Says in words what this write changed, for the audit log (the last call wins). Only for back-office actions. */
export function describeAdminWrite(context: Readonly<RouterContextProvider>, summary: string): void {
  const note = context.get(auditNoteContext);
  if (note) note.summary = summary.slice(0, 500);
}

/** The page a write was made on, without the `.data` suffix of a request sent by the router in the browser. */
function pageOf(request: Request): string {
  return new URL(request.url).pathname.replace(/\.data$/, "").slice(0, 200);
}

export const AUDIT_PAGE_SIZE = 50;

/** Which entries to show: one person's (by the address they acted from) and a period of India days. */
export type AuditFilters = { who?: string; from?: string; to?: string };

/** The newest entries first, a page at a time, of one person and period when asked. */
export async function listAuditLog(page: number, filters: AuditFilters = {}) {
  const conditions = [
    filters.who ? eq(adminAuditLog.actorEmail, filters.who) : undefined,
    // Days are India days: the office's "26 November" begins at midnight in Mumbai.
    filters.from
      ? sql`${adminAuditLog.at} >= (${filters.from}::date)::timestamp at time zone 'Asia/Kolkata'`
      : undefined,
    filters.to
      ? sql`${adminAuditLog.at} < (${filters.to}::date + 1)::timestamp at time zone 'Asia/Kolkata'`
      : undefined,
  ];
  const where = and(...conditions);
  const [rows, [totals], actors] = await Promise.all([
    db()
      .select()
      .from(adminAuditLog)
      .where(where)
      .orderBy(desc(adminAuditLog.at), desc(adminAuditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((page - 1) * AUDIT_PAGE_SIZE),
    db().select({ total: count() }).from(adminAuditLog).where(where),
    db().selectDistinct({ email: adminAuditLog.actorEmail }).from(adminAuditLog).orderBy(adminAuditLog.actorEmail),
  ]);
  const total = totals?.total ?? 0;
  return {
    rows,
    total,
    actors: actors.map((actor) => actor.email),
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
  };
}
