import { describeFailure } from "./service-error.ts";
import type { RunningService } from "./services.ts";

/** A local service kept running: started again whenever its process ends by itself. */
export type SupervisedService = {
  /** Stops watching, then stops the service (waiting for a start in progress to finish first). */
  stop: () => Promise<void>;
};

const FIRST_DELAY_MS = 1_000;
const LONGEST_DELAY_MS = 30_000;
/** A service that ran this long before it stopped is given a quick restart again, not the longer wait. */
const HEALTHY_RUN_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Watches `first` and, when its process ends without being asked to (killed, crashed), starts it again with
 * `restart`: after 1 s, then twice as long after each failure in a row, up to 30 s, so a service that cannot
 * start does not spin. The app's requests meanwhile get their quick 503s and last good pages.
 */
export function superviseService(
  name: string,
  first: RunningService,
  restart: () => Promise<RunningService>,
  say: (line: string) => void,
): SupervisedService {
  let current = first;
  let stopping = false;
  let restarting: Promise<unknown> = Promise.resolve();
  let delay = FIRST_DELAY_MS;

  const watch = async () => {
    for (;;) {
      const startedAt = Date.now();
      const how = await current.exited;
      if (stopping) return;
      if (Date.now() - startedAt >= HEALTHY_RUN_MS) delay = FIRST_DELAY_MS;
      say(`${name} stopped unexpectedly (${how}); starting it again in ${delay / 1000} s`);
      for (;;) {
        await sleep(delay);
        delay = Math.min(delay * 2, LONGEST_DELAY_MS);
        if (stopping) return;
        const attempt = restart();
        restarting = attempt.catch(() => undefined);
        try {
          current = await attempt;
          say(`${name} is running again`);
          break;
        } catch (error) {
          say(`${name} did not start again: ${describeFailure(error).join("; ")}; next try in ${delay / 1000} s`);
        }
      }
    }
  };
  void watch();

  return {
    async stop() {
      stopping = true;
      await restarting;
      await current.stop();
    },
  };
}
