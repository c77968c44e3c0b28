import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assignNonce, securityHeaders } from "./security";

let base = "";
let server: http.Server;

beforeAll(async () => {
  const app = express();
  app.use(
    assignNonce,
    securityHeaders(true, {
      scripts: ["https://embed.example"],
      connect: [],
      frames: [],
      forms: ["https://checkout.stripe.com"],
    }),
  );
  app.get("/", (_req, res) => void res.json({ nonce: res.locals.nonce }));
  await new Promise<void>((r) => (server = app.listen(0, "127.0.0.1", () => r())));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("document headers", () => {
  it("carry each response's own nonce in the policy, and the same other headers every time", async () => {
    const answers = await Promise.all([fetch(base), fetch(base)]);
    const nonces: string[] = [];
    for (const res of answers) {
      const { nonce } = (await res.json()) as { nonce: string };
      nonces.push(nonce);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
      expect(csp).not.toContain("placeholder");
      expect(csp).toContain("upgrade-insecure-requests");
      // A paid form's plain post goes on to Stripe Checkout (product.md §10.14).
      expect(csp).toContain("form-action 'self' https://checkout.stripe.com");
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    }
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    const others = answers.map((r) =>
      [...r.headers].filter(([name]) => !["content-security-policy", "date", "etag"].includes(name)),
    );
    expect(others[0]).toEqual(others[1]);
  });
});
