import type { NextFunction, Request, Response } from "express";
import { logger } from "#app/server/logger.server.ts";

/** A body that stops arriving for this long is answered 408 and its connection closed. */
export const BODY_IDLE_TIMEOUT_MS = Number(process.env.BODY_IDLE_TIMEOUT_MS ?? 15_000);
/**
 * Up to this much of a body left unread by the answer (an upload refused as too large) is read and dropped,
 * so the connection can carry the browser's next request; past it the connection is closed.
 */
export const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

function hasBody(req: Request): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * Keeps connections healthy around request bodies:
 * - a body that stalls is answered 408 with `Connection: close` instead of holding the socket;
 * - an answer sent before the body was read (a refused upload) is followed by reading the rest of the body and
 *   dropping it, so the browser's next request on that keep-alive connection is not stuck behind it. A body too
 *   large to drain gets `Connection: close` on its answer and the connection is ended after it.
 */
export function guardRequestBodies(req: Request, res: Response, next: NextFunction) {
  if (!hasBody(req)) {
    next();
    return;
  }
  const declared = Number(req.headers["content-length"] ?? Number.NaN);

  const onIdle = () => {
    if (req.complete) return;
    logger.warn({ method: req.method, url: req.originalUrl }, "request body stopped arriving: answered 408");
    if (!res.headersSent) {
      res.writeHead(408, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      res.end("The request took too long to arrive. Please try again.");
    }
    // Nothing more is read from this connection; the answer is flushed, then the socket is closed.
    res.once("finish", () => req.socket.destroy());
    if (res.writableFinished) req.socket.destroy();
  };
  // On the request, not the socket: the server then leaves the socket to this handler instead of destroying it.
  req.setTimeout(BODY_IDLE_TIMEOUT_MS, onIdle);
  const stopIdleTimer = () => {
    req.off("timeout", onIdle);
    // Once the answer is out, the socket's timer is the server's keep-alive timeout: left as it is.
    if (!res.writableFinished) req.socket.setTimeout(0);
  };
  req.once("end", stopIdleTimer);
  req.once("close", stopIdleTimer);

  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    const tooLargeToDrain = !(declared <= DRAIN_LIMIT_BYTES);
    if (!req.complete && tooLargeToDrain) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as Response["writeHead"];

  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    // The request handler stopped reading: stop handing the body to it and drop what is left.
    req.removeAllListeners("data");
    let dropped = 0;
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > DRAIN_LIMIT_BYTES) req.socket.destroy();
    });
    req.resume();
  });
  next();
}
