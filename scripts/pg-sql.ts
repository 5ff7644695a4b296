import pg from "pg";

/** A row of a query whose columns the caller did not name. */
export type Row = Record<string, unknown>;

/**
 * A small pool with a tagged-template query: `sql\`select … where id = ${id}\`` sends the values as parameters,
 * never as text, and answers with the rows. For scripts and tests that talk to a database outside the app.
 */
export type Sql = {
  <T extends readonly object[] = Row[]>(strings: TemplateStringsArray, ...values: unknown[]): Promise<T>;
  /** SQL text as it is, with `$1`-style parameters if any (several statements in one text only without them). */
  unsafe<T extends readonly object[] = Row[]>(text: string, values?: unknown[]): Promise<T>;
  end(): Promise<void>;
};

export function connect(config: string | pg.PoolConfig, max = 1): Sql {
  const pool = new pg.Pool({
    ...(typeof config === "string" ? { connectionString: config } : config),
    max,
    connectionTimeoutMillis: 10_000,
  });
  // A connection that dies while idle (the database restarted, or a test stopped it) is dropped, not thrown.
  pool.on("error", () => {});
  const run = async <T extends readonly object[]>(text: string, values?: unknown[]): Promise<T> => {
    const result = await pool.query(text, values);
    return result.rows as unknown as T;
  };
  const sql = <T extends readonly object[] = Row[]>(strings: TemplateStringsArray, ...values: unknown[]) =>
    run<T>(
      strings.reduce((text, part, index) => `${text}$${index}${part}`),
      values,
    );
  return Object.assign(sql, {
    unsafe: <T extends readonly object[] = Row[]>(text: string, values?: unknown[]) => run<T>(text, values),
    end: () => pool.end(),
  });
}
