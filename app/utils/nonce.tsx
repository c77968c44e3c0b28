import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this response (server only; empty in the browser, where it is not needed). */
export function useNonce() {
  return useContext(NonceContext);
}
