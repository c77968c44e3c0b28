import { data } from "react-router";
import type { Route } from "./+types/account-call-invite";
import { clientOf } from "~/features/account/gates.server";
import { calendarFile } from "~/features/account/files.server";
import { ownCallInvite } from "~/features/bookings/own-calls.server";
import { integerId } from "~/utils/http.server";

/** A booked call's calendar file (.ics), the client's own only. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = integerId(params.id);
  const invite = id ? await ownCallInvite(clientOf(context).personId, id) : undefined;
  if (!invite || "refused" in invite) throw data(null, { status: 404 });
  return calendarFile(invite);
}
