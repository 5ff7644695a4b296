import { loader } from "#app/routes/admin/edit-content.tsx";
import { loadAsAdmin } from "./admin-requests.ts";

/** Nested values as a form names them: { company: { phones: { general } } } → "company.phones.general". */
function flatten(value: unknown, name: string, into: Map<string, string>): void {
  if (Array.isArray(value)) value.forEach((item, index) => flatten(item, `${name}[${index}]`, into));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) flatten(inner, name ? `${name}.${key}` : key, into);
  } else if (value !== undefined && value !== null) into.set(name, String(value));
}

/**
 * The Edit Site Content form as the page sends it when opened now: every text, figure and contact detail and the
 * version, with `changes` (by field name) typed over it. A browser sends the empty logo input as an empty file.
 */
export async function editContentForm(changes: Record<string, string> = {}): Promise<FormData> {
  const shown = await loadAsAdmin(loader, "/admin/edit-content");
  if (!shown.hero || !shown.company) throw new Error("Edit Site Content did not load");
  const fields = new Map<string, string>();
  flatten(
    {
      version: shown.version,
      heroTitle: shown.hero.title,
      heroSubtitle: shown.hero.subtitle,
      heroTitleHi: shown.hero.hi.title,
      heroSubtitleHi: shown.hero.hi.subtitle,
      heroTitleMr: shown.hero.mr.title,
      heroSubtitleMr: shown.hero.mr.subtitle,
      stats: shown.stats.map(({ id, value, label, labelHi, labelMr }) => ({ id, value, label, labelHi, labelMr })),
      company: shown.company,
    },
    "",
    fields,
  );
  for (const [name, value] of Object.entries(changes)) fields.set(name, value);
  const body = new FormData();
  for (const [name, value] of fields) body.set(name, value);
  body.set("logo", new File([], "", { type: "application/octet-stream" }));
  return body;
}
