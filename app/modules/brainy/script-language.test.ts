import { describe, expect, it } from "vitest";
import { messageLanguage } from "./script-language.ts";

describe("a chat message's language, for screen readers", () => {
  it("is the page's own for Latin letters, Marathi for Marathi and Hindi for other Devanagari", () => {
    expect(messageLanguage("Where is your office?")).toBeUndefined();
    expect(messageLanguage("tumcha office kuthe aahe?")).toBeUndefined();
    expect(messageLanguage("आमचा Abacus कोर्स 5–14 वर्षांच्या मुलांसाठी आहे.")).toBe("mr");
    expect(messageLanguage("तुमचा ईमेल पत्ता सांगा")).toBe("mr");
    expect(messageLanguage("हमारा Abacus कोर्स 5–14 साल के बच्चों के लिए है।")).toBe("hi");
    // "आहेर" (a gift) is not "आहे".
    expect(messageLanguage("शादी में आहेर क्या होता है?")).toBe("hi");
  });
});
