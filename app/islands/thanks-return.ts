/** A thank-you state that gives way to the page again after a while (the server shows it after a send). */
export function mount(_element: HTMLElement, { to, after }: { to: string; after: number }): void {
  setTimeout(() => {
    // The thank-you came from a one-time message, so loading the same address again brings the form back.
    if (new URL(to, location.href).href === location.href) location.reload();
    else location.replace(to);
  }, after);
}
