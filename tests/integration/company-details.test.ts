import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companyProfile } from "#db/schema.ts";
import { seedCompanyDetails } from "#db/seed/company.ts";
import { seedIfEmpty } from "#db/seed/index.ts";
import { keylessAnswer } from "#app/modules/brainy/answer.server.ts";
import { getCompanyDetails, getCompanyFigures } from "#app/modules/site/company.server.ts";
import { getShellData } from "#app/modules/site/shell.server.ts";
import { loader as aboutLoader } from "#app/routes/about-us.tsx";
import { action } from "#app/routes/admin/edit-content.tsx";
import { loader as officialBrochureLoader } from "#app/routes/brochure-print-official.tsx";
import { loader as studentBrochureLoader } from "#app/routes/brochure-print-student.tsx";
import { loader as careersLoader } from "#app/routes/careers.tsx";
import { loader as contactLoader } from "#app/routes/contact.tsx";
import { loader as forSchoolsLoader } from "#app/routes/for-schools.tsx";
import { loader as homeLoader } from "#app/routes/home.tsx";
import { loader as privacyLoader } from "#app/routes/privacy.tsx";
import { db } from "#app/server/db.server.ts";
import { currentContentVersion } from "#app/server/html-cache.server.ts";
import { storage } from "#app/server/storage.server.ts";
import { truncateAll } from "../support/db.ts";
import { postAsAdmin } from "../support/admin-requests.ts";
import { routeContext } from "../support/route-context.ts";
import { editContentForm } from "../support/site-content-form.ts";
import { databaseBefore } from "../support/database-before.ts";

type Refused = { init?: { status?: number }; data?: { result?: { error?: Record<string, string[]> } } };

async function save(changes: Record<string, string>) {
  return postAsAdmin(action, "/admin/edit-content", await editContentForm(changes));
}

const page = (url: string) => ({
  request: new Request(`http://localhost:3000${url}`),
  context: routeContext(),
  params: {},
});

