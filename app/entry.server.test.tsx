import type { Writable } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PageHandle } from "./modules/site/page-handles.ts";

/*
 * The render's stall timer: a page written to the end must leave no timer behind, since a pending timer holds
 * the whole request (its response, compression stream and buffers) until it fires. React's renderer is replaced
 * by one that writes a page at once, so what is checked is the entry's own bookkeeping.
 */

type RenderOptions = {
  onShellReady?: () => void;
  onAllReady?: () => void;
  onShellError?: (error: unknown) => void;
};

const render = vi.hoisted(() => ({ shellFails: false }));

vi.mock("virtual:islands", () => ({ islandsUrl: "/assets/islands.js" }));
vi.mock("react-dom/server", () => ({
  renderToPipeableStream(_element: unknown, options: RenderOptions) {
    setImmediate(() => {
      if (render.shellFails) options.onShellError?.(new Error("the shell failed"));
      else (options.onShellReady ?? options.onAllReady)?.();
    });
    return {
      pipe(destination: Writable) {
        destination.end("<!DOCTYPE html><html><body>a page</body></html>");
      },
      abort: vi.fn(),
    };
  },
}));

const { default: handleRequest } = await import("./entry.server.tsx");

/** A page of one route; `hydrate: false` makes it a content page, handed over whole with its critical CSS. */
function entryContext(handle: PageHandle = {}): EntryContext {
  return {
    staticHandlerContext: { matches: [{ route: { id: "page" } }], errors: null },
    routeModules: { page: { handle } },
    isSpaMode: false,
  } as unknown as EntryContext;
}

const loadContext = { get: () => ({ scriptNonce: () => "nonce" }) } as unknown as RouterContextProvider;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  render.shellFails = false;
});
afterEach(() => vi.useRealTimers());

describe("handleRequest", () => {
  it("clears its stall timer once the page is written", async () => {
    const response = await handleRequest(
      new Request("http://localhost/"),
      200,
      new Headers(),
      entryContext(),
      loadContext,
    );
    expect(await response.text()).toContain("a page");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("clears its stall timer once a content page is handed over whole", async () => {
    const response = await handleRequest(
      new Request("http://localhost/"),
      200,
      new Headers(),
      entryContext({ hydrate: false }),
      loadContext,
    );
    expect(await response.text()).toContain("a page");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("clears its stall timer when the shell fails", async () => {
    render.shellFails = true;
    await expect(
      handleRequest(new Request("http://localhost/"), 200, new Headers(), entryContext(), loadContext),
    ).rejects.toThrow("the shell failed");
    expect(vi.getTimerCount()).toBe(0);
  });
});
