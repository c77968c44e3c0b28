import { href } from "react-router";
import { env } from "~/utils/env.server";
import { eventDateLabel, eventTimeLabel } from "~/utils/event-time";
import type { EventRow } from "./invites.server";

/** The payment orders' product kind of a seat at a paid event (decision 0106). */
export const EVENT_SEAT = "event-seat";
/** The product kind of a company's team seats at a paid event, bought in one order (decision 0109). */
export const EVENT_TEAM = "event-team";

export const eventPageUrl = (slug: string) =>
  new URL(href("/webinars/:slug", { slug }), env().SITE_URL).toString();

/** How an e-mail names the session: `"Title" (Tuesday, March 2, 2027, 10:00 AM – 12:00 PM PST)`. */
export const sessionLabel = (e: EventRow) =>
  `"${e.title}" (${eventDateLabel(e.startsAt, e.timeZone)}, ${eventTimeLabel(e.startsAt, e.durationMinutes, e.timeZone)})`;
