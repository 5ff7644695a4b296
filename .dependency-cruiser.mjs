/**
 * The layers' rules (npm run deps:check, part of validate and test): no import circles, no module importing a
 * route, no route touching the database (its client, tables or query builder), the UI primitives (app/ui) importing
 * nothing else of ours, the island registry loading only island
 * modules, never components, so a public page's script stays small, and content/shared depending on no record type.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle: the modules involved cannot be understood, tested or loaded on their own.",
      from: {},
      to: { circular: true },
    },
    {
      name: "modules-not-to-routes",
      severity: "error",
      comment: "Routes are thin and call modules; a module that reached back into a route would tie them.",
      from: { path: "^app/(modules|components|ui|islands|server)/" },
      to: { path: "^app/routes/" },
    },
    {
      name: "routes-do-not-touch-the-database",
      severity: "error",
      comment:
        "Routes are thin: they read requests, call a module's *.server.ts and render. Queries, tables and the database " +
        "client belong to the modules (types from the schema are fine).",
      from: { path: "^app/routes/" },
      to: {
        path: "^(db/|app/server/db\\.server\\.ts$|node_modules/drizzle-orm/)",
        dependencyTypesNot: ["type-only"],
      },
    },
    {
      name: "ui-primitives-import-nothing-of-ours",
      severity: "error",
      comment: "app/ui holds the primitives every page uses: they depend on libraries and each other only.",
      from: { path: "^app/ui/" },
      to: { path: "^(app|db|server)/", pathNot: "^app/ui/" },
    },
    {
      name: "island-registry-loads-islands-only",
      severity: "error",
      comment:
        "The registry loads island modules (app/islands, or a domain's *-island.ts / *-root.tsx), not components.",
      from: { path: "^app/islands/registry\\.ts$" },
      to: { path: "^app/", pathNot: "^app/islands/|(-island\\.ts|-root\\.tsx)$" },
    },
    {
      name: "content-shared-imports-no-record-type",
      severity: "error",
      comment:
        "content/shared holds what several record types use; a helper that needs one type belongs in its folder.",
      from: { path: "^app/modules/content/shared/" },
      to: { path: "^app/modules/content/", pathNot: "^app/modules/content/shared/" },
    },
    {
      name: "one-database-driver",
      severity: "error",
      comment:
        "The app, its scripts and migrations reach PostgreSQL through node-postgres (pg) alone " +
        "(docs/decisions/024): postgres.js is no longer used.",
      from: { path: "^(app|server|db|scripts)/" },
      to: { path: "(^|/)node_modules/postgres/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
