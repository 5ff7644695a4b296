import type pg from "pg";

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

type QueryArgs = Parameters<pg.PoolClient["query"]>;

/**
 * A connection taken from the pool for at most `ms`, counted from the moment it is asked for (the wait for a free
 * connection included). Past that, every query on it that has not answered, and every later one, fails with a
 * `DatabaseDeadline`, and the connection is dropped rather than handed back: its answer is overdue, and the next
 * caller must not get it. Dropping the connection ends its transaction (the server rolls it back once it notices,
 * at the latest when statement_timeout stops what it was running).
 */
export async function checkout(pool: pg.Pool, ms: number, what: string): Promise<pg.PoolClient> {
  let client: pg.PoolClient | undefined;
  let overdue: DatabaseDeadline | undefined;
  let released = false;
  let halt: (error: DatabaseDeadline) => void = () => {};
  const halted = new Promise<never>((_, reject) => {
    halt = reject;
  });
  halted.catch(() => {});

  const release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    client?.release(overdue ?? error);
  };
  const timer = setTimeout(() => {
    overdue = new DatabaseDeadline(what, ms);
    halt(overdue);
    release();
  }, ms);

  const connecting = pool.connect();
  // A connection that arrives after the deadline goes straight back, unused.
  void connecting.then(
    (connected) => {
      if (released) connected.release();
      else client = connected;
    },
    () => {},
  );
  let connected: pg.PoolClient;
  try {
    connected = await Promise.race([connecting, halted]);
  } catch (error) {
    release();
    throw error;
  }

  return new Proxy(connected, {
    get(target, property, receiver) {
      if (property === "query") {
        return (...args: QueryArgs) => {
          if (overdue) return Promise.reject(overdue);
          const query = Reflect.apply(target.query, target, args) as unknown as Promise<pg.QueryResult>;
          return Promise.race([query, halted]);
        };
      }
      if (property === "release") return release;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/**
 * The pool with a deadline on every call the app makes through it: each query (on a connection of its own, the
 * wait for it included) and each transaction as a whole (Drizzle takes a connection with `connect` for one). A
 * call past its deadline drops its connection, so a slow one stops using the database (a frozen database sees
 * the connection close once it thaws; its transaction then rolls back).
 */
export function withDeadlines(pool: pg.Pool, ms: number): pg.Pool {
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property === "query") {
        return async (...args: QueryArgs) => {
          const client = await checkout(target, ms, "a query");
          try {
            return await client.query(...args);
          } finally {
            client.release();
          }
        };
      }
      if (property === "connect") return () => checkout(target, ms, "a transaction");
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}
