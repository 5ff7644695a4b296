import { createRoot } from "react-dom/client";
import { mountStandaloneToaster } from "#app/ui/standalone-toaster.tsx";
import BrainyPanel from "./brainy-panel.tsx";

/**
 * Shows the chat window on a page sent without the framework, where no React app runs: a small root of its
 * own, plus the page's toast area the error messages need. Returns the function that removes the window.
 */
export function openBrainyPanel(host: HTMLElement, onClose: () => void): () => void {
  mountStandaloneToaster();
  const root = createRoot(host);
  root.render(<BrainyPanel onClose={onClose} />);
  return () => root.unmount();
}
