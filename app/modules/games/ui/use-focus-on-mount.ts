import { useEffect, useRef, useState } from "react";

/**
 * A ref to focus when the component first appears, if `enabled` was true then. Screens use it so that after a
 * button swaps one screen for another, keyboard and screen reader users land on the new screen's heading
 * instead of the top of the page. Off on the first page load, where focus belongs to the browser.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  const [enabledAtMount] = useState(enabled);
  useEffect(() => {
    if (enabledAtMount) ref.current?.focus();
  }, [enabledAtMount]);
  return ref;
}
