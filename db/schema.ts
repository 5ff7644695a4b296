export * from "./schema/accounts.ts";
export * from "./schema/content.ts";
export * from "./schema/leads.ts";
export * from "./schema/games.ts";
export * from "./schema/brainy.ts";
export * from "./schema/audit.ts";
export * from "./schema/notifications.ts";
export * from "./schema/schools.ts";
