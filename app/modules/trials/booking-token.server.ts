import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "#app/server/env.server.ts";

/*
 * A booking's confirmation page and calendar invite are found by a signed token ("12-Xy…"), never by the bare
 * id: the id says which booking, the signature that the site made the link.
 */

const signatureOf = (id: number) =>
  createHmac("sha256", env().SESSION_SECRET).update(`trial-booking\n${id}`).digest("base64url").slice(0, 32);

export const bookingToken = (id: number): string => `${id}-${signatureOf(id)}`;

/** The booking id a token names, or null when it was not made by the site. */
export function bookingIdOf(token: string): number | null {
  const match = /^(\d{1,9})-([\w-]{32})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signatureOf(id));
  const given = Buffer.from(match[2] ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
