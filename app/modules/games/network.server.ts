import { createHmac } from "node:crypto";
import ipaddr from "ipaddr.js";
import { env } from "#app/server/env.server.ts";

/*
 * The network a request comes from, as the Fun Zone counts people: an IPv4 address is one network (a home, or a
 * school behind one address), and so is an IPv6 /64, the block a single home or phone is given, inside which a
 * device may take any address it likes. New players and places on a board are counted per network.
 * See docs/decisions/018-kid-safe-boards.md.
 */

/** "203.0.113.7", or "2001:db8:1:2::/64" for any address of that /64. Anything unreadable is its own network. */
export function networkOf(clientIp: string): string {
  if (!ipaddr.isValid(clientIp)) return clientIp;
  const address = ipaddr.process(clientIp);
  if (address.kind() === "ipv4") return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(":")}::/64`;
}

/**
 * What a board row keeps of its network: a keyed hash, so the rows can be grouped by network without the table
 * holding anyone's address.
 */
export function networkKey(clientIp: string): string {
  return createHmac("sha256", env().SESSION_SECRET)
    .update(`network:${networkOf(clientIp)}`)
    .digest("base64url")
    .slice(0, 22);
}
