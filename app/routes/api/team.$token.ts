import type { Route } from "./+types/team.$token";
import { refusalResponse } from "~/admin/write.server";
import { nameAttendees, readTeam } from "~/features/events/teams.server";
import { teamAttendeesSchema } from "~/features/events/team-schema";
import { endpoint, parseJsonBody } from "~/utils/http.server";
import { isRefused, type Refused } from "~/utils/refusal";

// product.md §10.15: a team's seats by its private token, which is the only access (a token not
// ours is a 404 that says nothing more). Never cached: it names people.
const answer = <T>(result: T | Refused) =>
  isRefused(result)
    ? refusalResponse(result.refused)
    : Response.json(result, { headers: { "Cache-Control": "no-store" } });

export const action = endpoint<Route.ActionArgs>({
  GET: async ({ params }) => answer(await readTeam(params.token)),
  PUT: async ({ request, params }) => {
    const body = await parseJsonBody(request, teamAttendeesSchema);
    if ("response" in body) return body.response;
    return answer(await nameAttendees(params.token, body.data.attendees));
  },
});
export const loader = action;
