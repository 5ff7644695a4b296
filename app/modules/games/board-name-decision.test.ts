import { describe, expect, it } from "vitest";
import { decideBoardName, nameKey, type NameDecision } from "#app/modules/games/board-name.ts";
import { isPublicName } from "#app/modules/games/public-name.ts";

/*
 * The allow-list rule: what a child types either becomes a public board name (a first name from the list, with at
 * most one initial, or a generated name, always in the list's own spelling), is kept for the child alone, or is
 * refused outright. Unkind, harmful, staff-like and contact names must never become public: most are refused by
 * the block-list, and whatever it misses is still not a listed first name, so it stays private.
 */

type Refusal = Extract<NameDecision, { kind: "refused" }>["reason"];
type Expected = { shows: string } | "private" | { refused: Refusal };
const shows = (name: string): Expected => ({ shows: name });
const refused = (reason: Refusal): Expected => ({ refused: reason });
const PRIVATE = "private" as const;

/** Ordinary first names, typed as children type them, and how the board shows them. */
const ordinary: [string, Expected][] = [
  ["Aarav", shows("Aarav")],
  ["aarav", shows("Aarav")],
  ["AARAV", shows("Aarav")],
  ["  priya   ", shows("Priya")],
  ["Priya S", shows("Priya S.")],
  ["priya s.", shows("Priya S.")],
  ["Ananya", shows("Ananya")],
  ["Ishaan K", shows("Ishaan K.")],
  ["Vihaan", shows("Vihaan")],
  ["Saanvi", shows("Saanvi")],
  ["Reyansh", shows("Reyansh")],
  ["Kiara", shows("Kiara")],
  ["Diya", shows("Diya")],
  ["Arjun", shows("Arjun")],
  ["Omkar", shows("Omkar")],
  ["Mrunal", shows("Mrunal")],
  ["Sai", shows("Sai")],
  ["Siddhi", shows("Siddhi")],
  ["Tanvi P", shows("Tanvi P.")],
  ["Vedant", shows("Vedant")],
  ["Soham", shows("Soham")],
  ["Zoya", shows("Zoya")],
  ["Imran", shows("Imran")],
  ["Ayesha", shows("Ayesha")],
  ["Fatima", shows("Fatima")],
  ["Gurpreet", shows("Gurpreet")],
  ["Harleen", shows("Harleen")],
  ["Joseph", shows("Joseph")],
  ["Maria", shows("Maria")],
  ["Emma", shows("Emma")],
  ["Liam", shows("Liam")],
  ["Olivia", shows("Olivia")],
  ["Noah", shows("Noah")],
  ["Sophia", shows("Sophia")],
  ["Harshit", shows("Harshit")],
  ["Shital", shows("Shital")],
  ["Kshitij", shows("Kshitij")],
  ["Zoë", shows("Zoe")],
  ["prathamesh", shows("Prathamesh")],
  ["Aditya R", shows("Aditya R.")],
  // Devanagari, with a Devanagari or a Latin initial.
  ["प्रिया", shows("प्रिया")],
  ["आरव", shows("आरव")],
  ["अनन्या", shows("अनन्या")],
  ["ओंकार", shows("ओंकार")],
  ["सानवी", shows("सानवी")],
  ["मृणाल", shows("मृणाल")],
  ["श्रेया", shows("श्रेया")],
  ["आदित्य", shows("आदित्य")],
  ["गौरी", shows("गौरी")],
  ["इमरान", shows("इमरान")],
  ["गुरप्रीत", shows("गुरप्रीत")],
  ["प्रिया के", shows("प्रिया के.")],
  ["आरव S", shows("आरव S.")],
  ["रोहन म.", shows("रोहन म.")],
  // Generated nicknames, as the suggestions offer them.
  ["Clever Otter 42", shows("Clever Otter 42")],
  ["happy panda 23", shows("Happy Panda 23")],
  ["Brave Bulbul 10", shows("Brave Bulbul 10")],
];

