import { readFileSync } from "node:fs";
import path from "node:path";

const texts = new Map<string, string | undefined>();

/**
 * A built stylesheet's text, to write into the document instead of a <link> (decision 0065). Read
 * once per file (hashed names never change in a running build); undefined when the file is not there,
 * and the page then links it as usual.
 */
export function stylesheetText(clientDir: string, href: string): string | undefined {
  const file = path.join(clientDir, href);
  if (!texts.has(file)) {
    let text: string | undefined;
    try {
      text = readFileSync(file, "utf8");
    } catch {
      text = undefined;
    }
    texts.set(file, text);
  }
  return texts.get(file);
}
