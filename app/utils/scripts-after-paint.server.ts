import { Transform } from "node:stream";

const PRELOAD_TAG = /<link rel="modulepreload"[^>]*>/g;
/** React Router's bootstrap: the module script that imports the page's modules and then hydrates. */
// Prerendering at build time writes it without a nonce (server/prerendered.ts adds one per response).
const BOOTSTRAP_TAG = /<script( nonce="[^"]*")? type="module" async="">/g;
export const DEFERRED_BOOTSTRAP_ID = "rr-bootstrap";

/**
 * Runs the bootstrap once the browser reports the first contentful paint (Paint Timing, delivered
 * once the frame is on screen; a requestAnimationFrame callback runs before its paint, and the frame
 * can reach the screen tens of milliseconds later). Where Paint Timing is missing, after the next
 * frame; and after 3 s in any case (a tab opened in the background paints only when shown). The
 * bootstrap's text is copied into a new module script with the same nonce, in the same place, so
 * React hydrates the same tree.
 */
const loader = `(function(){var done=false;function run(){if(done)return;done=true;var d=document.getElementById("${DEFERRED_BOOTSTRAP_ID}");if(!d)return;var s=document.createElement("script");s.type="module";s.nonce=d.nonce;s.textContent=d.textContent;d.replaceWith(s)}function later(){setTimeout(function(){document.readyState==="loading"?document.addEventListener("DOMContentLoaded",run):run()},0)}var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(list,obs){if(list.getEntriesByName("first-contentful-paint").length){obs.disconnect();later()}}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(later)}setTimeout(later,3000)})();`;

/**
 * Makes the page's scripts load after its first paint, not before it.
 *
 * The HTML is complete without JavaScript, which only hydrates it. Two things made the browser spend
 * the first paint's time on scripts:
 * - React Router writes a `<link rel="modulepreload">` for every script of the page, and React
 *   hoists them into <head>: ~110 KB of scripts then compete with the stylesheet on a slow
 *   connection (six HTTP/1.1 connections, all high priority). Lighthouse's mobile profile measured
 *   LCP 1.7-2.0 s with them and 0.8-0.9 s without. They are removed.
 * - React Router's bootstrap module script, at the end of <body>, starts fetching every module as
 *   soon as the parser reaches it, i.e. as soon as the stylesheet has arrived, in a race with the
 *   first style, layout and paint. Whenever the scripts won (a third of Lighthouse runs here), the
 *   simulated first paint counted their download and LCP read 1.4-2.0 s instead of 0.8-0.9 s. The
 *   bootstrap is made inert (`type="text/plain"`) and a small nonced script before it runs it after
 *   the first paint, so the page paints first on every load; hydration already waits for the paint
 *   (app/entry.client.tsx).
 *
 * A tag split across two stream chunks is held back until its end arrives. If React Router's markup
 * changes so that the patterns do not match, the page is served unchanged and still works.
 */
export function scriptsAfterFirstPaint(): Transform {
  let pending = "";
  const rewrite = (html: string) =>
    html
      .replace(PRELOAD_TAG, "")
      .replace(
        BOOTSTRAP_TAG,
        (_tag, nonce = "") =>
          `<script${nonce}>${loader}</script><script${nonce} type="text/plain" id="${DEFERRED_BOOTSTRAP_ID}">`,
      );
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = pending + chunk.toString();
      // Hold back a possibly incomplete tag at the end of this chunk.
      const lastOpen = text.lastIndexOf("<");
      const cut = lastOpen !== -1 && text.indexOf(">", lastOpen) === -1 ? lastOpen : text.length;
      pending = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, rewrite(pending));
    },
  });
}
