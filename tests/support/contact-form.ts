import type postgres from "postgres";
import { visitorAddress } from "./visitor.ts";

/** What a parent types into the contact form; `submissionId` is the form's hidden id. */
export type ContactMessage = { submissionId: string; index: number; address?: string };

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
      ...headers,
    },
    body: new URLSearchParams({
      submissionId: message.submissionId,
      name: `Parent ${message.index}`,
      email: `parent${message.index}@example.com`,
      subject: "Abacus classes",
      message: contactText(message),
    }),
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** Whether a refused form came back as it was typed, with the same id, so that sending it again is safe. */
export function keepsWhatWasTyped(html: string, message: ContactMessage): boolean {
  return html.includes(contactText(message)) && html.includes(`value="${message.submissionId}"`);
}

/** How many times each of these forms was stored. */
export async function storedCopies(sql: postgres.Sql, submissionIds: string[]): Promise<Map<string, number>> {
  const rows = await sql<{ submission_id: string; copies: number }[]>`
    select submission_id, count(*)::int as copies from contact_messages
    where submission_id = any(${submissionIds}::uuid[]) group by submission_id`;
  return new Map(rows.map((row) => [row.submission_id, row.copies]));
}
