import { createContext } from "react-router";
import type { AuthUser } from "./session.server.ts";

/** The signed-in user of this request, loaded once by the root middleware; null for visitors. */
export const userContext = createContext<AuthUser | null>(null);
