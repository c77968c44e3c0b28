/**
 * The scheduler's webhook through the HTTP edge (server/app.ts): the signature holds over the raw
 * bytes as the edge hands them on (multi-byte characters, Calendly's spacing kept), and a body over
 * the public limit (server/guards.ts, 100 kB) is refused before the app reads it.
 */
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { people } from "~/db/schema";
import { setupTestDatabase } from "../setup/db";
import { setupHttpApp } from "../setup/http-app";
import { SCHEDULER_SECRET, calendlyEvent, signedHeaders } from "./scheduler-fixture";

process.env.SCHEDULER_WEBHOOK_SECRET = SCHEDULER_SECRET;
setupTestDatabase();
const http = setupHttpApp();
afterAll(() => {
  delete process.env.SCHEDULER_WEBHOOK_SECRET;
});

const post = (raw: string, headers: Record<string, string>) =>
  fetch(`${http.base}/api/scheduler/webhook`, { method: "POST", headers, body: raw });

describe("POST /api/scheduler/webhook through the edge", () => {
  it("verifies the raw bytes: pretty-printed JSON with accents is accepted, one changed byte is not", async () => {
    const event = calendlyEvent("invitee.created", {
      id: "EDGE1",
      email: "zoe@example.com",
      name: "Zoë Ångström",
      start: "2026-12-20T18:00:00Z",
    });
    const raw = JSON.stringify(event, null, 2);
    const res = await post(raw, signedHeaders(raw));
    expect(res.status, await res.clone().text()).toBe(200);
    const [person] = await db().select().from(people).where(eq(people.email, "zoe@example.com"));
    expect(person.name).toBe("Zoë Ångström");
    const altered = raw.replace("Zoë", "Zoe");
    expect((await post(altered, signedHeaders(raw))).status).toBe(401);
  });

  it("refuses a body over the public limit with 413", async () => {
    const raw = JSON.stringify({ event: "invitee.created", padding: "x".repeat(120 * 1024) });
    const res = await post(raw, signedHeaders(raw));
    expect(res.status).toBe(413);
  });
});
