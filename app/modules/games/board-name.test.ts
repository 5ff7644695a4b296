import { describe, expect, it } from "vitest";
import { checkBoardName, nameKey, nameRefusalMessages, type NameRefusal } from "#app/modules/games/board-name.ts";
import { generatedNameWords } from "#app/modules/games/generated-names.ts";
import { boardNameMaxLength } from "#app/modules/games/protocol.ts";

/*
 * Every name a public board shows passes `checkBoardName`. A row is the name as typed and either the name the
 * board shows (allowed) or the reasons it may be refused for. Two reasons are listed only where both apply and
 * the rule's order decides (symbols are checked before contact details and words, length before squiggles).
 */
type Refused = { refused: readonly NameRefusal[] };
type Expected = string | Refused;
const refused = (...reasons: NameRefusal[]): Refused => ({ refused: reasons });

// Letters loaded with combining marks: nine letters with six marks each, 63 characters.
const zalgo63 = "RiyaKumar".replace(/./g, (letter) => `${letter}\u0300\u0301\u0316\u0334\u0337\u035c`);
const rightToLeft = "\u202e";

const allowed: [string, string][] = [
  // Indian children's first names, some holding an English swear word by accident.
  ["Aarav", "Aarav"],
  ["Aanya", "Aanya"],
  ["Aditi", "Aditi"],
  ["Aditya", "Aditya"],
  ["Akshit", "Akshit"],
  ["Analya", "Analya"],
  ["Ananya", "Ananya"],
  ["Anika", "Anika"],
  ["Ankita", "Ankita"],
  ["Anusha", "Anusha"],
  ["Anushka", "Anushka"],
  ["Anushree", "Anushree"],
  ["Arjun", "Arjun"],
  ["Arshdeep", "Arshdeep"],
  ["Ashish", "Ashish"],
  ["Ashita", "Ashita"],
  ["Ayaan", "Ayaan"],
  ["Bhavya", "Bhavya"],
  ["Chirag", "Chirag"],
  ["Darshit", "Darshit"],
  ["Dhanush", "Dhanush"],
  ["Dikshita", "Dikshita"],
  ["Diya", "Diya"],
  ["Esha", "Esha"],
  ["Fagun", "Fagun"],
  ["Farhan", "Farhan"],
  ["Gandhari", "Gandhari"],
  ["Gauri", "Gauri"],
  ["Hardik", "Hardik"],
  ["Harshit", "Harshit"],
  ["Hasan", "Hasan"],
  ["Hitesh", "Hitesh"],
  ["Hrishit", "Hrishit"],
  ["Ishaan", "Ishaan"],
  ["Ishita", "Ishita"],
  ["Kabir", "Kabir"],
  ["Kamini", "Kamini"],
  ["Kavya", "Kavya"],
  ["Khushi", "Khushi"],
  ["Kumar", "Kumar"],
  ["Kunal", "Kunal"],
  ["Lakshit", "Lakshit"],
  ["Lavdeep", "Lavdeep"],
  ["Meera", "Meera"],
  ["Nishit", "Nishit"],
  ["Nishita", "Nishita"],
  ["Pranav", "Pranav"],
  ["Pushkar", "Pushkar"],
  ["Pushpa", "Pushpa"],
  ["Rahul", "Rahul"],
  ["Riya", "Riya"],
  ["Saanvi", "Saanvi"],
  ["Sakshi", "Sakshi"],
  ["Sheetal", "Sheetal"],
  ["Shiksha", "Shiksha"],
  ["Shital", "Shital"],
  ["Shitanshu", "Shitanshu"],
  ["Sirisha", "Sirisha"],
  ["Sugandha", "Sugandha"],
  ["Sukumar", "Sukumar"],
  ["Tanush", "Tanush"],
  ["Titiksha", "Titiksha"],
  ["Titli", "Titli"],
  ["Tushit", "Tushit"],
  ["Vihaan", "Vihaan"],
  ["Yash", "Yash"],
  ["Zoya", "Zoya"],
  // Nicknames.
  ["Bunty", "Bunty"],
  ["Chintu", "Chintu"],
  ["Chutki", "Chutki"],
  ["Golu", "Golu"],
  ["Munna", "Munna"],
  ["Pihu", "Pihu"],
  ["Pinky", "Pinky"],
  ["Tinku", "Tinku"],
  // Devanagari and other scripts.
  ["प्रिया", "प्रिया"],
  ["हर्षित", "हर्षित"],
  ["अनन्या", "अनन्या"],
  ["अर्जुन 5", "अर्जुन 5"],
  ["शिक्षा", "शिक्षा"],
  ["Zoë", "Zoë"],
  ["José", "José"],
  // Apostrophes, dots, dashes, underscores, numbers and spaces.
  ["D'Souza", "D'Souza"],
  // Initials are not the Hindi abbreviations they spell.
  ["B.C. Roy", "B.C. Roy"],
  ["Riya M C", "Riya M C"],
  ["A.R. Rahman", "A.R. Rahman"],
  ["Anne-Marie", "Anne-Marie"],
  ["O'Brien", "O'Brien"],
  ["Riya K.", "Riya K."],
  ["Riya_K", "Riya_K"],
  ["Aarav 2015", "Aarav 2015"],
  ["  Zara   K ", "Zara K"],
  ["Priyanka Chopra Jonas Ki", "Priyanka Chopra Jonas Ki"],
  // Game-style nicknames.
  ["Cricket Star 7", "Cricket Star 7"],
  ["Math Whiz", "Math Whiz"],
  ["Super Coder", "Super Coder"],
  ["Chess King", "Chess King"],
  ["Rocket Girl", "Rocket Girl"],
  ["Coding Queen", "Coding Queen"],
  ["Spelling Bee", "Spelling Bee"],
  ["Captain Cool", "Captain Cool"],
  ["Badminton Ace", "Badminton Ace"],
  // Invisible and right-to-left characters inside a fine name are removed, not refused.
  [`Riya ${rightToLeft}Sharma`, "Riya Sharma"],
  [`Ri${rightToLeft}ya`, "Riya"],
  ["\u3164Riya", "Riya"],
  ["Riya\u200bK", "RiyaK"],
  ["Ri\u00adya", "Riya"],
  // Full-width letters are shown plainly.
  ["ＲＩＹＡ", "RIYA"],
];

