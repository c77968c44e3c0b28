import type { Route } from "./+types/newsletter-click";
import { followLink } from "~/features/newsletter/clicks.server";
import { integerId, jsonError } from "~/utils/http.server";

/**
 * GET /newsletter/click/{linkId}?d={delivery}: the first-party redirect of an issue's links (clicks per
 * link in the results; no open pixels). It only ever redirects to a link of that issue.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = integerId(params.linkId);
  const url = id && (await followLink(id, new URL(request.url).searchParams.get("d") ?? ""));
  if (!url) return jsonError(404, "Link not found.");
  return new Response(null, {
    status: 302,
    headers: { Location: url, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}
