import { createHash, randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { connect, type Sql } from "../../scripts/pg-sql.ts";
import { createCookie } from "react-router";

export const E2E_ADMIN_EMAIL = "admin@example.com";
export const E2E_ADMIN_PASSWORD = "e2e-admin-password";

export type { Sql };

/** The e2e server's own database: its embedded PostgreSQL writes the port it listens on into postmaster.pid. */
export async function connectToE2eDatabase(): Promise<Sql> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (playwright.config.ts sets it)");
  const pid = await readFile(path.join(dataDir, "postgres", "postmaster.pid"), "utf8");
  const port = pid.split("\n")[3]?.trim();
  return connect(`postgres://postgres:postgres@127.0.0.1:${port}/app`);
}

/**
 * Signs a browser in as the e2e admin the way the app does (a session row, its id in the signed cookie), without
 * going through the sign-in page. Returns the session's id and the cookie to set.
 */
export async function startAdminSession(sql: Sql): Promise<{ sessionId: string; cookieValue: string }> {
  const token = randomBytes(32).toString("base64url");
  // The row is keyed by the token's SHA-256, as the app keys it; the cookie carries the token.
  const sessionId = createHash("sha256").update(token).digest("hex");
  const [admin] = await sql<{ id: string }[]>`select id from users where email = ${E2E_ADMIN_EMAIL}`;
  if (!admin) throw new Error(`no e2e admin ${E2E_ADMIN_EMAIL}`);
  await sql`insert into sessions (id, user_id, expires_at) values (${sessionId}, ${admin.id}, now() + interval '1 day')`;
  const secret = (await readFile(path.join(process.env.E2E_DATA_DIR ?? "", "session-secret"), "utf8")).trim();
  const header = await createCookie("__session", { secrets: [secret], path: "/" }).serialize(token);
  const cookieValue = header.slice(header.indexOf("=") + 1, header.indexOf(";"));
  return { sessionId, cookieValue };
}
