import { describe, expect, it } from "vitest";
import { filterQuery, followUpState, parseLeadFilters, telHref, whatsAppHref } from "#app/modules/leads/pipeline.ts";

describe("one-click contact links", () => {
  it("adds India's +91 to a ten-digit number and keeps a number that has its country code", () => {
    expect(whatsAppHref("98765 43210")).toBe("https://wa.me/919876543210");
    expect(whatsAppHref("098765-43210")).toBe("https://wa.me/919876543210");
    expect(whatsAppHref("+91 98765 43210")).toBe("https://wa.me/919876543210");
    expect(whatsAppHref("+44 20 7946 0958")).toBe("https://wa.me/442079460958");
    expect(telHref("(98765) 43210")).toBe("tel:+919876543210");
  });

  it("offers WhatsApp for mobiles only: an Indian landline has a call link and no WhatsApp", () => {
    for (const landline of ["020 2345 6789", "+91 20 2345 6789", "011-23456789", "0471 2345678"]) {
      expect(whatsAppHref(landline)).toBeNull();
      expect(telHref(landline)).not.toBeNull();
    }
    expect(whatsAppHref("70000 12345")).toBe("https://wa.me/917000012345");
    expect(whatsAppHref("60000 12345")).toBe("https://wa.me/916000012345");
  });

  it("offers no link for a number too short or too long to dial", () => {
    expect(whatsAppHref("12345")).toBeNull();
    expect(telHref("+1234567890123456")).toBeNull();
  });
});

describe("the inbox's filters in the URL", () => {
  it("reads them, drops what makes no sense, and writes back only what is set", () => {
    const filters = parseLeadFilters(
      new URLSearchParams("q= gmail &list=trials&status=contacted&owner=none&from=2026-11-01&to=nope&page=2"),
    );
    expect(filters).toEqual({
      q: "gmail",
      kind: "trials",
      status: "contacted",
      owner: "none",
      from: "2026-11-01",
      to: undefined,
      due: undefined,
      sort: "received",
      page: 2,
    });
    expect(filterQuery(filters)).toBe("q=gmail&list=trials&status=contacted&owner=none&from=2026-11-01&page=2");
    expect(filterQuery(filters, { page: false })).not.toContain("page");
    expect(filterQuery(parseLeadFilters(new URLSearchParams("status=open&list=&q=")))).toBe("");
  });

  it("searches every status unless told otherwise, so a returning parent's enrolled lead is found", () => {
    expect(parseLeadFilters(new URLSearchParams("q=rao")).status).toBe("all");
    expect(parseLeadFilters(new URLSearchParams("q=rao&status=")).status).toBe("all");
    expect(parseLeadFilters(new URLSearchParams("")).status).toBe("open");
    const onlyOpen = parseLeadFilters(new URLSearchParams("q=rao&status=open"));
    expect(onlyOpen.status).toBe("open");
    expect(filterQuery(onlyOpen)).toBe("q=rao&status=open");
    expect(filterQuery(parseLeadFilters(new URLSearchParams("q=rao")))).toBe("q=rao");
  });

  it("keep where a later page starts, drop a mangled one, and never put one on page 1", () => {
    const after = "1795813976164133-trials-812";
    const deep = parseLeadFilters(new URLSearchParams(`page=3&after=${after}`));
    expect(deep).toMatchObject({ page: 3, after });
    expect(deep.before).toBeUndefined();
    expect(filterQuery(deep)).toBe(`page=3&after=${after}`);
    expect(filterQuery(deep, { page: false })).toBe("");
    expect(filterQuery({ ...deep, page: 1 })).toBe("");
    for (const bad of ["1795813976164133-users-1", "x-trials-1", "1-trials-1;drop", "1795813976164133-trials"]) {
      expect(parseLeadFilters(new URLSearchParams(`page=2&before=${bad}`)).before).toBeUndefined();
    }
  });
});

describe("follow-ups", () => {
  it("are due today, overdue once the day has passed, and nothing for a closed or enrolled lead", () => {
    const today = "2026-11-26";
    expect(followUpState({ status: "contacted", followUpOn: "2026-11-26" }, today)).toBe("today");
    expect(followUpState({ status: "new", followUpOn: "2026-11-20" }, today)).toBe("overdue");
    expect(followUpState({ status: "demo_booked", followUpOn: "2026-12-01" }, today)).toBeNull();
    expect(followUpState({ status: "enrolled", followUpOn: "2026-11-20" }, today)).toBeNull();
    expect(followUpState({ status: "new", followUpOn: null }, today)).toBeNull();
  });

  it("are a view of the inbox, sorted by follow-up date, kept in the URL", () => {
    const filters = parseLeadFilters(new URLSearchParams("due=overdue&sort=follow-up"));
    expect(filters).toMatchObject({ due: "overdue", sort: "follow-up" });
    expect(filterQuery(filters)).toBe("due=overdue&sort=follow-up");
    expect(parseLeadFilters(new URLSearchParams("due=someday&sort=random"))).toMatchObject({
      due: undefined,
      sort: "received",
    });
  });
});
