import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIXES, patchText } from "../../scripts/patch-dependencies.ts";

const edits = [{ find: "a()\n", replace: "b() /* patched by scripts/patch-dependencies.ts */\n", count: 2 }];

describe("fixes to installed packages", () => {
  it("applies each edit exactly where it was written for, and only once", () => {
    const once = patchText("x\na()\ny\na()\n", edits, "file.js");
    expect(once).toBe(
      "x\nb() /* patched by scripts/patch-dependencies.ts */\ny\nb() /* patched by scripts/patch-dependencies.ts */\n",
    );
    expect(patchText(once, edits, "file.js")).toBe(once);
  });

  it("stops the install when the code is not the code the fix was written for", () => {
    expect(() => patchText("x\na()\n", edits, "file.js")).toThrow("file.js: expected 2");
  });

  it("is in place in this install, for every version of each fixed file", async () => {
    for (const fix of FIXES) {
      for (const file of fix.files) {
        const text = await readFile(path.resolve("node_modules", fix.name, file), "utf8");
        expect(text, `${fix.name}/${file}`).toContain("patched by scripts/patch-dependencies.ts");
      }
    }
  });
});
