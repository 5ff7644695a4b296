import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** A <details> menu that works without JavaScript and, with it, closes on any navigation. */
export function useCloseOnNavigation<T extends HTMLDetailsElement>() {
  const ref = useRef<T>(null);
  const location = useLocation();
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location.key]);
  return ref;
}
