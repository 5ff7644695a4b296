/** The names of the trap's fields: the one people never fill, and the signed time the form was drawn. */
export const HONEYPOT_FIELD = "website";
export const HONEYPOT_FROM_FIELD = "website_from";

/** What the server gives a form's trap: the signed "valid from" time stamp (`honeypotProps`). */
export type HoneypotProps = { encryptedValidFrom: string };

/**
 * A field people never see or fill, with the signed time the form was drawn; a bot that fills the field or forges
 * the time is answered politely and ignored. No ids, so two forms on one page (a lead form and the footer's) can
 * both carry it.
 */
export function HoneypotField({ encryptedValidFrom }: HoneypotProps) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
      <input type="hidden" name={HONEYPOT_FROM_FIELD} value={encryptedValidFrom} />
    </div>
  );
}
