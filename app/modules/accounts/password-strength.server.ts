import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/*
 * How hard a new password is to guess, by zxcvbn (its common-password, name and word lists, keyboard patterns,
 * dates and leetspeak), on the server only: its dictionaries are megabytes that no phone should download. The
 * length and the short list of common passwords are checked by the form's own schema, in the browser too.
 */

/** zxcvbn's score, 0 to 4: 3 is "safely unguessable" against an attacker who has the hashes. */
export const MIN_PASSWORD_SCORE = 3;

let factory: Promise<ZxcvbnFactory> | undefined;

/** Loaded on first use: the lists take a moment and some memory, which most requests never need. */
function strength(): Promise<ZxcvbnFactory> {
  factory ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import("@zxcvbn-ts/core"),
      import("@zxcvbn-ts/language-common"),
      import("@zxcvbn-ts/language-en"),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })();
  return factory;
}

/**
 * Why a new password is too easy to guess, in words for the form, or null when it is strong enough. `about` is
 * what the password must not lean on: the person's e-mail, their name, the site's name.
 */
export async function weakPasswordReason(
  password: string,
  about: (string | null | undefined)[],
): Promise<string | null> {
  const userInputs = [...about, "skillsprouts", "skill sprouts"].filter((value): value is string => Boolean(value));
  const result = await (await strength()).check(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = result.feedback.warning ? `${result.feedback.warning.replace(/\.$/, "")}. ` : "";
  return `That password is too easy to guess. ${why}Try three or four words you will remember, joined by dashes.`;
}
