declare module "virtual:islands" {
  /** URL of the islands entry (`app/islands/main.ts`) in the client build; for the server only. */
  export const islandsUrl: string;
}
