import type { Route } from "./+types/sequences-click";
import { followStepLink } from "~/features/sequences/links.server";
import { integerId, jsonError } from "~/utils/http.server";
import { isRefused, refuse } from "~/utils/refusal";

/**
 * GET /sequences/click/{linkId}?d={send}: the first-party redirect of a follow-up e-mail's links
 * (clicks per step; no open pixel). It only ever redirects to a link of that sequence.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = integerId(params.linkId);
  const link = id
    ? await followStepLink(id, new URL(request.url).searchParams.get("d") ?? "")
    : refuse(404, "Link not found.");
  if (isRefused(link)) return jsonError(link.refused.status, link.refused.message);
  return new Response(null, {
    status: 302,
    headers: { Location: link.url, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}
