import { Calculator, CodeXml, MessagesSquare, Sigma, type LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import type { BrochureCourseId } from "../courses.ts";
import { AbacusArt, CodingArt, EnglishArt, VedicArt, type ArtProps } from "./art.tsx";

/** How both brochures picture each course: a small icon beside its title and a drawing of its own. */
export const courseMarks: Record<BrochureCourseId, { icon: LucideIcon; Art: ComponentType<ArtProps> }> = {
  abacus: { icon: Calculator, Art: AbacusArt },
  "vedic-maths": { icon: Sigma, Art: VedicArt },
  coding: { icon: CodeXml, Art: CodingArt },
  "communicative-english": { icon: MessagesSquare, Art: EnglishArt },
};
