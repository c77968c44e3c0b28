import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * A CommonJS package loaded on its first use by synchronous code, which cannot await `import()` as
 * the passkey library's callers do: a package the public pages never need stays out of the
 * server's memory until a form, an e-mail or an admin asks for it (docs/decisions/0099).
 */
export function loadOnFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(name) as T);
}
