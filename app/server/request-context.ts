import { createContext } from "react-router";

/** Per-request facts set by the Express layer and read by entry.server and loaders. */
export type RequestInfo = { requestId: string; nonce: string; clientIp: string };

export const requestInfoContext = createContext<RequestInfo>();
