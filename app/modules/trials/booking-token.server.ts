import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "#app/server/env.server.ts";

/*
 * A booking's confirmation page and calendar invite are found by a signed token ("12-Xy…"), never by the bare
 * id: the id says which booking, the signature that the site made the link. The link that changes or cancels the
 * booking is signed for another purpose, so a view link (shown on the page, kept in calendars) cannot change it.
 */

type Purpose = "trial-booking" | "trial-booking-manage" | "trial-waitlist";

const signatureOf = (purpose: Purpose, id: number) =>
  createHmac("sha256", env().SESSION_SECRET).update(`${purpose}\n${id}`).digest("base64url").slice(0, 32);

function idOf(purpose: Purpose, token: string): number | null {
  const match = /^(\d{1,9})-([\w-]{32})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signatureOf(purpose, id));
  const given = Buffer.from(match[2] ?? "");
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

export const bookingToken = (id: number): string => `${id}-${signatureOf("trial-booking", id)}`;

/** The booking id a token names, or null when it was not made by the site. */
export const bookingIdOf = (token: string): number | null => idOf("trial-booking", token);

/** The token of the link that changes or cancels a booking. */
export const manageToken = (id: number): string => `${id}-${signatureOf("trial-booking-manage", id)}`;

/** The booking id a change link's token names, or null when it is not one (a view token is not). */
export const manageIdOf = (token: string): number | null => idOf("trial-booking-manage", token);

/** The token of a waiting family's own link, to book a freed seat or leave the list. */
export const waitlistToken = (id: number): string => `${id}-${signatureOf("trial-waitlist", id)}`;

/** The waiting list place a token names, or null when it is not one. */
export const waitlistIdOf = (token: string): number | null => idOf("trial-waitlist", token);
