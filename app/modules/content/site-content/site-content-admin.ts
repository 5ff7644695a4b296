import { z } from "zod";
import { optionalText, OUTDATED, requiredText, rowId } from "#app/modules/forms/fields.ts";
import { CompanyDetailsSchema } from "#app/modules/site/company-details.ts";

export const SITE_CONTENT_CONFLICT =
  "Someone else saved the site content while you were editing. Your changes are still in the form: copy them, reload the page to see the new version, then make your changes again.";

/**
 * Edit Site Content: the hero texts, the company figures and the contact details, saved together over the
 * version the page was opened at (0 when no version exists yet).
 */
export const SiteContentSchema = z.object({
  version: z.coerce.number({ error: OUTDATED }).int({ error: OUTDATED }).min(0, { error: OUTDATED }),
  heroTitle: requiredText("the hero title", 120),
  heroSubtitle: requiredText("the hero subtitle", 400),
  // Beside the English: the Hindi and Marathi home pages show them when both title and subtitle are written.
  heroTitleHi: optionalText("the hero title in Hindi", 120),
  heroSubtitleHi: optionalText("the hero subtitle in Hindi", 400),
  heroTitleMr: optionalText("the hero title in Marathi", 120),
  heroSubtitleMr: optionalText("the hero subtitle in Marathi", 400),
  stats: z
    .array(
      z.object({
        id: rowId,
        value: requiredText("the figure", 20),
        label: requiredText("the label", 60),
        labelHi: optionalText("the label in Hindi", 60),
        labelMr: optionalText("the label in Marathi", 60),
      }),
    )
    .max(8),
  company: CompanyDetailsSchema,
});
