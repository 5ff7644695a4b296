/**
 * How often a player, and everyone behind one internet address, may start a level, start again from the
 * beginning or change their board name. Each writes rows, so a script must not be able to repeat it without end;
 * the numbers leave real play (a class of thirty on one school connection among it) untouched.
 */
export type GameLimit = {
  action: "start" | "reset" | "rename";
  perPlayer: number;
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
  rename: {
    action: "rename",
    perPlayer: 5,
    perAddress: 60,
    windowSeconds: 3600,
    refusal: "You've changed your name lots of times. Please keep this one for now and try again later.",
  },
} satisfies Record<string, GameLimit>;
