import { expect, test } from "../support/e2e.ts";

test("sitemap.xml lists every public page, program and post; robots.txt keeps crawlers out of admin", async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/",
    "/about-us",
    "/faq",
    "/programs/abacus",
    "/programs/coding",
    "/blog/1",
    "/blog/4",
    "/story-time/goodEnd",
  ]) {
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(sitemap).not.toContain("/admin");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /admin/");
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

const structured: [string, string][] = [
  ["/", "EducationalOrganization"],
  ["/programs/vedic-maths", "Course"],
  ["/faq", "FAQPage"],
  ["/blog/2", "BlogPosting"],
];

for (const [url, type] of structured) {
  test(`${url} carries ${type} structured data, a canonical URL and Open Graph tags`, async ({ page, baseURL }) => {
    await page.goto(url);
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(json ?? "{}")["@type"]).toBe(type);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${url === "/" ? "/" : url}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /SkillSprouts/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /.+/);
  });
}

test("a program page has every section and sidebar item", async ({ page, hydrated, checkA11y }) => {
  await hydrated("/programs/abacus");
  await expect(page.getByRole("heading", { level: 1, name: "Abacus" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Course Overview" })).toBeVisible();
  await expect(page.getByText(/by the end of the first level \(about three months\)/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "What Will Students Learn?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Benefits of Learning Abacus" })).toBeVisible();
  for (const highlight of ["Expert Instructors", "Interactive Sessions", "Progress Tracking", "Certification"]) {
    await expect(page.getByText(highlight, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: /Download Course PDF/ })).toBeVisible();
  await checkA11y();
  await page.locator("aside").getByRole("link", { name: "Book a Free Trial Class", exact: true }).click();
  await expect(page).toHaveURL(/\/trial-class\?course=abacus#booking-form-heading$/);
  await expect(page.getByRole("region", { name: "Book a Trial Class Now" }).getByLabel("Course")).toHaveValue("Abacus");
});
