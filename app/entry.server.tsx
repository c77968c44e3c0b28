import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { requestContext } from "~/context";
import { ServerRouter } from "react-router";
import { NonceProvider } from "~/utils/nonce";
import { StylesheetTextProvider } from "~/components/layout/site-stylesheet";
import { stylesheetText } from "~/utils/stylesheet-text.server";
import appCss from "./app.css?url";

export const streamTimeout = 5_000;

// What the edge needs besides the request handler (readiness, database, page cache, jobs), reached
// through the server build's `entry.module` (decision 0083).
export { edgeApi } from "~/edge-api.server";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce: nonceText, clientDir } = loadContext.get(requestContext);
  const nonce = nonceText || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers and prerendering wait for the whole document; browsers get the shell early.
    const readyEvent =
      isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode
        ? "onAllReady"
        : "onShellReady";
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <StylesheetTextProvider value={clientDir ? stylesheetText(clientDir, appCss) : undefined}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextProvider>
      </NonceProvider>,
      {
        nonce,
        // A Suspense boundary that rendered at once stays in place in the HTML. By default React moves
        // one (over 500 bytes) that comes after 12.8 KB of HTML to the end of the document, revealed by
        // a script: the lazy newsletter form (components/newsletter/lazy-newsletter-form.tsx) would
        // be hidden without JavaScript and would move the footer when revealed.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
