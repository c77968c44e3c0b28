import type { AdminEvent } from "~/features/events/events-admin.server";
import type { EventRow, RegistrationRow } from "~/features/events/invites.server";
import { isoInZone } from "~/utils/event-time";

/** An event as the admin API answers it: `startsAt` in its own zone with the offset (issue 25). */
export function eventJson(e: EventRow | AdminEvent) {
  return { ...e, startsAt: isoInZone(e.startsAt, e.timeZone) };
}

/** A registration as the admin API answers it: never its cancel token (the registrant's secret). */
export function registrationJson(r: RegistrationRow) {
  const { cancelToken: _secret, ...rest } = r;
  return rest;
}
