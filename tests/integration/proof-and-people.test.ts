import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leaders, programs, testimonials } from "#db/schema.ts";
import { seedBrainyFacts } from "#db/seed/brainy-facts.ts";
import { seedBlogPosts, seedLeaders, seedTestimonials } from "#db/seed/content.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { loader as aboutLoader } from "#app/routes/about-us.tsx";
import { routeContext } from "../support/route-context.ts";
import { action as leadersAction, loader as leadersAdminLoader } from "#app/routes/admin/manage-leaders.tsx";
import {
  action as testimonialsAction,
  loader as testimonialsAdminLoader,
} from "#app/routes/admin/manage-testimonials.tsx";
import { loader as homeLoader } from "#app/routes/home.tsx";
import { loader as programLoader } from "#app/routes/program.tsx";
import { loader as mediaLoader } from "#app/routes/resources/media.ts";
import { db } from "#app/server/db.server.ts";
import { currentContentVersion } from "#app/server/html-cache.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { loadAsAdmin, postAs, postAsAdmin } from "../support/admin-requests.ts";
import { databaseBefore } from "../support/database-before.ts";

/** The About Us page's loader arguments, for its English page. */
const aboutPage = () =>
  ({ request: new Request("http://localhost:3000/about-us"), context: routeContext(), params: {} }) as never;

const leadersPage = "/admin/manage-leaders";
const testimonialsPage = "/admin/manage-testimonials";
let png: Uint8Array;

async function photos() {
  const listed = await storage().client.send(
    new ListObjectsV2Command({ Bucket: storage().bucket, Prefix: "leaders/" }),
  );
  return (listed.Contents ?? []).map((object) => object.Key ?? "");
}

function saveLeader(fields: Record<string, string>, photo?: Uint8Array) {
  const body = new FormData();
  body.set("intent", fields.id ? "update" : "create");
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (photo) body.set("photo", new File([Buffer.from(photo)], "me.png", { type: "image/png" }));
  return postAsAdmin(leadersAction, leadersPage, body);
}

const program = (id: string) =>
  programLoader({ params: { id }, request: new Request(`http://localhost:3000/programs/${id}`) } as never);

async function addCourse(id: string, title: string) {
  await db()
    .insert(programs)
    .values({
      id,
      icon: "Calculator",
      title,
      shortDescription: `${title} for children.`,
      description: "A course.",
      fullDescription: "A course.",
      color: "from-amber-400 to-orange-500",
    });
}

