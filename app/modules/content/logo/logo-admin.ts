import { z } from "zod";
import { checkbox } from "#app/modules/forms/fields.ts";
import { SiteContentSchema } from "#app/modules/content/site-content/site-content-admin.ts";

export const MAX_LOGO_BYTES = 5 * 1024 * 1024;
export const NOT_A_LOGO = "Please choose a PNG, JPEG or SVG logo.";
export const LOGO_TOO_LARGE = "The logo must be 5 MB or smaller.";
export const LOGO_ACCEPT = "image/png,image/jpeg,image/svg+xml,.svg";
const LOGO_TYPES = ["image/png", "image/jpeg", "image/svg+xml"];

/**
 * The Edit Site Content form: hero texts and figures, plus an optional new logo (checked here by the browser's
 * type, on the server by content) or a return to the built-in logo.
 */
export const SiteContentWithLogoSchema = SiteContentSchema.extend({
  logo: z
    .file()
    .max(MAX_LOGO_BYTES, { error: LOGO_TOO_LARGE })
    .refine((file) => file.size === 0 || LOGO_TYPES.includes(file.type), { error: NOT_A_LOGO })
    .optional(),
  useBuiltInLogo: checkbox,
});
