import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newsletterSubscribers } from "~/db/schema";
import * as route from "~/routes/unsubscribe";
import { subscribe } from "~/features/newsletter/subscribers.server";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";

setupTestDatabase();

async function subscriber(email: string) {
  await subscribe(email);
  const [row] = await db()
    .select()
    .from(newsletterSubscribers)
    .where(sql`email = ${email}`);
  return row;
}

const stateOf = async (email: string) =>
  (
    await db()
      .select()
      .from(newsletterSubscribers)
      .where(sql`email = ${email}`)
  )[0].state;

/** A loader or action answer: `data(..., { status })` comes back as its init and data. */
async function answer(res: Response) {
  const json = await res.json();
  if (json?.type === "DataWithResponseInit") return { status: json.init?.status ?? 200, data: json.data };
  return { status: res.status, data: json };
}

describe("/unsubscribe", () => {
  it("GET shows a confirmation and does not unsubscribe (mail scanners prefetch links)", async () => {
    const s = await subscriber("scan@example.com");
    const { status, data } = await answer(
      await callRoute(route, { path: `/unsubscribe?token=${s.unsubscribeToken}` }),
    );
    expect(status).toBe(200);
    expect(data).toMatchObject({ state: "confirm", token: s.unsubscribeToken, email: "sc••@example.com" });
    expect(await stateOf("scan@example.com")).toBe("pending");
  });

  it("a one-click POST (RFC 8058) unsubscribes, with no page, cookie or script", async () => {
    const s = await subscriber("oneclick@example.com");
    const res = await callRoute(route, {
      method: "POST",
      path: `/unsubscribe?token=${s.unsubscribeToken}`,
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await answer(res)).toEqual({ status: 200, data: { state: "done" } });
    expect(await stateOf("oneclick@example.com")).toBe("unsubscribed");
    // The link keeps working: the page now says so.
    const again = await answer(await callRoute(route, { path: `/unsubscribe?token=${s.unsubscribeToken}` }));
    expect(again.data).toMatchObject({ state: "done", token: s.unsubscribeToken, email: expect.any(String) });
  });

  it("the confirm form may send the token in its body", async () => {
    const s = await subscriber("form@example.com");
    const res = await callRoute(route, {
      method: "POST",
      path: "/unsubscribe",
      body: `token=${s.unsubscribeToken}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect((await answer(res)).data).toEqual({ state: "done" });
    expect(await stateOf("form@example.com")).toBe("unsubscribed");
  });

  it("subscribing again after unsubscribing asks to confirm again (pending)", async () => {
    await subscriber("back@example.com");
    const [row] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(sql`email = 'back@example.com'`);
    await db()
      .update(newsletterSubscribers)
      .set({ state: "unsubscribed" })
      .where(sql`id = ${row.id}`);
    await subscribe("back@example.com");
    expect(await stateOf("back@example.com")).toBe("pending");
  });

  it.each([
    ["an unknown token", "?token=" + "ab".repeat(24)],
    ["a malformed token", "?token=../../etc"],
    ["no token", ""],
  ])("answers %s with 404, for GET and POST, and changes nothing", async (_name, query) => {
    await subscriber("keep@example.com");
    expect(await answer(await callRoute(route, { path: `/unsubscribe${query}` }))).toEqual({
      status: 404,
      data: { state: "unknown" },
    });
    const post = await callRoute(route, {
      method: "POST",
      path: `/unsubscribe${query}`,
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(await answer(post)).toEqual({ status: 404, data: { state: "unknown" } });
    expect(await stateOf("keep@example.com")).toBe("pending");
  });
});
