/**
 * The back office's "still here" call: a signed-in member of staff's page calls it while they type or tap, and when
 * they choose to stay signed in, so reading and typing count as use of the session as much as saving does. Reading
 * the session (the root middleware) is what keeps it; the layout's guard answers for a session that has ended.
 */
export function loader() {
  return Response.json({ signedIn: true });
}
