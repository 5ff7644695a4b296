import { showNotice, type NoticeTone } from "./notice.ts";

/**
 * What a form's action answered ("Sign in Failed", "Reset Link Sent"), shown as a toast once the page has
 * JavaScript, as the hydrated pages show it; the page drawn by the server says the same without JavaScript.
 */
export function mount(
  _element: HTMLElement,
  { title, description, tone }: { title: string; description?: string; tone: NoticeTone },
): void {
  showNotice(title, description, tone);
}
