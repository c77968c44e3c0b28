import { Transform } from "node:stream";

const PRELOAD_TAG = /<link rel="modulepreload"[^>]*>/g;

/**
 * Removes the `<link rel="modulepreload">` tags React Router writes for every script of the page
 * (React hoists them into <head>, ahead of the stylesheet).
 *
 * Why: the HTML is complete without JavaScript, which only hydrates it. Preloaded from <head>, ~110 KB
 * of scripts compete with the stylesheet for a slow connection (six HTTP/1.1 connections, all
 * high priority) and the first paint waits for them: Lighthouse's mobile profile measured LCP
 * 1.7-2.0 s with them and 0.8-0.9 s without (docs/performance.md). Without the tags the scripts are
 * still fetched at once when the parser reaches React Router's module script at the end of <body>,
 * and hydration starts about one round trip later.
 *
 * A tag split across two stream chunks is held back until its end arrives.
 */
export function withoutModulePreloads(): Transform {
  let pending = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = pending + chunk.toString();
      // Hold back a possibly incomplete tag at the end of this chunk.
      const lastOpen = text.lastIndexOf("<");
      const cut = lastOpen !== -1 && text.indexOf(">", lastOpen) === -1 ? lastOpen : text.length;
      pending = text.slice(cut);
      callback(null, text.slice(0, cut).replace(PRELOAD_TAG, ""));
    },
    flush(callback) {
      callback(null, pending.replace(PRELOAD_TAG, ""));
    },
  });
}
