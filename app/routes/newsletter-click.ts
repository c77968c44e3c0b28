import type { Route } from "./+types/newsletter-click";
import { followLink } from "~/features/newsletter/clicks.server";
import { integerId, jsonError } from "~/utils/http.server";
import { isRefused, refuse } from "~/utils/refusal";

/**
 * GET /newsletter/click/{linkId}?d={delivery}: the first-party redirect of an issue's links (clicks per
 * link in the results; no open pixels). It only ever redirects to a link of that issue.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = integerId(params.linkId);
  const link = id
    ? await followLink(id, new URL(request.url).searchParams.get("d") ?? "")
    : refuse(404, "Link not found.");
  if (isRefused(link)) return jsonError(link.refused.status, link.refused.message);
  return new Response(null, {
    status: 302,
    headers: { Location: link.url, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}
