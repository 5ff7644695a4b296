import type postgres from "postgres";

/**
 * A database call that got no answer in time. A database that is frozen (stopped, swapped out, a network path
 * that drops packets without closing) answers nothing and closes nothing: without a deadline of our own, a
 * visitor's request would wait as long as the freeze lasts. Counted as "the database is unreachable"
 * (`isDatabaseUnavailable`), so it is answered the same way: the form kept with "try again in a minute", the page
 * from its last good copy.
 */
export class DatabaseDeadline extends Error {
  readonly code = "DB_DEADLINE";
  constructor(what: string, ms: number) {
    super(`${what} got no answer from the database within ${ms} ms`);
  }
}

/** `work`, or a `DatabaseDeadline` once `ms` have passed without it settling (the work itself is not stopped). */
export function withDeadline<T>(work: PromiseLike<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseDeadline(what, ms)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The driver with a deadline on every call the app makes through it: each query (Drizzle runs them all through
 * `unsafe`) and each transaction as a whole. A query past its deadline is also cancelled, so a slow one stops
 * using the database (a frozen database hears the cancel once it thaws; its transaction then rolls back).
 */
export function withDeadlines(client: postgres.Sql, ms: number): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "unsafe") {
        return (...args: Parameters<postgres.Sql["unsafe"]>) => deadlined(target.unsafe(...args), ms);
      }
      if (property === "begin") {
        return (...args: Parameters<postgres.Sql["begin"]>) => withDeadline(target.begin(...args), ms, "a transaction");
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

type Query = ReturnType<postgres.Sql["unsafe"]>;

/** The same query object (its `.values()` and others still work), whose awaiting is bounded by the deadline. */
function deadlined(query: Query, ms: number): Query {
  const then = query.then.bind(query);
  const bounded = () =>
    withDeadline({ then }, ms, "a query").catch((error: unknown) => {
      if (error instanceof DatabaseDeadline) void Promise.resolve(query.cancel()).catch(() => {});
      throw error;
    });
  Object.assign(query, {
    then: (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) =>
      bounded().then(onFulfilled, onRejected),
  });
  return query;
}