describe("leaders in the back office and on About Us", () => {
  beforeAll(async () => {
    await storage().ensureBucket();
    png = new Uint8Array(
      await sharp({ create: { width: 500, height: 300, channels: 3, background: "#0ea5e9" } })
        .png()
        .toBuffer(),
    );
  });
  beforeEach(async () => {
    await truncateAll();
    for (const key of await photos()) await storage().delete(key);
  });

  it("adds, edits and deletes a leader with a photo, and refuses a visitor", async () => {
    await expect(
      postAs(null, leadersAction, leadersPage, { intent: "create", role: "Head", sortOrder: "1" }),
    ).rejects.toMatchObject({ init: { status: 403 } });

    const fields = { name: "Meera Kulkarni", role: "Head of Abacus Training", bio: "Leads Abacus.", sortOrder: "1" };
    const before = await currentContentVersion();
    expect(((await saveLeader({ ...fields, isPublished: "on" }, png)) as Response).status).toBe(302);
    expect(await currentContentVersion()).toBeGreaterThan(before);
    const [row] = await db().select().from(leaders);
    expect(row).toMatchObject({ ...fields, sortOrder: 1, isPublished: true, version: 1 });
    expect(row?.photoKey).toMatch(/^leaders\/[0-9a-f-]{36}\.webp$/);
    const stored = await storage().get(row?.photoKey ?? "");
    const bytes = Buffer.from((await stored.Body?.transformToByteArray()) ?? []);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
    // Served to every visitor, as About Us shows it.
    const key = row?.photoKey ?? "";
    const served = (await mediaLoader({
      request: new Request(`http://localhost/media/${key}`),
      params: { "*": key },
    } as never)) as Response;
    expect(served.status).toBe(200);
    expect((await aboutLoader(aboutPage())).leaders).toEqual([
      {
        id: row?.id,
        name: "Meera Kulkarni",
        role: "Head of Abacus Training",
        bio: "Leads Abacus.",
        photoKey: row?.photoKey,
      },
    ]);

    await saveLeader({ ...fields, id: String(row?.id), version: "1", bio: "Trains our Abacus instructors." }, png);
    const [edited] = await db().select().from(leaders);
    expect(edited).toMatchObject({ bio: "Trains our Abacus instructors.", isPublished: false, version: 2 });
    expect(await photos()).toEqual([edited?.photoKey]);
    // Unpublished now (the box was not ticked): About Us leaves the whole section out.
    expect((await aboutLoader(aboutPage())).leaders).toEqual([]);

    const stale = (await saveLeader({ ...fields, id: String(row?.id), version: "1" }, png)) as {
      init?: { status?: number };
    };
    expect(stale.init?.status).toBe(409);
    expect(await photos()).toEqual([edited?.photoKey]);

    await postAsAdmin(leadersAction, leadersPage, { intent: "delete", id: String(row?.id) });
    expect(await db().$count(leaders)).toBe(0);
    expect(await photos()).toEqual([]);
  });

  it("shows only published leaders with a name, in staff's order", async () => {
    await saveLeader({ name: "", role: "Head of Teacher Training", sortOrder: "1", isPublished: "on" });
    await saveLeader({ name: "Priya Nair", role: "Curriculum Head", sortOrder: "3", isPublished: "on" });
    await saveLeader({ name: "Karan Malhotra", role: "Coding Program Lead", sortOrder: "2", isPublished: "on" });
    await saveLeader({ name: "Hidden Person", role: "Head of Secrets", sortOrder: "4" });
    expect((await aboutLoader(aboutPage())).leaders.map((leader) => leader.name)).toEqual([
      "Karan Malhotra",
      "Priya Nair",
    ]);
    const listed = (await loadAsAdmin(leadersAdminLoader, leadersPage)).leaders;
    expect(listed.map((leader) => leader.role)).toEqual([
      "Head of Teacher Training",
      "Coding Program Lead",
      "Curriculum Head",
      "Head of Secrets",
    ]);
  });

  it("answers a missing role and a bad place with field errors, keeping what was typed", async () => {
    const refused = (await saveLeader({ name: "Asha Rao", role: "", bio: "Typed bio", sortOrder: "abc" })) as {
      init?: { status?: number };
      data?: { result?: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } };
    };
    expect(refused.init?.status).toBe(400);
    expect(Object.keys(refused.data?.result?.error ?? {}).sort()).toEqual(["role", "sortOrder"]);
    expect(refused.data?.result?.initialValue?.bio).toBe("Typed bio");
    expect(await db().$count(leaders)).toBe(0);
  });

  it("seeds the people the blog's bylines name, with the same roles", async () => {
    await seedIfEmpty(db(), storage());
    const shown = (await aboutLoader(aboutPage())).leaders;
    expect(shown.map(({ name, role }) => ({ name, role }))).toEqual(
      seedLeaders.map(({ name, role }) => ({ name, role })),
    );
    for (const post of seedBlogPosts) {
      expect(shown.map((leader) => `${leader.name}, ${leader.role}`)).toContain(post.author);
    }
  });
});

describe("testimonials by course", () => {
  beforeEach(async () => {
    await truncateAll();
    await addCourse("abacus", "Abacus");
    await addCourse("coding", "Coding");
  });

  function saveTestimonial(fields: Record<string, string>) {
    return postAsAdmin(testimonialsAction, testimonialsPage, {
      intent: fields.id ? "update" : "create",
      rating: "5",
      ...fields,
    });
  }

  it("shows a testimonial on the page of the course staff chose, and every one on the home page", async () => {
    await saveTestimonial({ name: "Rajesh", role: "Parent", quote: "Abacus helped.", programId: "abacus" });
    await saveTestimonial({ name: "Anil", role: "Principal", quote: "Great partner." });
    const courses = (await loadAsAdmin(testimonialsAdminLoader, testimonialsPage)).courses;
    expect(courses).toEqual([
      { value: "abacus", label: "Abacus" },
      { value: "coding", label: "Coding" },
    ]);

    expect((await program("abacus")).testimonials.map((item) => item.name)).toEqual(["Rajesh"]);
    expect((await program("coding")).testimonials).toEqual([]);
    expect(
      (await homeLoader({ request: new Request("http://localhost:3000/") } as never)).testimonials.map(
        (item) => item.name,
      ),
    ).toEqual(["Rajesh", "Anil"]);

    // Moved to another course by an edit, then to none.
    const [row] = await db().select().from(testimonials).where(eq(testimonials.name, "Rajesh"));
    const id = String(row?.id);
    await saveTestimonial({
      id,
      version: "1",
      name: "Rajesh",
      role: "Parent",
      quote: "Coding too.",
      programId: "coding",
    });
    expect((await program("abacus")).testimonials).toEqual([]);
    expect((await program("coding")).testimonials.map((item) => item.quote)).toEqual(["Coding too."]);
    await saveTestimonial({ id, version: "2", name: "Rajesh", role: "Parent", quote: "Coding too.", programId: "" });
    expect((await program("coding")).testimonials).toEqual([]);
    expect(
      (
        await db()
          .select()
          .from(testimonials)
          .where(eq(testimonials.id, row?.id ?? 0))
      )[0]?.programId,
    ).toBeNull();
  });

  it("keeps a testimonial when its course goes, or names a course that no longer exists", async () => {
    await saveTestimonial({ name: "Pooja", role: "Parent", quote: "Loved it.", programId: "coding" });
    await db().delete(programs).where(eq(programs.id, "coding"));
    const [kept] = await db().select().from(testimonials);
    expect(kept).toMatchObject({ name: "Pooja", programId: null });

    const saved = (await saveTestimonial({
      name: "Late",
      role: "Parent",
      quote: "Q",
      programId: "coding",
    })) as Response;
    expect(saved.status).toBe(302);
    expect(await db().$count(testimonials, eq(testimonials.name, "Late"))).toBe(1);
  });

  it("gives the built-in testimonials their courses on a new install", async () => {
    await truncateAll();
    await seedIfEmpty(db(), storage());
    const rows = await db().select({ name: testimonials.name, programId: testimonials.programId }).from(testimonials);
    expect(rows).toEqual(seedTestimonials.map(({ name, programId }) => ({ name, programId: programId ?? null })));
    expect((await program("abacus")).testimonials.map((item) => item.name)).toEqual(["Rajesh Iyer"]);
  });
});