const refusedNames: [string, Refused][] = [
  // Swearing, however it is spaced, dotted, spelled or disguised.
  ["fuck", refused("unkind")],
  ["f u c k", refused("unkind")],
  ["F U C K", refused("unkind")],
  ["f.u.c.k", refused("unkind")],
  ["f_u_c_k", refused("unkind")],
  ["f-u-c-k", refused("unkind")],
  ["fu ck", refused("unkind")],
  ["fuuuck", refused("unkind")],
  ["phuck", refused("unkind")],
  ["fcuk", refused("unkind")],
  ["c*nt", refused("symbols", "unkind")],
  ["sh1t", refused("unkind")],
  ["s h i t", refused("unkind")],
  ["5hit", refused("unkind")],
  ["shiiit", refused("unkind")],
  ["b1tch", refused("unkind")],
  ["biatch", refused("unkind")],
  ["a55hole", refused("unkind")],
  ["bullshit", refused("unkind")],
  ["motherfucker", refused("unkind")],
  ["p0rn", refused("unkind")],
  ["STFU", refused("unkind")],
  ["ｆｕｃｋ", refused("unkind")],
  ["ⓕⓤⓒⓚ", refused("unkind")],
  // A signed-in player's full name holding a swear word.
  ["Aarav Fuck", refused("unkind")],
  ["Shit Sharma", refused("unkind")],
  // Look-alike letters from other scripts.
  ["\u0455hit", refused("unkind")], // Cyrillic dze
  ["sh\u0456t", refused("unkind")], // Cyrillic i
  ["s\u04bbit", refused("unkind")], // Cyrillic shha
  ["sh\u03b9t", refused("unkind")], // Greek iota
  ["fu\u0441k", refused("unkind")], // Cyrillic es
  ["b\u0456tch", refused("unkind")], // Cyrillic i
  // Hinglish in Latin letters, and Hindi in Devanagari.
  ["chutiya", refused("unkind")],
  ["Chu tiya", refused("unkind")],
  ["chutiye", refused("unkind")],
  ["bhenchod", refused("unkind")],
  ["bhen chod", refused("unkind")],
  ["bahenchod", refused("unkind")],
  ["betichod", refused("unkind")],
  ["bsdk", refused("unkind")],
  ["b.s.d.k", refused("unkind")],
  ["madarchod", refused("unkind")],
  ["madharchod", refused("unkind")],
  ["bhosdike", refused("unkind")],
  ["gandu", refused("unkind")],
  ["gandhu", refused("unkind")],
  ["randi", refused("unkind")],
  ["harami", refused("unkind")],
  ["haramzada", refused("unkind")],
  ["lawda", refused("unkind")],
  ["lavde", refused("unkind")],
  ["lodu", refused("unkind")],
  ["kamina", refused("unkind")],
  ["MC BC", refused("unkind")],
  ["Riya bc", refused("unkind")],
  ["MC Riya", refused("unkind")],
  ["tmkc", refused("unkind")],
  ["चूतिया", refused("unkind")],
  ["चूतिये", refused("unkind")],
  ["गांडू", refused("unkind")],
  ["मादरचोद", refused("unkind")],
  ["भेनचोद", refused("unkind")],
  ["रंडी", refused("unkind")],
  ["हरामी", refused("unkind")],
  ["कमीना", refused("unkind")],
  ["भोस\u095cीके", refused("unkind")], // typed with the one-character ड़
  ["लौ\u095cा", refused("unkind")],
  // Harm.
  ["kill yourself", refused("harm")],
  ["kill urself", refused("harm")],
  ["killurself", refused("harm")],
  ["kys", refused("harm")],
  ["KYS", refused("harm")],
  ["k.y.s", refused("harm")],
  ["K Y S", refused("harm")],
  ["Kys Kumar", refused("harm")],
  ["go die", refused("harm")],
  ["hang yourself", refused("harm")],
  ["मर जा", refused("harm")],
  ["आत्महत्या", refused("harm")],
  // Pretending to be staff.
  ["Site Admin", refused("staff")],
  ["SkillSprouts Teacher", refused("staff")],
  ["ＡＤＭＩＮ", refused("staff")], // full-width
  ["\u0410dmin", refused("staff")], // Cyrillic A
  ["\u0391dmin", refused("staff")], // Greek Alpha
  ["ADM\u0399N", refused("staff")], // Greek Iota
  ["ADMlN", refused("staff")], // small L
  ["Adm1n", refused("staff")],
  ["\u{1d41a}\u{1d41d}\u{1d426}\u{1d422}\u{1d427}", refused("staff")], // mathematical bold
  ["Teacher Riya", refused("staff")],
  ["S K I L L S P R O U T S", refused("staff")],
  ["Skill-Sprouts Official", refused("staff")],
  ["Skil Sprouts", refused("staff")],
  ["Mod", refused("staff")],
  ["Moderator", refused("staff")],
  ["Riya Sir", refused("staff")],
  ["Ma'am", refused("staff")],
  ["Support Team", refused("staff")],
  ["Shikshak", refused("staff")],
  ["एडमिन", refused("staff")],
  ["शिक्षक", refused("staff")],
  // Links, e-mail addresses and phone numbers.
  ["www.abc.com", refused("contact")],
  ["abc dot com", refused("contact")],
  ["riya.in", refused("contact")],
  ["youtube.com", refused("contact")],
  ["insta riya.me", refused("contact")],
  ["http riya", refused("contact")],
  ["riya@gmail.com", refused("symbols", "contact")],
  ["riya at gmail", refused("contact")],
  ["riya at gmail dot com", refused("contact")],
  ["9876543210", refused("contact")],
  ["98765 43210", refused("contact")],
  ["98765-43210", refused("contact")],
  ["+91 98765 43210", refused("symbols", "contact")],
  ["९८७६५४३२१०", refused("contact")],
  ["Riya 123456", refused("contact")],
  // Symbols and emoji.
  ["Riya 😀", refused("symbols")],
  ["😀😀", refused("empty", "symbols")],
  ["Riya!", refused("symbols")],
  ["<script>", refused("symbols")],
  ["Riya#1", refused("symbols")],
  ["★Star★", refused("symbols")],
  ["Riya & Sam", refused("symbols")],
  ["@riya", refused("symbols")],
  // Too long.
  ["Aarav Sharma Kumar Singh Yadav", refused("too_long")],
  ["Abcdefghijklmnopqrstuvwxy", refused("too_long")],
  // Squiggles.
  [zalgo63, refused("too_long", "squiggles")],
  ["Z\u0334a\u0335l\u0336g\u0337o\u0338", refused("squiggles")],
  ["Riya\u0301\u0316\u0334", refused("squiggles")],
  ["f\u0334\u0316u\u0334\u0316c\u0334\u0316k\u0334\u0316", refused("squiggles")],
  ["रि\u093f\u093f\u093fया", refused("squiggles")],
  // Nothing anyone can see.
  ["\u3164", refused("empty")], // Hangul filler
  ["\u2800", refused("empty")], // braille blank
  ["\u3164\u3164\u3164", refused("empty")],
  ["\u115f\u1160", refused("empty")],
  [" \u2800 \u3164 ", refused("empty")],
  ["\u200b\u200b", refused("empty")],
  [rightToLeft, refused("empty")],
  [`${rightToLeft}\u202d`, refused("empty")],
  ["", refused("empty")],
  ["   ", refused("empty")],
  ["A", refused("empty")],
];