describe("company details in Edit Site Content", () => {
  beforeAll(() => storage().ensureBucket());
  beforeEach(async () => {
    await truncateAll();
    await seedIfEmpty(db(), storage());
  });

  it("start as the details the site always had, and every page, brochure and Brainy follow an edit at once", async () => {
    expect(await getCompanyDetails()).toEqual(seedCompanyDetails);
    const before = await currentContentVersion();
    const saved = (await save({
      "company.phones.general": "+91 20 5555 0101",
      "company.phones.schools": "+91 20 5555 0202",
      "company.emails.general": "Namaste@SkillSprouts.example",
      "company.emails.partners": "schools@skillsprouts.example",
      "company.emails.careers": "jobs@skillsprouts.example",
      "company.address.street": "4th floor, Lotus Court",
      "company.address.locality": "Kothrud",
      "company.address.city": "Pune",
      "company.address.postalCode": "411038",
      "company.officeHours[0].days": "Monday – Saturday",
      "company.officeHours[0].hours": "8:30 AM – 5:30 PM",
      "company.officeHours[1].days": "",
      "company.officeHours[1].hours": "",
      "company.map.latitude": "18.5074",
      "company.map.longitude": "73.8077",
      "company.socials.twitter": "",
      "company.socials.youtube": "https://www.youtube.com/@skillsprouts-pune",
    })) as Response;
    expect(saved.status).toBe(302);
    expect(await currentContentVersion()).toBeGreaterThan(before);

    const details = await getCompanyDetails();
    expect(details).toMatchObject({
      phones: { general: "+91 20 5555 0101", schools: "+91 20 5555 0202" },
      emails: { general: "namaste@skillsprouts.example" },
      officeHours: [
        { days: "Monday – Saturday", hours: "8:30 AM – 5:30 PM" },
        { days: "Sunday", hours: "Closed" },
      ],
      map: { latitude: 18.5074, longitude: 73.8077 },
    });
    expect(details.socials.twitter).toBeUndefined();

    const address = "4th floor, Lotus Court, Kothrud, Pune, Maharashtra 411038, India";
    const footer = (await getShellData()).contact;
    expect(footer).toMatchObject({ address, email: "namaste@skillsprouts.example", phone: "+91 20 5555 0101" });
    expect(footer.socials.map((social) => social.name)).toEqual(["Facebook", "Instagram", "LinkedIn", "YouTube"]);
    expect((await contactLoader(page("/contact") as never)).details).toEqual(details);
    expect((await careersLoader(page("/careers") as never)).careersEmail).toBe("jobs@skillsprouts.example");
    const privacy = await privacyLoader();
    expect(privacy.officeAddress).toBe(address);
    expect(privacy.request.mailto).toBe("mailto:namaste@skillsprouts.example?subject=Privacy%20request");
    expect((await forSchoolsLoader()).details.phones.schools).toBe("+91 20 5555 0202");
    expect((await officialBrochureLoader()).details).toEqual(details);
    expect((await studentBrochureLoader()).details).toEqual(details);
    expect((await homeLoader(page("/") as never)).details.emails.general).toBe("namaste@skillsprouts.example");

    // Brainy's fact cards name the details in braces, so they follow the edit.
    expect((await keylessAnswer("What is your phone number?")).text).toContain("+91 20 5555 0101");
    expect((await keylessAnswer("Where is your office?")).text).toContain("Kothrud, Pune");
  });

  it("refuses details that are not a phone, an e-mail, a web address or a place on Earth, saving nothing", async () => {
    const refused = (await save({
      "company.phones.general": "call us",
      "company.emails.partners": "partners@",
      "company.address.city": " ",
      "company.officeHours[1].hours": "",
      "company.map.latitude": "91",
      "company.map.longitude": "-180.5",
      "company.socials.facebook": "http://www.facebook.com/skillsprouts",
      "company.socials.linkedin": "javascript:alert(1)",
    })) as Refused;
    expect(refused.init?.status).toBe(400);
    expect(refused.data?.result?.error).toMatchObject({
      "company.phones.general": ["Please enter a phone number of 7 to 20 digits, e.g. +91 98765 43210."],
      "company.emails.partners": ["Please enter a valid e-mail address."],
      "company.address.city": ["Please enter the city."],
      "company.officeHours[1].hours": ["Please enter both the days and the hours, or leave both empty."],
      "company.map.latitude": ["Please enter the latitude as a number from -90 to 90."],
      "company.map.longitude": ["Please enter the longitude as a number from -180 to 180."],
      "company.socials.facebook": ["Please enter the Facebook address as a full address starting with https://."],
      "company.socials.linkedin": ["Please enter the LinkedIn address as a full address starting with https://."],
    });
    expect(await getCompanyDetails()).toEqual(seedCompanyDetails);
  });

  it("shows the same figures everywhere: home, About, For Schools and both brochures", async () => {
    const form = await editContentForm();
    const index = [...form.keys()].find((name) => form.get(name) === "200+")?.match(/^stats\[(\d+)\]/)?.[1];
    expect((await save({ [`stats[${index}].value`]: "250+" })) as Response).toMatchObject({ status: 302 });
    expect((await getCompanyFigures()).schools).toBe("250+");
    const home = await homeLoader(page("/") as never);
    expect(home.hero.subtitle).toContain("trusted by 250+ partner schools for over 17+ years");
    expect(home.figures.schools).toBe("250+");
    expect((await aboutLoader(page("/about-us") as never)).figures.schools).toBe("250+");
    expect((await forSchoolsLoader()).figures.schools).toBe("250+");
    expect((await officialBrochureLoader()).figures.schools).toBe("250+");
    expect((await studentBrochureLoader()).figures.schools).toBe("250+");
  });

  it("shows the hero and figures in Hindi and Marathi beside the English, and the English where one is cleared", async () => {
    const cleared = { "stats[0].value": "230+", "stats[0].labelMr": "", heroSubtitleMr: "" };
    expect((await save(cleared)) as Response).toMatchObject({ status: 302 });
    const hindi = (await homeLoader(page("/hi") as never)).hero;
    expect(hindi).toMatchObject({ title: "ऐसे हुनर, जिनसे नन्हे मन आगे बढ़ें", lang: "hi" });
    expect(hindi.subtitle).toMatch(/सालों से \S+ पार्टनर स्कूल/);
    expect(hindi.subtitle).not.toContain("{");
    // Marathi's subtitle was cleared: its home page shows the English hero, marked as English.
    const marathi = (await homeLoader(page("/mr") as never)).hero;
    expect(marathi).toMatchObject({ title: "Skills That Help Young Minds Grow", lang: "en" });
    // The figures' labels too: each in the page's language, or the English marked as such where cleared.
    const hindiStats = (await homeLoader(page("/hi") as never)).stats;
    expect(hindiStats.map((stat) => [stat.label, stat.lang])).toContainEqual(["पार्टनर स्कूल", undefined]);
    const marathiStats = (await homeLoader(page("/mr") as never)).stats;
    expect(marathiStats[0]).toMatchObject({ value: "230+", lang: "en" });
    expect(marathiStats.slice(1).every((stat) => stat.lang === undefined)).toBe(true);
    expect(marathiStats[0]).not.toHaveProperty("labelHi");
    const form = await editContentForm();
    expect(form.get("heroTitleMr")).toBe("लहान मनांना घडवणारी कौशल्ये");
    expect(form.get("heroSubtitleMr")).toBe("");
  });

  it("stand in from the built-in details when the row is missing, and a change to the row makes cached pages stale", async () => {
    await db().delete(companyProfile);
    expect(await getCompanyDetails()).toEqual(seedCompanyDetails);
    const before = await currentContentVersion();
    await db().insert(companyProfile).values({ id: 1, details: seedCompanyDetails });
    expect(await currentContentVersion()).toBe(before + 1);
  });
});

