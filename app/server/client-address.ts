import { isIP } from "node:net";
import { z } from "zod";

/*
 * Whose address a request comes from: what every per-address limit (sign-in, sign-up, reset, the games, Brainy,
 * the forms) counts by. Behind a proxy the socket is the proxy's, so the address has to come from a header, and
 * a header is only worth what the proxy that wrote it is worth: the left-most `X-Forwarded-For` entry is the
 * client's own writing and is never believed.
 */

export type TrustProxy =
  /** Nothing in front: the socket's address. */
  | { kind: "none" }
  /** This many proxies in front, each appending to X-Forwarded-For: the entry that many places from the right. */
  | { kind: "hops"; hops: number }
  /** Fly.io's proxy, which sets Fly-Client-IP itself and replaces any the client sent. */
  | { kind: "fly" };

/** TRUST_PROXY: unset or "false", a number of proxies, or "fly". "true" is refused: it would believe any client. */
export const TrustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): TrustProxy => {
    const setting = value?.trim().toLowerCase() ?? "";
    if (setting === "" || setting === "false" || setting === "0") return { kind: "none" };
    if (setting === "fly") return { kind: "fly" };
    if (/^[1-9]$/.test(setting)) return { kind: "hops", hops: Number(setting) };
    ctx.addIssue({
      code: "custom",
      message:
        'must be the number of proxies in front of the app (1 for one load balancer) or "fly" on Fly.io. ' +
        '"true" is not accepted: it believes the first X-Forwarded-For entry, which the client writes itself.',
    });
    return z.NEVER;
  });

type RequestLike = { socketAddress: string | undefined; header: (name: string) => string | undefined };

const plain = (address: string | undefined) => (address?.startsWith("::ffff:") ? address.slice(7) : address);

export function clientAddress(request: RequestLike, trust: TrustProxy): string {
  const socket = plain(request.socketAddress) ?? "unknown";
  if (trust.kind === "none") return socket;
  if (trust.kind === "fly") {
    const fly = request.header("fly-client-ip")?.trim();
    return fly && isIP(fly) ? (plain(fly) ?? socket) : socket;
  }
  // Each proxy appends the address it was reached from, so counting from the right past our own proxies lands
  // on the address the first of them saw; anything further left is the client's to invent.
  const chain = (request.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = chain[chain.length - trust.hops];
  return entry && isIP(entry) ? (plain(entry) ?? socket) : socket;
}
