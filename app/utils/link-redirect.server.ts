import { integerId, jsonError } from "~/utils/http.server";
import { isRefused, type Refused } from "~/utils/refusal";

/**
 * A first-party redirect of a bulk e-mail's link, `/…/click/{linkId}?d={token}` (the newsletter's and
 * the sequences'): `follow` counts the click for the delivery the token names and answers the link's
 * own URL, so it only ever redirects to a link that e-mail carried (no open redirect, no open pixel).
 */
export const linkRedirect =
  (follow: (linkId: number, deliveryToken: string) => Promise<{ url: string } | Refused>) =>
  async ({ request, params }: { request: Request; params: { linkId?: string } }) => {
    const id = integerId(params.linkId);
    const link = id ? await follow(id, new URL(request.url).searchParams.get("d") ?? "") : undefined;
    if (!link || isRefused(link))
      return jsonError(link?.refused.status ?? 404, link?.refused.message ?? "Link not found.");
    return new Response(null, {
      status: 302,
      headers: { Location: link.url, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
    });
  };
