import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islands } from "./server/islands-plugin.ts";
import { precompressAssets } from "./server/precompress-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islands(), precompressAssets()],
  environments: {
    ssr: {
      build: {
        rollupOptions: {
          // The Express app (security headers, request ids, logging) is bundled with the routes,
          // so both share one module graph (one db pool, one request context).
          input: "./server/app.ts",
        },
      },
    },
  },
});