describe("the migration that moved the details to the database", () => {
  it("writes them, the figures' keys and the hero's figure placeholders into a database already in use", async () => {
    // The database as it was before: every migration up to the one under test.
    const { client, migrateRest, drop } = await databaseBefore("0005_company_details");
    try {
      await client`insert into stats (icon, value, label, sort_order) values
        ('School', '210+', 'Partner Schools', 0), ('Award', '18+', 'Years of Experience', 1), ('Star', '5', 'Awards', 2)`;
      await client`insert into site_content (key, value) values ('hero_subtitle', ${"Abacus, Vedic Maths, Communicative English and Coding programs for children aged 4 to 14, trusted by 200+ partner schools for over 17 years. Joyful, NEP 2020-aligned learning that builds confidence for school and for life."})`;

      await migrateRest();
      const [profile] = await client<
        { details: unknown; version: number }[]
      >`select details, version from company_profile`;
      expect(profile).toEqual({ details: seedCompanyDetails, version: 1 });
      const keys = await client<
        { value: string; key: string | null }[]
      >`select value, key from stats order by sort_order`;
      expect(keys).toEqual([
        { value: "210+", key: "schools" },
        { value: "18+", key: "years" },
        { value: "5", key: null },
      ]);
      // The built-in labels get their Hindi and Marathi; a label staff wrote themselves waits for theirs.
      const labels = await client<{ hi: string; mr: string }[]>`
        select label_hi as hi, label_mr as mr from stats order by sort_order`;
      expect(labels).toEqual([
        { hi: "पार्टनर स्कूल", mr: "पार्टनर शाळा" },
        { hi: "साल का अनुभव", mr: "वर्षांचा अनुभव" },
        { hi: "", mr: "" },
      ]);
      const [hero] = await client<{ value: string }[]>`select value from site_content where key = 'hero_subtitle'`;
      expect(hero?.value).toContain("trusted by {schools} partner schools for over {years} years.");
    } finally {
      await drop();
    }
  });
});
