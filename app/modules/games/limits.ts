/**
 * How often a player, and everyone on one network (an IPv4 address or an IPv6 /64), may start a level, start
 * again from the beginning, change their board name, or become a new player. Each writes rows, so a script must
 * not be able to repeat it without end; the numbers leave real play (a class of thirty on one school connection
 * among it) untouched.
 */
export type GameLimit = {
  action: "start" | "reset" | "rename" | "new-player";
  /** Null where the limit is only per network (a new player has no id yet). */
  perPlayer: number | null;
  perAddress: number;
  windowSeconds: number;
  refusal: string;
};

export const gameLimits = {
  start: {
    action: "start",
    perPlayer: 20,
    perAddress: 120,
    windowSeconds: 60,
    refusal: "Lots of games started! Please wait a minute, then start again.",
  },
  reset: {
    action: "reset",
    perPlayer: 5,
    perAddress: 100,
    windowSeconds: 600,
    refusal: "You've started from the beginning lots of times. Please wait a few minutes, then try again.",
  },
  /** Only names that were saved count: a refused or taken name costs nothing. */
  rename: {
    action: "rename",
    perPlayer: 5,
    perAddress: 60,
    windowSeconds: 3600,
    refusal: "You've changed your name lots of times. Please keep this one for now and try again later.",
  },
  /** New anonymous players: a classroom's worth an hour from one network. */
  newPlayer: {
    action: "new-player",
    perPlayer: null,
    perAddress: 60,
    windowSeconds: 3600,
    refusal: "Lots of new players have joined from here! Please wait a little while, then try again.",
  },
} satisfies Record<string, GameLimit>;
