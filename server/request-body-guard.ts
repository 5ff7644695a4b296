import type { NextFunction, Request, Response } from "express";
import { logger } from "#app/server/logger.server.ts";
import { MIN_BODY_BYTES_PER_SECOND, SLOW_CLIENT_MS } from "./slow-clients.ts";

/** How often a body still arriving after `SLOW_CLIENT_MS` has its pace checked. */
const PACE_CHECK_MS = 1000;
/**
 * Up to this much of a body left unread by the answer (an upload refused as too large) is read and dropped
 * before the answer ends; past it the connection is closed.
 */
export const DRAIN_LIMIT_BYTES = 32 * 1024 * 1024;

function hasBody(req: Request): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/**
 * How long an answer given before its body was read waits for the rest of the body to stop arriving: a browser
 * sends the whole body at once, a client that stops sending on an early answer (curl does) sends nothing more.
 */
export const DRAIN_IDLE_MS = 1000;

/**
 * Keeps connections healthy around request bodies:
 * - a body that stalls for `SLOW_CLIENT_MS`, or is still arriving after it at less than a real upload's pace
 *   (a byte a second), is answered 408 with `Connection: close` instead of holding the socket;
 * - an answer given before the body was read (a refused upload, a post to a page with no form) is finished once
 *   the rest of the body has been read and dropped, so the connection is free for the browser's next request and
 *   is never closed under a body still arriving (which would reset it and lose the answer). A client that stops
 *   sending once it has an answer would wait for ever for an end that waits for its body: when nothing more
 *   arrives for a moment, the answer is finished anyway and the connection closed gently behind it. A body too
 *   large to drain gets `Connection: close` and is cut off after its answer.
 */
export function guardRequestBodies(req: Request, res: Response, next: NextFunction) {
  if (!hasBody(req)) {
    next();
    return;
  }
  const declared = Number(req.headers["content-length"] ?? Number.NaN);
  const drainable = declared <= DRAIN_LIMIT_BYTES;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;

  const refuseSlowBody = (why: string) => {
    if (req.complete) return;
    logger.warn({ method: req.method, url: req.originalUrl }, `request body ${why}: answered 408`);
    if (!res.headersSent) {
      res.writeHead(408, { "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
      end("The request took too long to arrive. Please try again.");
    }
    // Nothing more is read from this connection; the answer is flushed, then the socket is closed.
    if (res.writableFinished) req.socket.destroy();
    else res.once("finish", () => req.socket.destroy());
  };
  const onIdle = () => refuseSlowBody("stopped arriving");
  // On the request, not the socket: the server then leaves the socket to this handler instead of destroying it.
  req.setTimeout(SLOW_CLIENT_MS, onIdle);
  // Bytes read from the socket, not the body's own stream: watching the stream would start it flowing.
  const started = { at: Date.now(), bytes: req.socket.bytesRead };
  const paceCheck = setInterval(() => {
    const seconds = (Date.now() - started.at) / 1000;
    if (seconds * 1000 < SLOW_CLIENT_MS) return;
    if ((req.socket.bytesRead - started.bytes) / seconds < MIN_BODY_BYTES_PER_SECOND) {
      clearInterval(paceCheck);
      refuseSlowBody("arriving too slowly");
    }
  }, PACE_CHECK_MS);
  paceCheck.unref();
  const stopIdleTimer = () => {
    req.off("timeout", onIdle);
    clearInterval(paceCheck);
    // Once the answer is out, the socket's timer is the server's keep-alive timeout: left as it is.
    if (!res.writableFinished) req.socket.setTimeout(0);
  };
  req.once("end", stopIdleTimer);
  req.once("close", stopIdleTimer);

  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!req.complete && !drainable) this.setHeader("Connection", "close");
    return writeHead.apply(this, args);
  } as Response["writeHead"];

  res.end = function (this: Response, ...args: unknown[]) {
    if (req.complete || req.destroyed || !drainable) return end(...args);
    dropRestOfBody(req, (bodyEnded) => {
      end(...args);
      // The rest of a body that stopped coming cannot be told from the next request: this connection ends here,
      // after the answer, with the unread bytes still drained so the close is no reset.
      if (!bodyEnded) res.once("finish", () => req.socket.end());
    });
    return this;
  } as Response["end"];
  next();
}

/**
 * Reads what is left of the body into nothing, then calls `done` with whether it all arrived: at its end, or once
 * nothing has arrived for DRAIN_IDLE_MS. Past the drain limit the socket is closed.
 */
function dropRestOfBody(req: Request, done: (bodyEnded: boolean) => void) {
  let called = false;
  const finish = (bodyEnded: boolean) => {
    if (called) return;
    called = true;
    clearTimeout(idle);
    done(bodyEnded);
  };
  let idle = setTimeout(() => finish(false), DRAIN_IDLE_MS);
  // The request handler stopped reading: stop handing the body to it.
  req.removeAllListeners("data");
  let dropped = 0;
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > DRAIN_LIMIT_BYTES) req.socket.destroy();
    clearTimeout(idle);
    if (!called) idle = setTimeout(() => finish(false), DRAIN_IDLE_MS);
  });
  req.once("end", () => finish(true));
  req.once("close", () => finish(req.complete));
  req.resume();
}
