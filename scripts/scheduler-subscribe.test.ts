import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { optionsFrom, subscribeToScheduler } from "./scheduler-subscribe";

type Seen = { method: string; path: string; auth: string | undefined; body: unknown };

/** A local fake of Calendly's API boundary: GET /users/me and POST /webhook_subscriptions. */
let server: Server;
let api: string;
let seen: Seen[] = [];
let refuseWith: { status: number; body: unknown } | undefined;

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    req.on("data", (c) => (data += c));
    req.on("end", () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const raw = await read(req);
    seen.push({
      method: req.method!,
      path: req.url!,
      auth: req.headers.authorization,
      body: raw ? JSON.parse(raw) : null,
    });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== "Bearer good-token") {
      return json(401, { title: "Unauthenticated", message: "The access token is invalid" });
    }
    if (req.method === "GET" && req.url === "/users/me") {
      return json(200, {
        resource: {
          uri: "https://api.calendly.com/users/USER1",
          current_organization: "https://api.calendly.com/organizations/ORG1",
        },
      });
    }
    if (req.method === "POST" && req.url === "/webhook_subscriptions") {
      if (refuseWith) return json(refuseWith.status, refuseWith.body);
      const body = JSON.parse(raw);
      return json(201, {
        resource: {
          uri: "https://api.calendly.com/webhook_subscriptions/SUB1",
          callback_url: body.url,
          ...body,
        },
      });
    }
    json(404, { title: "Resource Not Found" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  refuseWith = undefined;
});

const KEY = "signing-key-0123456789abcdef";

describe("scheduler:subscribe", () => {
  it("reads the token's user and organization, then subscribes the webhook to both invitee events", async () => {
    const result = await subscribeToScheduler({
      token: "good-token",
      url: "https://acumen.example/api/scheduler/webhook",
      signingKey: KEY,
      scope: "user",
      api,
    });
    expect(result).toEqual({
      uri: "https://api.calendly.com/webhook_subscriptions/SUB1",
      callbackUrl: "https://acumen.example/api/scheduler/webhook",
    });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      "GET /users/me",
      "POST /webhook_subscriptions",
    ]);
    expect(seen.every((s) => s.auth === "Bearer good-token")).toBe(true);
    expect(seen[1].body).toEqual({
      url: "https://acumen.example/api/scheduler/webhook",
      events: ["invitee.created", "invitee.canceled"],
      organization: "https://api.calendly.com/organizations/ORG1",
      user: "https://api.calendly.com/users/USER1",
      scope: "user",
      signing_key: KEY,
    });
  });

  it("subscribes the whole organization without a user when asked", async () => {
    await subscribeToScheduler({
      token: "good-token",
      url: "https://a.example/h",
      signingKey: KEY,
      scope: "organization",
      api,
    });
    expect(seen[1].body).toMatchObject({
      scope: "organization",
      organization: "https://api.calendly.com/organizations/ORG1",
    });
    expect(seen[1].body).not.toHaveProperty("user");
  });

  it("says what Calendly refused: a bad token, an existing subscription", async () => {
    await expect(
      subscribeToScheduler({ token: "bad", url: "https://a.example/h", signingKey: KEY, scope: "user", api }),
    ).rejects.toThrow(
      "Reading the token's user (GET /users/me) failed (HTTP 401): Unauthenticated - The access token is invalid",
    );
    refuseWith = {
      status: 409,
      body: { title: "Already Exists", message: "Hook with this url already exists" },
    };
    await expect(
      subscribeToScheduler({
        token: "good-token",
        url: "https://a.example/h",
        signingKey: KEY,
        scope: "user",
        api,
      }),
    ).rejects.toThrow(
      "Creating the webhook subscription failed (HTTP 409): Already Exists - Hook with this url already exists",
    );
  });

  it("reads its options: token required, signing key from SCHEDULER_WEBHOOK_SECRET, URL from SITE_URL", () => {
    expect(optionsFrom([], {})).toEqual({
      error: expect.stringMatching(/^Usage: npm run scheduler:subscribe/),
    });
    expect(optionsFrom(["--token", "t"], {})).toEqual({
      error: expect.stringMatching(/SCHEDULER_WEBHOOK_SECRET/),
    });
    expect(
      optionsFrom(["--token", "t"], { SCHEDULER_WEBHOOK_SECRET: KEY, SITE_URL: "https://acumen.example/" }),
    ).toEqual({
      options: {
        token: "t",
        url: "https://acumen.example/api/scheduler/webhook",
        signingKey: KEY,
        scope: "user",
        api: undefined,
      },
    });
    expect(optionsFrom(["--token", "t"], { SCHEDULER_WEBHOOK_SECRET: KEY })).toEqual({
      error: expect.stringMatching(/only to https:\/\/ URLs/),
    });
    expect(
      optionsFrom(["--token", "t", "--scope", "team", "--url", "https://x.example/h"], {
        SCHEDULER_WEBHOOK_SECRET: KEY,
      }),
    ).toEqual({ error: "--scope must be user or organization" });
  });
});
