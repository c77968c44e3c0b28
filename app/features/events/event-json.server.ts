import type { RegistrationRow } from "~/features/events/invites.server";
import { isoInZone } from "~/utils/event-time";
import { sessionJson, type Program } from "./sessions.server";

/**
 * An event as the admin API answers it: `startsAt` in its own zone with the offset, and its
 * sessions numbered from 1 (product.md §10.18, decision 0108).
 */
export function eventJson<E extends Program>(e: E) {
  return {
    ...e,
    startsAt: isoInZone(e.startsAt, e.timeZone),
    sessions: e.sessions.map((s) => sessionJson(e, s)),
  };
}

/** A registration as the admin API answers it: never its cancel token (the registrant's secret). */
export function registrationJson(r: RegistrationRow) {
  const { cancelToken: _secret, ...rest } = r;
  return rest;
}
