/**
 * Which record an admin form edits and the version it started from: the server refuses the save if another
 * edit landed in between, so neither is lost silently.
 */
export function EditedRecord({ record }: { record: { id: string | number; version: number } | undefined | null }) {
  if (!record) return null;
  return (
    <>
      <input type="hidden" name="id" value={record.id} />
      <input type="hidden" name="version" value={record.version} />
    </>
  );
}