/** Friendly names that are not first names from the list: kept for the child alone. */
const privately: [string, Expected][] = [
  ["Golu", PRIVATE],
  ["Chintu", PRIVATE],
  ["Math Whiz", PRIVATE],
  ["Cricket Star 7", PRIVATE],
  ["Rocket Girl", PRIVATE],
  ["Priya Sharma", PRIVATE],
  ["Aarav Mehta Andheri", PRIVATE],
  ["Priya SK", PRIVATE],
  ["Priya 5B", PRIVATE],
  ["Priyaa", PRIVATE],
  ["Clever Otter 7", PRIVATE],
  ["Clever Unicorn 42", PRIVATE],
  // Look-alike letters from other scripts are not the listed name.
  ["Pr\u0456ya", PRIVATE],
  ["Zаra", PRIVATE],
  ["ＲＩＹＡ", shows("Riya")],
  ["Ri\u200bya", shows("Riya")],
  // Names that children are teased with are not on the list.
  ["Kallu Ram", refused("unkind")],
  ["Pappu", PRIVATE],
  ["Moti", PRIVATE],
  ["Gori", PRIVATE],
  ["Sweety", PRIVATE],
  ["King", PRIVATE],
  ["Randi", refused("unkind")],
];

/** What must never reach a board: refused outright (never stored), or at worst kept private. */
const unsafe: [string, Expected][] = [
  // English swearing and insults.
  ["fuck", refused("unkind")],
  ["f u c k", refused("unkind")],
  ["sh1t head", refused("unkind")],
  ["Poop Face", refused("unkind")],
  ["Butt Head", refused("unkind")],
  ["Loser Aarav", refused("unkind")],
  ["Stupid Riya", refused("unkind")],
  ["Idiot", refused("unkind")],
  ["Ugly", refused("unkind")],
  ["Fatty Priya", refused("unkind")],
  ["moron", refused("unkind")],
  ["dumbo", refused("unkind")],
  ["bitch", refused("unkind")],
  ["a55hole", refused("unkind")],
  // Hinglish in Latin letters.
  ["chutiya", refused("unkind")],
  ["Chu tiya", refused("unkind")],
  ["bhenchod", refused("unkind")],
  ["bsdk", refused("unkind")],
  ["madarchod", refused("unkind")],
  ["bhosdike", refused("unkind")],
  ["gandu", refused("unkind")],
  ["harami", refused("unkind")],
  ["haramkhor", refused("unkind")],
  ["kamina", refused("unkind")],
  ["lavdya", refused("unkind")],
  ["zhavadya", refused("unkind")],
  ["Pagal Rohan", refused("unkind")],
  ["ullu", refused("unkind")],
  ["Gadha", refused("unkind")],
  ["kutta", refused("unkind")],
  ["kutti", refused("unkind")],
  ["bhikari", refused("unkind")],
  ["bewakoof", refused("unkind")],
  ["MC BC", refused("unkind")],
  ["Riya bc", refused("unkind")],
  // Devanagari.
  ["चूतिया", refused("unkind")],
  ["मादरचोद", refused("unkind")],
  ["भेनचोद", refused("unkind")],
  ["गांडू", refused("unkind")],
  ["रंडी", refused("unkind")],
  ["हरामी", refused("unkind")],
  ["हरामखोर", refused("unkind")],
  ["कमीना", refused("unkind")],
  ["पागल", refused("unkind")],
  ["कुत्ता", refused("unkind")],
  ["कुत्ती", refused("unkind")],
  ["भिकारी", refused("unkind")],
  ["झवाड्या", refused("unkind")],
  ["टट्टी", refused("unkind")],
  // Caste, religious and racial slurs.
  ["Chamar", refused("unkind")],
  ["chamar raju", refused("unkind")],
  ["Bhangi", refused("unkind")],
  ["Chuhra", refused("unkind")],
  ["katua", refused("unkind")],
  ["Mulla", refused("unkind")],
  ["jihadi", refused("unkind")],
  ["chinki", refused("unkind")],
  ["Paki", refused("unkind")],
  ["kafir", refused("unkind")],
  ["madrasi", refused("unkind")],
  ["चमार", refused("unkind")],
  ["भंगी", refused("unkind")],
  ["जिहादी", refused("unkind")],
  // Harm, written loosely.
  ["kill yourself", refused("harm")],
  ["kil urself", refused("harm")],
  ["kys", refused("harm")],
  ["K Y S", refused("harm")],
  ["go die", refused("harm")],
  ["suicide squad", refused("harm")],
  ["मर जा", refused("harm")],
  // Social-media handles and contact details.
  ["insta riya07", refused("contact")],
  ["insta riya_07", refused("contact")],
  ["snap priya", refused("contact")],
  ["snapchat aarav", refused("contact")],
  ["yt gamerboy", refused("contact")],
  ["rahul dot in", refused("contact")],
  ["riya dot com", refused("contact")],
  ["riya at gmail", refused("contact")],
  ["9876543210", refused("contact")],
  ["fb riya", refused("contact")],
  ["dm me", refused("contact")],
  ["call me Riya", refused("contact")],
  ["follow Riya", refused("contact")],
  ["www riya com", refused("contact")],
  // Staff-like titles.
  ["Masterji", refused("staff")],
  ["Master Riya", refused("staff")],
  ["Miss Priya", refused("staff")],
  ["Sir Rohan", refused("staff")],
  ["Fun Zone Team", refused("staff")],
  ["SkillSprouts Team", refused("staff")],
  ["Team Riya", refused("staff")],
  ["Headmaster", refused("staff")],
  ["Principal", refused("staff")],
  ["Brainy", refused("staff")],
  ["Admin", refused("staff")],
  ["Moderator", refused("staff")],
  ["Teacher Anita", refused("staff")],
  ["Guruji", refused("staff")],
  ["Coach Riya", refused("staff")],
  ["Ma'am", refused("staff")],
  ["मास्टर जी", refused("staff")],
  ["गुरुजी", refused("staff")],
  // Nothing a board could show.
  ["", refused("empty")],
  ["😀😀", refused("empty")],
  ["Riya!", refused("symbols")],
  ["Aarav Sharma Kumar Singh Yadav", refused("too_long")],
];

