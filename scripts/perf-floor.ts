/**
 * The floor of `npm run perf` (decision 0090): each page as the site serves it, less its scripts,
 * gzipped as the edge gzips a cached page (level 9), with the site's own response headers, on a port
 * of its own; every other request (CSS, the icon sprite, images) is passed to the site unchanged,
 * compression included. Lighthouse on the floor measures what the HTML and CSS alone cost on the same
 * throttled line and CPU, so the page and its floor differ by their scripts only.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

/** The page without what runs or preloads JavaScript: <script> elements and modulepreload links. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*\/?>/g, "");
}

/** Recomputed for the floor's own body, or per connection: not the page's. */
const BODY_AND_CONNECTION = new Set([
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "date",
  "connection",
  "keep-alive",
]);

/**
 * The site's headers for the page, with the floor's body's own encoding and length. The headers are
 * not scripts, and one of them costs the first paint in the lab: `Cross-Origin-Opener-Policy` moves
 * the page out of Lighthouse's about:blank into a new browsing context group (decision 0090,
 * 2026-11-26: about 55 ms of LCP on `/`, 7 runs each), which the floor must pay as the page does.
 */
export function floorHeaders(site: Headers, bodyLength: number): Record<string, string> {
  const headers: Record<string, string> = {};
  site.forEach((value, name) => {
    if (!BODY_AND_CONNECTION.has(name)) headers[name] = value;
  });
  return { ...headers, "content-encoding": "gzip", "content-length": String(bodyLength) };
}

export async function startFloorServer(siteUrl: string, pages: string[]) {
  const site = new URL(siteUrl);
  const floors = new Map<string, { body: Buffer; headers: Record<string, string> }>();
  for (const page of pages) {
    const answer = await fetch(siteUrl + page);
    const body = zlib.gzipSync(withoutScripts(await answer.text()), { level: 9 });
    floors.set(page, { body, headers: floorHeaders(answer.headers, body.length) });
  }
  const server = http.createServer((req, res) => {
    const floor = floors.get(new URL(req.url ?? "/", siteUrl).pathname);
    if (floor && req.method === "GET") {
      res.writeHead(200, floor.headers);
      res.end(floor.body);
      return;
    }
    const upstream = http.request(
      { host: site.hostname, port: site.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
