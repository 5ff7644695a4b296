/** Standards the company meets, quoted on the About and For Schools pages and in the brochures. */
export const standards = {
  iso: "ISO 9001:2015",
  policy: "NEP 2020 and NCF",
} as const;
