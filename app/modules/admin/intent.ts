import { data, useNavigation } from "react-router";

/** The answer to a post no form of the page sends (an unknown intent, or fields a page never writes). */
export const NOT_UNDERSTOOD = "That request was not understood.";

/** A 400 with NOT_UNDERSTOOD, to throw: the admin error page shows it with a way back. */
export const notUnderstood = () => data(NOT_UNDERSTOOD, { status: 400 });

/**
 * Which of the page's own forms a refused submission came from, so that form shows its errors: the `intent` it
 * was sent with, when it is one of `intents`. Null for any other intent (or none): the action answers that with a
 * 400, as nothing on the page sends it.
 */
export function refusedIntent<const Intent extends string>(
  formData: FormData,
  intents: readonly Intent[],
): Intent | null {
  const sent = formData.get("intent");
  return intents.find((intent) => intent === sent) ?? null;
}

/** True while the form that sends `intent` is on its way, so only that form's button says it is busy. */
export function useSubmittingIntent(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}
