/** Liveness: the process answers. Dependencies are checked by /readyz. */
export function loader() {
  return new Response("ok", { headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}