const rows = [...ordinary, ...privately, ...unsafe];

function outcome(decision: NameDecision): Expected {
  if (decision.kind === "public") return shows(decision.name);
  if (decision.kind === "private") return PRIVATE;
  return refused(decision.reason);
}

describe("the allow-list rule for public board names", () => {
  it("is tested on a large table of every kind of name", () => {
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(ordinary.filter(([typed]) => /[\u0900-\u097f]/u.test(typed)).length).toBeGreaterThanOrEqual(12);
    expect(unsafe.length).toBeGreaterThanOrEqual(90);
  });

  it.each(rows)("%j → %j", (typed, expected) => {
    const decision = decideBoardName(typed);
    expect(outcome(decision)).toEqual(expected);
    if (decision.kind === "public") {
      expect(decision.key).toBe(nameKey(decision.name));
      expect(isPublicName(decision.name)).toBe(true);
    }
  });

  it("never makes anything unsafe public", () => {
    for (const [typed] of unsafe) expect(decideBoardName(typed).kind, typed).not.toBe("public");
  });

  it("keys a first name by the name alone, so staff can take it off the list with every initial", () => {
    const plain = decideBoardName("Priya");
    const initialled = decideBoardName("priya k");
    if (plain.kind !== "public" || initialled.kind !== "public") throw new Error("not public");
    expect(plain.givenKey).toBe(nameKey("Priya"));
    expect(initialled.givenKey).toBe(plain.givenKey);
    expect(decideBoardName("Clever Otter 42")).toMatchObject({ kind: "public", givenKey: null });
  });
});
