import { data } from "react-router";
import type { Route } from "./+types/account-seat-invite";
import { clientOf } from "~/features/account/gates.server";
import { calendarFile } from "~/features/account/files.server";
import { ownSeatInvite } from "~/features/events/own-seats.server";
import { integerId } from "~/utils/http.server";

/** A seat's calendar file (.ics), the client's own only. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = integerId(params.id);
  const invite = id ? await ownSeatInvite(clientOf(context).personId, id) : undefined;
  if (!invite || "refused" in invite) throw data(null, { status: 404 });
  return calendarFile(invite);
}
