/**
 * The floor of `npm run perf` (decision 0090): each page as the site serves it, less its scripts,
 * gzipped as the edge gzips a cached page (level 9), on a port of its own; every other request (CSS,
 * the icon sprite, images) is passed to the site unchanged, compression included. Lighthouse on the
 * floor measures what the HTML and CSS alone cost on the same throttled line and CPU.
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

export async function startFloorServer(siteUrl: string, pages: string[]) {
  const site = new URL(siteUrl);
  const bodies = new Map<string, Buffer>();
  for (const page of pages) {
    const html = await (await fetch(siteUrl + page)).text();
    bodies.set(page, zlib.gzipSync(withoutScripts(html), { level: 9 }));
  }
  const server = http.createServer((req, res) => {
    const body = bodies.get(new URL(req.url ?? "/", siteUrl).pathname);
    if (body && req.method === "GET") {
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-encoding": "gzip",
        "cache-control": "no-cache",
        "content-length": body.length,
      });
      res.end(body);
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
