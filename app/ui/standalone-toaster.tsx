import { createRoot } from "react-dom/client";
import { LazyToaster } from "./toast.tsx";

let mounted = false;

/**
 * On pages sent without the framework, islands that show toasts (the game, Brainy's window) share one toast
 * area in a React root of its own, made by whichever needs it first.
 */
export function mountStandaloneToaster(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(<LazyToaster position="top-center" closeButton duration={4000} />);
}
