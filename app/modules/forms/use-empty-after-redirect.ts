import type { FormMetadata } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";

/**
 * Empties a form once its post was accepted and answered with a redirect to the same page. Without JavaScript the
 * page is loaded again with an empty form; with it the page stays, and so would what was typed. A refusal comes
 * back as `lastResult` (with its errors and the kept text), so the form is left as it is then.
 */
export function useEmptyAfterRedirect(
  form: Pick<FormMetadata<Record<string, unknown>, string[]>, "reset">,
  pending: boolean,
  lastResult: unknown,
) {
  const navigation = useNavigation();
  const sent = useRef(false);
  useEffect(() => {
    if (pending) {
      sent.current = true;
      return;
    }
    if (!sent.current || navigation.state !== "idle") return;
    sent.current = false;
    if (!lastResult) form.reset();
  }, [pending, navigation.state, lastResult, form]);
}
