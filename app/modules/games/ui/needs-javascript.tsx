import { useHydrated } from "#app/ui/use-hydrated.ts";

/**
 * The games are played in the page's script, so until it runs (or when the browser runs none) the page says
 * why Start is not available. A <noscript> would not do: browsers that block scripts by policy still hide it.
 */
export function NeedsJavaScript() {
  if (useHydrated()) return null;
  return (
    <p className="mt-4 rounded-2xl bg-amber-50 px-4 py-3 font-semibold text-amber-900">
      Playing needs JavaScript. Please turn it on in your browser to start the level.
    </p>
  );
}
