import { and, count, desc, eq, sql } from "drizzle-orm";
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
  try {
    const [user] = await db().select({ email: users.email, role: users.role }).from(users).where(eq(users.id, userId));
    if (!user || (user.role !== "admin" && user.role !== "staff")) return;
    await db()
      .insert(adminAuditLog)
      .values({
        actorId: userId,
        actorEmail: user.email,
        page: pageOf(request),
        action: "sign-in",
        summary: `Signed in as ${user.role}`,
      });
  } catch (error) {
    logger.error({ err: error, userId }, "could not record a back-office sign-in in the audit log");
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
