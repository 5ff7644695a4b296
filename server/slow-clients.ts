/**
 * How long a client may take to send a request, whoever it is: a phone on a poor connection sends a form's
 * headers and body in a second or two, while a client trickling a byte at a time (by accident or to tie up
 * connections) would hold a connection for minutes. Its headers must arrive within this time, and its body must
 * have arrived by then or be arriving at a real upload's pace (`MIN_BODY_BYTES_PER_SECOND`).
 */
export const SLOW_CLIENT_MS = Number(process.env.SLOW_CLIENT_MS ?? 15_000);

/**
 * The slowest body kept once `SLOW_CLIENT_MS` has passed, averaged from its start: about 8 kbit/s, below a 2G
 * phone's upload, far above a trickle. A large CV upload on a slow line goes on; a byte a second does not.
 */
export const MIN_BODY_BYTES_PER_SECOND = 1024;
