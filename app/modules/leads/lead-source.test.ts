import { describe, expect, it } from "vitest";
import {
  leadSourceOf,
  LEAD_SOURCE_COOKIE,
  noSource,
  serializeSource,
  sourceLabel,
  sourceOfLanding,
} from "#app/modules/leads/lead-source.ts";

const site = (path: string) => new URL(`https://skillsprouts.in${path}`);

describe("where a lead came from", () => {
  it("is read from an advert's tags on the page a visitor lands on", () => {
    expect(
      sourceOfLanding(site("/trial-class?utm_source=Facebook&utm_medium=cpc&utm_campaign=diwali-2026"), null),
    ).toEqual({
      utmSource: "facebook",
      utmMedium: "cpc",
      utmCampaign: "diwali-2026",
      landingPage: "/trial-class",
      referrerHost: null,
    });
  });

  it("is the other site that linked here, and nothing for a visit from within the site or typed in", () => {
    expect(sourceOfLanding(site("/"), "https://www.google.com/search?q=abacus")).toMatchObject({
      utmSource: null,
      referrerHost: "www.google.com",
      landingPage: "/",
    });
    expect(sourceOfLanding(site("/contact"), "https://skillsprouts.in/")).toBeNull();
    expect(sourceOfLanding(site("/contact"), null)).toBeNull();
    expect(sourceOfLanding(site("/contact"), "not a url")).toBeNull();
  });

  it("survives the cookie, and a broken or foreign cookie reads as no source", () => {
    const source = sourceOfLanding(site("/?utm_source=school-flyer&utm_campaign=Navi Mumbai"), "https://example.org/x");
    const cookie = `other=1; ${LEAD_SOURCE_COOKIE}=${serializeSource(source ?? noSource)}; theme=dark`;
    expect(leadSourceOf(cookie)).toEqual(source);
    expect(leadSourceOf(`${LEAD_SOURCE_COOKIE}=%E0%A4%A`)).toEqual(noSource);
    expect(leadSourceOf(null)).toEqual(noSource);
    expect(leadSourceOf(`${LEAD_SOURCE_COOKIE}=${"s%3D".repeat(1)}${"x".repeat(500)}`).utmSource).toHaveLength(100);
  });

  it("is said in a few words", () => {
    expect(sourceLabel({ ...noSource, utmSource: "google", utmMedium: "cpc" })).toBe("google / cpc");
    expect(sourceLabel({ ...noSource, referrerHost: "www.google.com" })).toBe("www.google.com");
    expect(sourceLabel(noSource)).toBe("direct");
  });
});