const rows: [string, Expected][] = [...allowed, ...refusedNames];

describe("the board name rule", () => {
  it("has a large table across every reason", () => {
    expect(allowed.length).toBeGreaterThanOrEqual(60);
    expect(refusedNames.length).toBeGreaterThanOrEqual(40);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect([...zalgo63]).toHaveLength(63);
    const reasons = new Set(refusedNames.flatMap(([, expected]) => expected.refused));
    expect([...reasons].sort()).toEqual(
      ["contact", "empty", "harm", "squiggles", "staff", "symbols", "too_long", "unkind"].sort(),
    );
  });

  it.each(rows)("%j → %j", (raw, expected) => {
    const result = checkBoardName(raw);
    const got = result.ok ? `shows ${JSON.stringify(result.name)}` : `refused: ${result.reason}`;
    const accepted =
      typeof expected === "string"
        ? [`shows ${JSON.stringify(expected)}`]
        : expected.refused.map((reason) => `refused: ${reason}`);
    expect(accepted).toContain(got);
    if (result.ok) expect(result.key).toBe(nameKey(result.name));
    else expect(result.message).toBe(nameRefusalMessages[result.reason]);
  });

  it("explains each refusal in a sentence a child can read", () => {
    for (const [raw] of refusedNames) {
      const result = checkBoardName(raw);
      if (result.ok) throw new Error(`${JSON.stringify(raw)} was allowed`);
      expect(result.message, raw).toMatch(/^[A-Z][^<>{}\\]*[a-z0-9][.!]$/);
      expect(result.message, raw).not.toMatch(
        /unicode|regex|invalid|error|validat|ascii|utf|code ?point|homoglyph|confusable|string|input|null|undefined|format|reason|_/i,
      );
    }
    expect(nameRefusalMessages.too_long).toContain(String(boardNameMaxLength));
  });
});