describe("the migration that added leaders and testimonials' courses", () => {
  it("fills a database already in use, leaving what staff changed", async () => {
    const { client, migrateRest, drop } = await databaseBefore("0032_");
    try {
      await client`insert into site_content (key, value) values ('seeded_at', '2026-01-01T00:00:00Z')`;
      for (const id of ["abacus", "communicative-english", "coding"]) {
        await client`insert into programs (id, icon, title, short_description, description, full_description, color)
          values (${id}, 'Star', ${id}, 's', 'd', 'f', 'c')`;
      }
      for (const testimonial of seedTestimonials) {
        // Staff rewrote one built-in quote: it keeps no course, as nobody can tell what it speaks of now.
        const quote = testimonial.name === "Pooja Mehta" ? "Our son loves the classes." : testimonial.quote;
        await client`insert into testimonials (name, role, quote, rating)
          values (${testimonial.name}, ${testimonial.role}, ${quote}, ${testimonial.rating})`;
      }
      const leadership = seedBrainyFacts.find((fact) => fact.title === "Who leads SkillSprouts");
      // The built-in card as installs before this migration have it.
      const [oldBody, oldBodyHi] = [
        "A small team of educators leads SkillSprouts: our Founder & Director, Head of Curriculum, Head of Teacher Training and Head of School Partnerships. Their names and full biographies are coming soon on our About page.",
        "शिक्षकों की एक छोटी टीम स्किलस्प्राउट्स (SkillSprouts) का नेतृत्व करती है: फ़ाउंडर और डायरेक्टर, हेड ऑफ़ करिकुलम, हेड ऑफ़ टीचर ट्रेनिंग और हेड ऑफ़ स्कूल पार्टनरशिप्स। उनके नाम और पूरा परिचय जल्द ही हमारे About पेज पर आएगा।",
      ];
      await client`insert into brainy_facts (title, body, body_hi, url, link_label)
        values ('Who leads SkillSprouts', ${oldBody ?? ""}, ${oldBodyHi ?? ""}, '/about-us', 'Read about us')`;

      await migrateRest();
      const courses = await client<
        { name: string; program_id: string | null }[]
      >`select name, program_id from testimonials order by id`;
      expect(courses).toEqual([
        { name: "Dr. Sunita Deshpande", program_id: null },
        { name: "Rajesh Iyer", program_id: "abacus" },
        { name: "Farzana Shaikh", program_id: "communicative-english" },
        { name: "Pooja Mehta", program_id: null },
        { name: "Anil Patil", program_id: null },
      ]);
      const people = await client<
        { name: string; role: string; bio: string; sort_order: number; is_published: boolean }[]
      >`select name, role, bio, sort_order, is_published from leaders order by sort_order`;
      expect(people).toEqual(
        seedLeaders.map((leader, index) => ({ ...leader, sort_order: index + 1, is_published: true })),
      );
      const [card] = await client<{ body: string; body_hi: string }[]>`select body, body_hi from brainy_facts`;
      expect(card).toEqual({ body: leadership?.body, body_hi: leadership?.bodyHi });
    } finally {
      await drop();
    }
  });
});
