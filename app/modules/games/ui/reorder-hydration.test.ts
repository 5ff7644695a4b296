// @vitest-environment happy-dom
import { act, createElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ARENA_ID_PREFIX } from "#app/modules/games/ui/fun-zone-arena.tsx";
import { ReorderList } from "#app/modules/games/ui/reorder-list.tsx";

/*
 * The reorder list as the island hydrates it: the server's HTML, then React taking it over in a browser-like
 * document, with any hydration mismatch React reports counted as a failure.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const props = { items: ["sat", "The cat", "on the mat"], labelledBy: "question", locked: false, onChange: () => {} };
let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

describe("the reorder list in the browser", () => {
  it("hydrates the server's HTML without a mismatch", async () => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
    const element = createElement(ReorderList, props);
    const container = document.createElement("div");
    container.innerHTML = renderToString(element, { identifierPrefix: ARENA_ID_PREFIX });
    document.body.append(container);
    const serverHtml = container.innerHTML;

    const consoleErrors = vi.spyOn(console, "error");
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, element, {
        identifierPrefix: ARENA_ID_PREFIX,
        onRecoverableError: (error) => recoverable.push(error),
      });
    });

    expect(recoverable).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    // The server's list is the one React kept, items in the order sent.
    expect(container.innerHTML.startsWith(serverHtml.slice(0, serverHtml.indexOf("</ol>")))).toBe(true);
    const handles = [...container.querySelectorAll('[aria-roledescription="sortable item"]')];
    expect(handles.map((handle) => handle.textContent)).toEqual(props.items);
    // After hydration dnd-kit adds its live region beside the list, inside the island.
    expect(container.querySelector('[aria-live="assertive"][role="status"]')).not.toBeNull();
  });
});
