import { describe, expect, it } from "vitest";
import { contactKeys, emailKey, phoneE164 } from "#app/modules/leads/contact-keys.ts";

describe("a lead's contact keys", () => {
  it("read one Indian number however it is typed", () => {
    for (const typed of ["098200 12345", "+91 98200-12345", "9820012345", "91 98200 12345", "(+91) 98200 12345"]) {
      expect(phoneE164(typed), typed).toBe("+919820012345");
    }
    expect(phoneE164("022 4000 1234")).toBe("+912240001234");
    expect(phoneE164("+1 415 555 0100")).toBe("+14155550100");
  });

  it("leave out what is not a phone number", () => {
    expect(phoneE164("12345")).toBeNull();
    expect(phoneE164("")).toBeNull();
    expect(phoneE164(null)).toBeNull();
  });

  it("compare e-mail addresses without case or spaces", () => {
    expect(emailKey("  Priya.Shah@Example.COM ")).toBe("priya.shah@example.com");
    expect(emailKey("")).toBeNull();
    expect(contactKeys({ phone: "9820012345", email: "A@B.in" })).toEqual({
      phoneE164: "+919820012345",
      emailKey: "a@b.in",
    });
  });
});
