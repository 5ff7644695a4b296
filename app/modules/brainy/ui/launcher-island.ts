import { BRAINY_PANEL_ID, HINT_DELAY_MS, HINT_VISIBLE_MS } from "#app/modules/brainy/texts.ts";

/**
 * On pages sent without the framework, Brainy's launcher arrives as a link to /brainy-chat. This turns it
 * into the button that opens the chat window in place, with the same hint, focus handling and markup as the
 * React launcher (brainy-launcher.tsx). The window's code is fetched on the first open.
 */
export function mount(container: HTMLElement): void {
  const link = container.querySelector<HTMLAnchorElement>('a[href="/brainy-chat"]');
  const hint = container.querySelector<HTMLElement>("[data-brainy-hint]");
  if (!link) return;

  const button = document.createElement("button");
  button.type = "button";
  button.className = link.className;
  button.setAttribute("aria-expanded", "false");
  button.setAttribute("aria-haspopup", "dialog");
  button.append(...link.childNodes);
  link.replaceWith(button);

  // The hint shows for a few seconds after a pause; once the visitor closes it, it stays away on this page.
  let hintTimer: number | undefined;
  let hintDismissed = false;
  const hideHint = () => {
    window.clearTimeout(hintTimer);
    if (hint) hint.hidden = true;
  };
  const showHintLater = () => {
    if (!hint || hintDismissed) return;
    window.clearTimeout(hintTimer);
    hintTimer = window.setTimeout(() => {
      hint.hidden = false;
      hintTimer = window.setTimeout(hideHint, HINT_VISIBLE_MS);
    }, HINT_DELAY_MS);
  };
  const dismissHint = () => {
    hintDismissed = true;
    hideHint();
  };
  hint?.querySelector("[data-brainy-hint-close]")?.addEventListener("click", () => {
    dismissHint();
    button.focus();
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && hint && !hint.hidden) dismissHint();
  });
  let close: (() => void) | null = null;
  let opening = false;

  async function open() {
    opening = true;
    hideHint();
    const host = document.createElement("div");
    container.prepend(host);
    try {
      const { openBrainyPanel } = await import("./panel-root.tsx");
      const unmount = openBrainyPanel(host, () => close?.());
      button.setAttribute("aria-expanded", "true");
      button.setAttribute("aria-controls", BRAINY_PANEL_ID);
      close = () => {
        close = null;
        host.hidden = true;
        button.setAttribute("aria-expanded", "false");
        button.removeAttribute("aria-controls");
        button.focus();
        // Unmounted after the click or key that closed it has finished inside the window.
        window.setTimeout(() => {
          unmount();
          host.remove();
        }, 0);
        showHintLater();
      };
    } catch {
      // The window's code could not be fetched: the full-page chat still works.
      window.location.assign("/brainy-chat");
    } finally {
      opening = false;
    }
  }

  button.addEventListener("click", () => {
    if (close) close();
    else if (!opening) void open();
  });
  showHintLater();
}
