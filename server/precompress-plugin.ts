import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;
// A compressed copy must save more than its headers cost (Content-Encoding, Vary): the islands' small modules do.
const MIN_SAVING_BYTES = 64;

/**
 * Writes a brotli and a gzip copy of every hashed client asset at build time, at the highest levels, which
 * are too slow to use per request. A phone on a slow network downloads a fifth less script than with
 * on-the-fly compression, and the server spends no CPU on it.
 */
export function precompressAssets(): Plugin {
  return {
    name: "skillsprouts:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options) {
      const dir = path.join(options.dir ?? "build/client", "assets");
      const files = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const source = await readFile(path.join(dir, name));
          if (source.length < 2 * MIN_SAVING_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          if (gz.length + MIN_SAVING_BYTES > source.length) return;
          await Promise.all([writeFile(path.join(dir, `${name}.br`), br), writeFile(path.join(dir, `${name}.gz`), gz)]);
        }),
      );
    },
  };
}
