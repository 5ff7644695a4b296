import { useEffect, useState, type ComponentType } from "react";
import type * as SonnerModule from "sonner";
import type { ExternalToast, ToasterProps } from "sonner";

type Sonner = typeof SonnerModule;
type Kind = "success" | "error" | "info";

/*
 * Toasts are rare (after a form, a copied link), so the toast library is fetched the first time one is shown
 * instead of on every page load. Calls made before the Toaster is on screen wait in a queue.
 */
let loading: Promise<Sonner> | undefined;
let mounted: Sonner | null = null;
const waiting: ((sonner: Sonner) => void)[] = [];
const mountRequests = new Set<(sonner: Sonner) => void>();

const loadSonner = () => (loading ??= import("sonner"));

function show(kind: Kind, title: string, options?: ExternalToast) {
  const display = (sonner: Sonner) => sonner.toast[kind](title, options);
  if (mounted) {
    display(mounted);
    return;
  }
  waiting.push(display);
  void loadSonner().then((sonner) => mountRequests.forEach((request) => request(sonner)));
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
  info: (title: string, options?: ExternalToast) => show("info", title, options),
};

/** Renders the Toaster once the first toast is asked for, then shows what was waiting. */
export function LazyToaster(props: ToasterProps) {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => {
    const request = (loaded: Sonner) => setSonner(() => loaded);
    mountRequests.add(request);
    if (waiting.length > 0) void loadSonner().then(request);
    return () => {
      mountRequests.delete(request);
    };
  }, []);
  useEffect(() => {
    // The Toaster child has subscribed by now (child effects run first), so nothing queued is lost.
    if (!sonner) return;
    mounted = sonner;
    waiting.splice(0).forEach((display) => display(sonner));
    return () => {
      mounted = null;
    };
  }, [sonner]);
  if (!sonner) return null;
  const Toaster: ComponentType<ToasterProps> = sonner.Toaster;
  return <Toaster {...props} />;
}
