import { createHash } from "node:crypto";
import type { Sql } from "../../scripts/pg-sql.ts";
import { FORM_TOKEN_COOKIE } from "#app/modules/forms/submission-key.ts";
import { visitorAddress } from "./visitor.ts";

/**
 * What a parent types into the contact form. `submissionId` is the test's own name for one form as filled in:
 * it is in the text, and it makes the browser's form token (the cookie the page gives), so sending the same
 * message again is sending the same form, as from the same phone.
 */
export type ContactMessage = { submissionId: string; index: number; address?: string };

/** The form token cookie of the browser that sends this message. */
export const formTokenCookieOf = ({ submissionId }: Pick<ContactMessage, "submissionId">) =>
  `${FORM_TOKEN_COOKIE}=${createHash("sha256").update(submissionId).digest("base64url").slice(0, 22)}`;

/** The message text of a form: sending the same form again sends the same text. */
export const contactText = ({ submissionId, index }: ContactMessage) =>
  `Message number ${index} (${submissionId.slice(0, 8)}): are there evening batches?`;

/**
 * Sends the contact form as a browser does, from the parent's own phone (its own X-Forwarded-For address unless
 * given), without following the redirect. `headers` adds to the request's (a request id, Connection: close).
 */
export function sendContactForm(
  baseUrl: string,
  message: ContactMessage,
  { headers = {}, timeoutMs = 20_000 }: { headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Response> {
  return fetch(`${baseUrl}/contact`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: new URL(baseUrl).origin,
      "X-Forwarded-For": message.address ?? visitorAddress(),
      Cookie: formTokenCookieOf(message),
      ...headers,
    },
    body: new URLSearchParams({
      name: `Parent ${message.index}`,
      email: `parent${message.index}@example.com`,
      subject: "Abacus classes",
      message: contactText(message),
    }),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/**
 * Whether a refused form came back as it was typed, so that sending it again (from the same browser, with the
 * same text) is the same form, stored once.
 */
export function keepsWhatWasTyped(html: string, message: ContactMessage): boolean {
  return html.includes(contactText(message));
}

/** How many times each of these forms was stored, found by the test's id in their text. */
export async function storedCopies(sql: Sql, submissionIds: string[]): Promise<Map<string, number>> {
  const rows = await sql<{ message: string }[]>`
    select message from contact_messages where message like any(${submissionIds.map((id) => `%(${id.slice(0, 8)})%`)})`;
  const copies = new Map<string, number>();
  for (const id of submissionIds) {
    copies.set(id, rows.filter((row) => row.message.includes(`(${id.slice(0, 8)})`)).length);
  }
  return new Map([...copies].filter(([, count]) => count > 0));
}
