/**
 * A start-up failure told the way a person can act on: what failed, and what to do about it. Anything else
 * that reaches the top of a script is described as well as it can be, never as "undefined".
 */
export class ServiceError extends Error {
  readonly whatToDo: string;

  constructor(message: string, whatToDo: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ServiceError";
    this.whatToDo = whatToDo;
  }
}

/** Lines for the console: the failure, its cause if it adds anything, and what to do. */
export function describeFailure(error: unknown): string[] {
  if (error instanceof ServiceError) {
    const cause = error.cause === undefined ? [] : [`cause: ${describeCause(error.cause)}`];
    return [error.message, ...cause, `what to do: ${error.whatToDo}`];
  }
  return [describeCause(error), "what to do: read the lines above for the first error, fix it and start again."];
}

function describeCause(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (error === undefined || error === null) return "an unknown failure (nothing was reported)";
  if (typeof error === "object") return JSON.stringify(error);
  return String(error);
}
