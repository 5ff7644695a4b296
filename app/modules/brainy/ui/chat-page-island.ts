import type { ChatPageProps } from "./chat-page.tsx";

/** What shows that the visitor is about to ask: the chat's code is fetched then, not with the page. */
const INTENT_EVENTS = ["focusin", "pointerdown", "keydown"] as const;

/**
 * Brainy's full page works as HTML: a question posts the form and comes back answered. This island keeps the
 * page itself light (no framework is loaded with it) and fetches the chat, which streams replies in place, when
 * the visitor first touches it. What they type meanwhile is kept, and a question sent before the chat runs is
 * sent by it once it does (or posted as HTML, if its code cannot be fetched). Close goes back one page when the
 * visitor came from this site.
 */
export function mount(container: HTMLElement, props: ChatPageProps): void {
  container.querySelector<HTMLAnchorElement>("a[data-brainy-close]")?.addEventListener("click", (event) => {
    if (document.referrer && new URL(document.referrer).origin === window.location.origin) {
      event.preventDefault();
      window.history.back();
    }
  });

  const form = container.querySelector("form");
  let started = false;
  let running = false;
  let sendOnStart = false;

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) container.removeEventListener(type, start);
    import("./chat-page-root.tsx")
      .then(({ startChatPage }) => {
        const typed = container.querySelector<HTMLInputElement>("input[name=message]")?.value ?? "";
        startChatPage(container, { ...props, typedBeforeStart: typed === props.unsent ? "" : typed, sendOnStart });
        running = true;
      })
      .catch(() => {
        running = true;
        if (sendOnStart) form?.submit();
      });
  };

  form?.addEventListener("submit", (event) => {
    if (running) return;
    event.preventDefault();
    sendOnStart = true;
    start();
  });
  for (const type of INTENT_EVENTS) container.addEventListener(type, start);
  // A visitor who arrives with the question box already focused (the browser restored it) has started.
  if (container.contains(document.activeElement) && document.activeElement !== document.body) start();
}
