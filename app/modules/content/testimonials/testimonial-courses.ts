/** The testimonials a course's page shows: those that name it, in the order the home page shows them. */
export function testimonialsForCourse<Row extends { programId: string | null }>(rows: Row[], programId: string): Row[] {
  return rows.filter((row) => row.programId === programId);
}
