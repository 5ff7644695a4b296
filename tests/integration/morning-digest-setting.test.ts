import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { users } from "#db/schema.ts";
import { action, loader } from "#app/routes/admin/account.tsx";
import { db } from "#app/server/db.server.ts";
import { truncateAll } from "../support/db.ts";
import { loadAs, postAs } from "../support/admin-requests.ts";
import { aUser } from "../support/factories.ts";

describe("the morning digest setting in Your account", () => {
  beforeEach(truncateAll);

  it("is on by default and each member of staff turns their own off and on, with JavaScript or without", async () => {
    const staff = await aUser({ email: "asha@skillsprouts.in", fullName: "Asha", role: "staff" });

    const page = "/admin/account";

    expect((await loadAs(staff, loader, page)).morningDigest).toBe(true);
    // An unticked box sends nothing: off.
    const off = (await postAs(staff, action, page, { intent: "morning-digest" })) as Response;
    expect(off.status).toBe(302);
    expect((await loadAs(staff, loader, page)).morningDigest).toBe(false);
    await postAs(staff, action, page, { intent: "morning-digest", on: "on" });
    const [saved] = await db().select().from(users).where(eq(users.id, staff.id));
    expect(saved?.morningDigest).toBe(true);
  });
});
