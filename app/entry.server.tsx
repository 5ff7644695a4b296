import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { NonceProvider } from "./components/nonce.tsx";
import { isDatabaseUnavailable } from "./server/db-errors.server.ts";
import { logger } from "./server/logger.server.ts";
import { requestInfoContext } from "./server/request-context.ts";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = loadContext.get(requestInfoContext);
  // A page that failed because the database is briefly unreachable is a 503 the browser may retry, not a 500.
  if (requestsWithoutDatabase.has(request)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "60");
  }
  if (isShareable(routerContext)) responseHeaders.set("X-Html-Shareable", "1");
  const userAgent = request.headers.get("user-agent");
  // Crawlers get the whole page at once; people get the shell as soon as it is ready.
  const readyEvent = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "streaming render failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * Requests whose loader or action failed because the database was unreachable. handleError sees the error as it
 * was thrown; the page render after it only sees errors stripped of their details.
 */
const requestsWithoutDatabase = new WeakSet<Request>();

export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isDatabaseUnavailable(error)) {
    requestsWithoutDatabase.add(request);
    logger.warn({ url: request.url, reason: String(error) }, "the database is unreachable: answered 503");
    return;
  }
  logger.error({ err: error, url: request.url }, "unhandled error in a loader or action");
}

/**
 * A page is the same for every anonymous visitor when each route on it says so in its handle
 * (`{ sharedHtml: true }`); the server may then keep its HTML per content version.
 */
function isShareable(routerContext: EntryContext): boolean {
  const matches = routerContext.staticHandlerContext.matches;
  return (
    matches.length > 0 &&
    matches.every((match) => {
      const handle = routerContext.routeModules[match.route.id]?.handle as { sharedHtml?: boolean } | undefined;
      return handle?.sharedHtml === true;
    })
  );
}
