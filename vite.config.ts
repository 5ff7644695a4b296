import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { insideIslands, islands, outsideIslands } from "./server/islands-plugin.ts";
import { precompressAssets } from "./server/precompress-plugin.ts";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), islands(), precompressAssets()],
  environments: {
    client: {
      build: {
        // Vite's preload helper (800 bytes on every public page, before any island) fetches a lazy module's own
        // imports alongside it. The lazy modules here are islands and a few back-office parts whose imports are
        // small or already loaded; the hydrated pages' route chunks are preloaded by React Router itself.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // A hydrated page would otherwise fetch some thirty small chunks (one per icon and helper); on a
            // phone each costs a round trip before the page is interactive. Grouped, it is a handful.
            codeSplitting: {
              // Only the matched modules: a group that took in its modules' dependencies as well would take the
              // small helpers the islands share with hydrated pages, and an island would load the whole group.
              includeDependenciesRecursively: false,
              groups: [
                // React apart from the router: the game island renders with React and has no router.
                { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: "router", test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
                // The islands import each icon by its path (lucide-react/icons/…), so their few icons are one
                // small chunk, and the hydrated pages' many icons another.
                { name: "island-icons", test: insideIslands(/node_modules[\\/]lucide-react[\\/]/) },
                { name: "icons", test: outsideIslands(/node_modules[\\/]lucide-react[\\/]/) },
                { name: "shell", test: outsideIslands(/app[\\/](ui|components[\\/]shell|modules[\\/]site)[\\/]/) },
              ],
            },
          },
        },
      },
    },
    ssr: {
      resolve: {
        // Bundled rather than loaded from node_modules at run time: only the icons the pages use are kept. Left
        // external, the first import of "lucide-react" loads its whole icon set (some 1,600 modules, about 7 MB
        // of each worker's heap; docs/decisions/015, "Memory").
        noExternal: ["lucide-react"],
      },
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
