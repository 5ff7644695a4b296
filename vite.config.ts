import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { islands } from "./server/islands-plugin.ts";
import { precompressAssets } from "./server/precompress-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islands(), precompressAssets()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A hydrated page would otherwise fetch some thirty small chunks (one per icon and helper); on a
            // phone each costs a round trip before the page is interactive. Grouped, it is a handful.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                },
                { name: "icons", test: /node_modules[\\/]lucide-react[\\/]/ },
                { name: "shell", test: /app[\\/](ui|components[\\/]shell|modules[\\/]site)[\\/]/ },
              ],
            },
          },
        },
      },
    },
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
