import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type EntryContext,
  type RouterContextProvider,
} from "react-router";
import { islandsUrl } from "virtual:islands";
import { NonceProvider } from "./components/nonce.tsx";
import { IslandsUrlProvider } from "./islands/starter.tsx";
import type { PageHandle } from "./modules/site/page-handles.ts";
import { withKnownCriticalCss } from "./server/critical-css.server.ts";
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
  // A page that failed because the database is briefly unreachable is a 503 the browser may retry, not a 500.
  if (requestsWithoutDatabase.has(request)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", "60");
    showAsUnavailable(routerContext);
  }
  const handles = routeHandles(routerContext);
  // Only a page the framework hydrates gets a nonce for its inline scripts; every other page runs one inline script,
  // the islands' starter, allowed by its hash, so its HTML is the same for every visitor and may be kept.
  const hydrates = !handles.some((handle) => handle?.hydrate === false);
  const nonce = hydrates ? loadContext.get(requestInfoContext).scriptNonce() : undefined;
  const shareable = !hydrates && handles.length > 0 && handles.every((handle) => handle?.sharedHtml === true);
  if (shareable) {
    responseHeaders.set("X-Html-Shareable", "1");
    const fresh = handles.flatMap((handle) => (handle?.freshForSeconds ? [handle.freshForSeconds] : []));
    if (fresh.length > 0) responseHeaders.set("X-Html-Fresh-For", String(Math.min(...fresh)));
  }
  // A content page rendered for one visitor (it carries a form's submission id) gets its critical CSS here; a
  // kept page gets it once, when it is stored (`storePage`).
  const withCriticalCss = !hydrates && !shareable;
  const userAgent = request.headers.get("user-agent");
  // Crawlers, pages that are kept and content pages get the whole page at once; people get the shell of the
  // others as soon as it is ready.
  const readyEvent =
    !hydrates || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // A render still streaming after streamTimeout is aborted, so its suspended parts reach the browser as errors.
    // The timer is cleared once the page is written: until it fires, it holds the whole request in memory (its
    // response, its compression stream and their buffers), and under load that was most of a worker's memory.
    const abortTimer = setTimeout(() => abort(), streamTimeout + 1000);
    const written = () => clearTimeout(abortTimer);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce ?? ""}>
        <IslandsUrlProvider value={islandsUrl}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandsUrlProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (withCriticalCss) {
            pipe(
              wholePage((html) => {
                written();
                resolve(
                  new Response(withKnownCriticalCss(html), { headers: responseHeaders, status: responseStatusCode }),
                );
              }),
            );
            return;
          }
          const body = new PassThrough({
            final(callback) {
              written();
              callback();
            },
          });
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          written();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, "streaming render failed");
        },
      },
    );
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
  if (isCrossSiteRefusal(error)) {
    // A request refused by the framework's own cross-site check: the sender's doing, answered 400, not a fault.
    logger.warn({ url: request.url, origin: request.headers.get("origin") }, "refused a cross-site action");
    return;
  }
  logger.error({ err: error, url: request.url }, "unhandled error in a loader or action");
}

/** React Router's refusal of an action whose Origin is neither the request's host nor an allowed origin. */
const isCrossSiteRefusal = (error: unknown) =>
  error instanceof Error && /`origin` header/.test(error.message) && /Aborting the action/.test(error.message);

/**
 * The error boundaries get the errors stripped of their details, so they would tell a visitor "something went
 * wrong" with a 500. Said as a 503 instead, the page (and the same data when it hydrates) says "back in a
 * moment" with the office's phone number.
 */
function showAsUnavailable(routerContext: EntryContext) {
  const errors = routerContext.staticHandlerContext.errors;
  if (!errors) return;
  for (const routeId of Object.keys(errors)) {
    errors[routeId] = new ErrorResponseImpl(503, "Service Unavailable", null);
  }
}

/**
 * What each route on the page says of it (`app/modules/site/page-handles.ts`): a page is the same for every
 * anonymous visitor when each route says so (`sharedHtml`), and runs no framework code when one says
 * `hydrate: false`.
 */
function routeHandles(routerContext: EntryContext): (PageHandle | undefined)[] {
  return routerContext.staticHandlerContext.matches.map(
    (match) => routerContext.routeModules[match.route.id]?.handle as PageHandle | undefined,
  );
}

/** A stream React can pipe a page into that hands over the whole page once React has written it all. */
function wholePage(done: (html: string) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      chunks.push(Buffer.from(chunk));
      callback();
    },
    final(callback) {
      done(Buffer.concat(chunks).toString("utf8"));
      callback();
    },
  });
}
