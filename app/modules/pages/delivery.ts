/**
 * Who teaches a SkillSprouts class, said one way everywhere (pages, brochures): SkillSprouts-certified instructors
 * teach every class, in partner schools, online and at our office; in a partner school our workshops also train
 * the school's own teachers to support the program. The spec's pages name "Certified Instructors" and "Expert
 * Instructors" and its brochure a teacher-training workshop, so both halves hold and neither is stretched.
 */
export const deliveryModel = {
  /** Who teaches, as a noun phrase. */
  instructors: "SkillSprouts-certified instructors",
  /** The whole model in one sentence, for a school reader. */
  forSchools:
    "SkillSprouts-certified instructors teach every class, and our workshops train your own teachers to support the program.",
  /** A card's title and line, for a parent. */
  parentCard: { title: "Trained, caring instructors", text: "Every class is taught by a certified instructor." },
} as const;
