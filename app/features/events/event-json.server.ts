import type { EventRow, RegistrationRow } from "~/features/events/invites.server";
import { isoInZone } from "~/utils/event-time";

/** An event as the admin API answers it: `startsAt` in its own zone with the offset (product.md §10.9). */
export function eventJson<E extends EventRow>(e: E) {
  return { ...e, startsAt: isoInZone(e.startsAt, e.timeZone) };
}

/** A registration as the admin API answers it: never its cancel token (the registrant's secret). */
export function registrationJson(r: RegistrationRow) {
  const { cancelToken: _secret, ...rest } = r;
  return rest;
}
