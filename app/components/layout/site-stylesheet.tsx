import { createContext, useContext, useState } from "react";

const StylesheetTextContext = createContext<string | undefined>(undefined);

/** The server's copy of the site stylesheet's text (entry.server.tsx); absent in the browser. */
export const StylesheetTextProvider = StylesheetTextContext.Provider;

/**
 * The site's one stylesheet, written into the document's <head> (decision 0065): the first paint then
 * needs only the HTML, not a second round trip that shares the line with the framework's scripts. In
 * the browser the text is read back from the server's own <style>, so hydration finds the same
 * element and a later render keeps it. Without a text (dev server) it is an ordinary link.
 */
export function SiteStylesheet({ href }: { href: string }) {
  const fromServer = useContext(StylesheetTextContext);
  const [text] = useState(
    () =>
      fromServer ??
      (typeof document === "undefined"
        ? undefined
        : document.querySelector(`style[data-href="${href}"]`)?.textContent) ??
      undefined,
  );
  if (text === undefined) return <link rel="stylesheet" href={href} precedence="default" />;
  return <style data-href={href} dangerouslySetInnerHTML={{ __html: text }} />;
}
