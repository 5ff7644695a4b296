import { loader } from "#app/routes/admin/manage-programs.tsx";
import { loadAsAdmin } from "./admin-requests.ts";
import {
  programTranslationLanguages,
  translatedProgramFields,
} from "#app/modules/content/programs/program-language.ts";

export const MANAGE_PROGRAMS = "/admin/manage-programs";

/** Manage Programs' Save All Changes form as the page shows it: every program's fields, version and digest. */
export async function allProgramsForm(): Promise<Record<string, string>> {
  const { programs: rows } = await loadAsAdmin(loader, MANAGE_PROGRAMS);
  const form: Record<string, string> = { intent: "save-all" };
  for (const row of rows) {
    const values = {
      title: row.title,
      shortDescription: row.shortDescription,
      description: row.description,
      fullDescription: row.fullDescription,
      ageRange: row.ageRange,
      icon: row.icon,
      color: row.color,
      features: row.features.join("\r\n"),
      learningOutcomes: row.learningOutcomes.join("\r\n"),
      benefits: row.benefits.join("\r\n"),
      levels: row.levels?.toString() ?? "",
      monthsPerLevel: row.monthsPerLevel?.toString() ?? "",
      classMinutes: row.classMinutes?.toString() ?? "",
      classesPerWeek: row.classesPerWeek?.toString() ?? "",
      batchSize: row.batchSize?.toString() ?? "",
      onlineTimings: row.onlineTimings,
      schoolTimings: row.schoolTimings,
      officeTimings: row.officeTimings,
      certificate: row.certificate,
      fees: row.fees,
      progressNote: row.progressNote,
      isPublished: row.isPublished ? "on" : "",
      version: String(row.version),
      loaded: row.loaded,
    };
    for (const [name, value] of Object.entries(values)) form[`programs.${row.id}.${name}`] = value;
    for (const language of programTranslationLanguages) {
      for (const field of translatedProgramFields) {
        const value = row.translations[language]?.[field] ?? "";
        form[`programs.${row.id}.translations.${language}.${field}`] = Array.isArray(value)
          ? value.join("\r\n")
          : value;
      }
    }
  }
  return form;
}
