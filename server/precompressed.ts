import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";
import { preferredEncoding } from "./encoding.ts";

const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/**
 * Serves the brotli or gzip copy written at build time when the browser accepts it. The list of copies is read
 * once at start (the directory is immutable build output), so a request costs no file-system lookup.
 */
export function servePrecompressed(dir: string): RequestHandler {
  const available = new Set(existsSync(dir) ? readdirSync(dir) : []);
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (name.includes("/") || !available.has(name)) return next();
    const accepted = preferredEncoding(req);
    const encoding = ENCODINGS.find((candidate) => candidate.name === accepted);
    if (!encoding || !available.has(name + encoding.suffix)) return next();
    res.setHeader("Content-Encoding", encoding.name);
    res.setHeader("Vary", "Accept-Encoding");
    res.type(path.extname(name));
    res.sendFile(path.join(dir, name + encoding.suffix), { maxAge: "1y", immutable: true }, (error) => {
      // A browser that leaves the page mid-download aborts the response: nothing went wrong on our side.
      const aborted = (error as { code?: string } | undefined)?.code === "ECONNABORTED";
      if (error && !aborted && !res.headersSent) next(error);
    });
  };
}
