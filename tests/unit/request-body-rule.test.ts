import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const appDir = path.resolve(import.meta.dirname, "../../app");

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe("reading request bodies", () => {
  it("happens only through the body reader, never with a bare request.formData() or request.json()", () => {
    const offenders = serverFiles(appDir)
      .filter((file) => !file.endsWith(path.join("server", "request-body.server.ts")))
      .filter((file) =>
        /\b(request|args\.request)\s*\.\s*(formData|json|text|arrayBuffer)\s*\(/.test(readFileSync(file, "utf8")),
      )
      .map((file) => path.relative(appDir, file));
    expect(offenders).toEqual([]);
  });
});
