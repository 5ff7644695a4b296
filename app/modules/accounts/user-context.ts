import { createContext } from "react-router";
import type { AuthUser } from "./session.server.ts";

/** The signed-in user of this request, loaded once by the root middleware; null for visitors. */
export const userContext = createContext<AuthUser | null>(null);

/**
 * The signed-in member of staff, set by the back office's guard middleware before any admin loader or action
 * runs. It has no default: reading it where the guard did not run is a programming error and throws.
 */
export const staffContext = createContext<AuthUser>();
