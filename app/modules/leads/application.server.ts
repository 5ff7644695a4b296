import type { z } from "zod";
import { jobApplications } from "#db/schema.ts";
import { db } from "#app/server/db.server.ts";
import { contactKeys } from "./contact-keys.ts";
import { noOrigin, type LeadOrigin } from "./lead-source.ts";
import { detectFileType, storeThenSave } from "#app/modules/media/uploads.server.ts";
import { leadArrived } from "./arrival.server.ts";
import type { JobApplicationSchema } from "./application.ts";

export type ApplicationOutcome = "stored" | "duplicate" | "not-a-pdf";

/**
 * Checks the CV by its content (a renamed file is refused), stores it privately, then the application.
 * A failed insert removes the CV again; the same form sent twice is stored once. The staff alert is enqueued with
 * the row.
 */
export async function submitJobApplication(
  job: { id: number; title: string },
  input: z.output<typeof JobApplicationSchema> & { submissionId: string },
  source: LeadOrigin = noOrigin,
): Promise<ApplicationOutcome> {
  const bytes = new Uint8Array(await input.cv.arrayBuffer());
  const type = await detectFileType(bytes);
  if (type?.mime !== "application/pdf") return "not-a-pdf";
  const saved = await storeThenSave("private/cvs", { bytes, mime: type.mime, ext: "pdf" }, (cvKey) =>
    db().transaction(async (tx) => {
      const rows = await tx
        .insert(jobApplications)
        .values({
          ...contactKeys(input),
          ...source,
          submissionId: input.submissionId,
          jobOpeningId: job.id,
          jobTitle: job.title,
          name: input.name,
          email: input.email,
          phone: input.phone,
          coverNote: input.coverNote,
          cvKey,
          cvFileName: input.cv.name.slice(0, 200) || "cv.pdf",
        })
        .onConflictDoNothing({ target: jobApplications.submissionId })
        .returning({ id: jobApplications.id });
      if (rows[0]) await leadArrived(tx, "applications", rows[0].id);
      return rows[0] ?? null;
    }),
  );
  return saved ? "stored" : "duplicate";
}
