import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from "obscenity";
import { anonymousName, playerNameMaxLength } from "./protocol.ts";

// Built once: the dataset compiles to a few hundred patterns, too many to rebuild per request.
let matcher: RegExpMatcher | undefined;
function profanityMatcher(): RegExpMatcher {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return matcher;
}

export type NameCheck = { ok: true; name: string } | { ok: false; message: string };

/**
 * A leaderboard name as children will see it on a public board: trimmed, inner runs of spaces collapsed,
 * control characters removed, at most 24 characters and kid-safe. An empty answer means "Anonymous".
 */
export function checkPlayerName(raw: string): NameCheck {
  const name = raw
    .replace(/\p{Cc}|\p{Cf}/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  if (name === "") return { ok: true, name: anonymousName };
  if ([...name].length > playerNameMaxLength) {
    return { ok: false, message: `Please keep your name to ${playerNameMaxLength} characters or fewer.` };
  }
  if (profanityMatcher().hasMatch(name)) {
    return { ok: false, message: "Please choose a friendly name that everyone can see." };
  }
  return { ok: true, name };
}
