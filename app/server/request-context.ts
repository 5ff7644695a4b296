import { createContext } from "react-router";

/**
 * Per-request facts set by the Express layer and read by entry.server and loaders. `scriptNonce` hands out
 * the CSP nonce for inline script; a response that never asks for it is sent with a policy that allows no
 * inline script at all (and may then be shared between visitors).
 */
export type RequestInfo = { requestId: string; clientIp: string; scriptNonce: () => string };

export const requestInfoContext = createContext<RequestInfo>();
