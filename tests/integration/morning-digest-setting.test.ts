import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { users } from "#db/schema.ts";
import { action, loader } from "#app/routes/admin/account.tsx";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";
import { formRequest, routeContext, throughAdminGuard } from "../support/route-context.ts";

describe("the morning digest setting in Your account", () => {
  beforeEach(truncateAll);

  it("is on by default and each member of staff turns their own off and on, with JavaScript or without", async () => {
    const [row] = await db()
      .insert(users)
      .values({ email: "asha@skillsprouts.in", fullName: "Asha", passwordHash: "x", role: "staff" })
      .returning();
    const staff = {
      id: row?.id ?? "",
      email: "asha@skillsprouts.in",
      fullName: "Asha",
      role: "staff" as const,
      sessionId: "s",
    };
    const load = () =>
      throughAdminGuard(loader, {
        request: new Request("http://localhost:3000/admin/account"),
        context: routeContext({ user: staff }),
        params: {},
      } as never);
    const post = (fields: Record<string, string>) =>
      throughAdminGuard(action, {
        request: formRequest("/admin/account", fields),
        context: routeContext({ user: staff }),
        params: {},
      } as never);

    expect((await load()).morningDigest).toBe(true);
    // An unticked box sends nothing: off.
    expect(((await post({ intent: "morning-digest" })) as Response).status).toBe(302);
    expect((await load()).morningDigest).toBe(false);
    await post({ intent: "morning-digest", on: "on" });
    const [saved] = await db().select().from(users).where(eq(users.id, staff.id));
    expect(saved?.morningDigest).toBe(true);
  });
});
