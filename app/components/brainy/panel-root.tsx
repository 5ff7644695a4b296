import { createRoot } from "react-dom/client";
import { LazyToaster } from "#app/ui/toast.tsx";
import BrainyPanel from "./brainy-panel.tsx";

/**
 * Shows the chat window on a page sent without the framework, where no React app runs: a small root of its
 * own, with the toast area the error messages need. Returns the function that removes it.
 */
export function openBrainyPanel(host: HTMLElement, onClose: () => void): () => void {
  const root = createRoot(host);
  root.render(
    <>
      <BrainyPanel onClose={onClose} />
      <LazyToaster position="top-center" closeButton duration={4000} />
    </>,
  );
  return () => root.unmount();
}
