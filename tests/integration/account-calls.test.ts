/**
 * Booked calls on the client's page (docs/product/account.md): what the scheduler's signed webhook
 * carried (Calendly's v2 shape, ./scheduler-fixture.ts) shown while the call is ahead (the join link,
 * the place, the scheduler's reschedule and cancel pages) and in its calendar file; nothing of it
 * once the call is past or cancelled.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { AccountSectionData, SectionItem } from "~/features/account/section";
import * as webhook from "~/routes/api/scheduler.webhook";
import { nowMs, setClockForTests } from "~/utils/clock.server";
import { resetEnvCache } from "~/utils/env.server";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { accountFixture, clientCookie, send } from "./account-fixture";
import { SCHEDULER_SECRET, calendlyEvent, signedHeaders } from "./scheduler-fixture";

setupTestDatabase();
accountFixture();

const NOW = new Date("2026-11-25T18:00:00Z");
beforeEach(() => {
  process.env.SCHEDULER_WEBHOOK_SECRET = SCHEDULER_SECRET;
  resetEnvCache();
});
afterAll(() => {
  delete process.env.SCHEDULER_WEBHOOK_SECRET;
  resetEnvCache();
  setClockForTests(undefined);
});

/** A signed delivery of `body`, at the project clock's time. */
async function deliver(body: unknown) {
  const raw = JSON.stringify(body);
  const res = await callRoute(webhook, {
    path: "/api/scheduler/webhook",
    method: "POST",
    body: raw,
    headers: signedHeaders(raw, { at: Math.floor(nowMs() / 1000) }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as { bookingId: number };
}

/** A call booked by `email` through the scheduler: Calendly's invitee.created, with `more` of it. */
const book = (
  email: string,
  id: string,
  start: string,
  more: Partial<Parameters<typeof calendlyEvent>[1]> = {},
) => deliver(calendlyEvent("invitee.created", { id, email, start, ...more }));

async function sections(cookie: string) {
  const res = await send("/api/account", { cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { sections: AccountSectionData[] }).sections;
}
const itemsOf = (all: AccountSectionData[], id: string) => all.find((s) => s.id === id)!.items;
const linksOf = (i: SectionItem) => i.links.map((l) => [l.label, l.href]);
/** The calendar file's lines, unfolded (RFC 5545 folds long lines), with its text unescaped. */
async function calendarOf(bookingId: number, cookie: string) {
  const res = await send(`/account/calls/${bookingId}/invite.ics`, { cookie });
  if (res.status !== 200) return res.status;
  return (await res.text()).replace(/\r\n[ \t]/g, "").replace(/\\([,;\\])/g, "$1");
}

describe("a booked call on the client's page", () => {
  it("shows, while it is ahead, how to join and the scheduler's pages to move or cancel it, and puts them in its calendar file", async () => {
    setClockForTests(NOW);
    const email = "caller@example.com";
    const video = await book(email, "AC1", "2026-11-28T18:00:00Z");
    const inPerson = await book(email, "AC2", "2026-11-29T18:00:00Z", {
      location: { type: "physical", location: "1 World Trade Center, 85th floor" },
      cancelUrl: "javascript:alert(document.cookie)",
    });
    const phone = await book(email, "AC3", "2026-11-30T18:00:00Z", {
      location: { type: "outbound_call", location: "+1 310 555 0100" },
    });
    // The video link not made yet, and no page of the scheduler's: none is shown.
    const unknown = await book(email, "AC4", "2026-12-01T18:00:00Z", {
      location: { type: "zoom", status: "processing", join_url: null },
      cancelUrl: null,
      rescheduleUrl: "ftp://calendly.com/reschedulings/INAC4",
    });
    const cookie = await clientCookie(email);
    const upcoming = itemsOf(await sections(cookie), "upcoming");
    const ics = (b: { bookingId: number }) => `/account/calls/${b.bookingId}/invite.ics`;
    expect(upcoming.map((i) => [i.details.slice(1), linksOf(i)])).toEqual([
      [
        ["Booked call"],
        [
          ["Join the call", "https://zoom.us/j/123"],
          ["Add to calendar (.ics)", ics(video)],
          ["Reschedule", "https://calendly.com/reschedulings/INAC1"],
          ["Cancel the call", "https://calendly.com/cancellations/INAC1"],
        ],
      ],
      [
        ["Booked call", "Where: 1 World Trade Center, 85th floor"],
        [
          ["Add to calendar (.ics)", ics(inPerson)],
          ["Reschedule", "https://calendly.com/reschedulings/INAC2"],
        ],
      ],
      [
        ["Booked call", "By phone: you will be called at +1 310 555 0100"],
        [
          ["Add to calendar (.ics)", ics(phone)],
          ["Reschedule", "https://calendly.com/reschedulings/INAC3"],
          ["Cancel the call", "https://calendly.com/cancellations/INAC3"],
        ],
      ],
      [["Booked call"], [["Add to calendar (.ics)", ics(unknown)]]],
    ]);
    // No pack: nothing is said of credits.
    expect(JSON.stringify(upcoming)).not.toMatch(/credit/i);

    // The page's own data (what it draws) holds the same, and never the link dropped.
    const page = await (await send("/account.data", { cookie })).text();
    expect(page).toContain("https://calendly.com/cancellations/INAC1");
    expect(page).not.toContain("javascript:");

    const videoFile = await calendarOf(video.bookingId, cookie);
    expect(videoFile).toContain("URL:https://zoom.us/j/123");
    expect(videoFile).toContain("LOCATION:https://zoom.us/j/123");
    expect(videoFile).toContain("DESCRIPTION:Join the call: https://zoom.us/j/123");
    expect(videoFile).not.toContain("confirmation e-mail");
    const placeFile = await calendarOf(inPerson.bookingId, cookie);
    expect(placeFile).toContain("LOCATION:1 World Trade Center, 85th floor");
    expect(placeFile).toContain("DESCRIPTION:Where: 1 World Trade Center, 85th floor");
    expect(placeFile).not.toMatch(/^URL:/m);
    const phoneFile = await calendarOf(phone.bookingId, cookie);
    expect(phoneFile).toContain("LOCATION:+1 310 555 0100");
    expect(phoneFile).toContain("DESCRIPTION:By phone: you will be called at +1 310 555 0100");
    const unknownFile = await calendarOf(unknown.bookingId, cookie);
    expect(unknownFile).toContain("DESCRIPTION:The scheduler's confirmation e-mail holds the link to join.");
    expect(unknownFile).not.toMatch(/^(URL|LOCATION):/m);
  });

  it("shows none of it once the call is past, and drops a cancelled call and its file", async () => {
    setClockForTests(NOW);
    const email = "ended@example.com";
    const done = await book(email, "AD1", "2026-11-26T18:00:00Z", {
      location: { type: "physical", location: "Suite 400" },
    });
    const dropped = await book(email, "AD2", "2026-11-27T18:00:00Z");
    const cookie = await clientCookie(email);
    expect(itemsOf(await sections(cookie), "upcoming").map((i) => i.links.length)).toEqual([3, 4]);

    // The call cancelled on the scheduler's page: its webhook takes it off the page.
    await deliver(calendlyEvent("invitee.canceled", { id: "AD2", email, start: "2026-11-27T18:00:00Z" }));
    expect(await calendarOf(dropped.bookingId, cookie)).toBe(404);

    // Until the call's end, joining is offered; after it, nothing but the call itself.
    setClockForTests(new Date("2026-11-26T18:29:00Z"));
    const during = await sections(cookie);
    expect(itemsOf(during, "upcoming").map((i) => i.key)).toEqual([`call-${done.bookingId}`]);
    expect(itemsOf(during, "upcoming")[0].details).toContain("Where: Suite 400");
    setClockForTests(new Date("2026-11-26T18:31:00Z"));
    const after = await sections(cookie);
    expect(itemsOf(after, "upcoming")).toEqual([]);
    expect(itemsOf(after, "past").map((i) => [i.key, i.details.slice(1), i.links])).toEqual([
      [`call-${done.bookingId}`, ["Booked call"], []],
    ]);
    expect(JSON.stringify(after)).not.toContain("calendly.com");
  });
});
