import { spawnSync } from "node:child_process";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { users } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";

const root = path.resolve(import.meta.dirname, "../..");

function adminCreate(args: string[], password?: string) {
  return spawnSync("node", ["scripts/admin-create.ts", ...args], {
    cwd: root,
    env: { ...process.env, ADMIN_PASSWORD: password },
    encoding: "utf8",
  });
}

describe("npm run admin:create", () => {
  beforeEach(truncateAll);

  it("creates an admin, then promotes an existing account without a duplicate", async () => {
    const created = adminCreate(["--email", "Ops@Example.com", "--name", "Ops Person"], "ops-secret-123");
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain("Admin Ops@Example.com created.");
    expect(created.stdout).not.toContain("ops-secret-123");

    const again = adminCreate(["--email", "ops@example.com"], "ops-secret-456");
    expect(again.status).toBe(0);
    const rows = await db().select().from(users).where(eq(users.email, "ops@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.role).toBe("admin");
    expect(rows[0]?.fullName).toBe("Ops Person");
  });

  it("explains its usage when the e-mail is missing", () => {
    const result = adminCreate([]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("Usage: npm run admin:create -- --email");
  });
});