describe("name keys", () => {
  it("makes names that look alike the same", () => {
    const admins = ["\u0410dmin", "ADMIN", "admin", "ＡＤＭＩＮ", "ADMlN"].map(nameKey);
    expect(new Set(admins).size).toBe(1);
    expect(nameKey("Riya K")).toBe(nameKey("RIYA.K"));
    expect(nameKey("Riya K")).not.toBe(nameKey("Riya J"));
  });

  it("maps exactly m, i, 0 and 1 among lower-case ASCII letters and digits (a migration relies on it)", () => {
    const mapped = Object.fromEntries(
      [..."abcdefghijklmnopqrstuvwxyz0123456789"]
        .map((char) => [char, nameKey(char)])
        .filter(([char, key]) => char !== key),
    );
    expect(mapped).toEqual({ m: "rn", i: "l", "0": "o", "1": "l" });
  });
});

describe("generated names", () => {
  it("passes every friendly word with every animal, unchanged", () => {
    const { friendlyWords, animals } = generatedNameWords;
    expect(friendlyWords.length * animals.length).toBeGreaterThan(0);
    for (const word of friendlyWords) {
      for (const animal of animals) {
        const name = `${word} ${animal} 42`;
        expect(checkBoardName(name), name).toMatchObject({ ok: true, name });
      }
    }
  });
});
