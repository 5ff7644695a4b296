declare module "virtual:islands" {
  /** URL of the small script that content pages load instead of the framework. */
  export const islandsUrl: string;
}
