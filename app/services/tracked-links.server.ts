import { rewriteLinks } from "~/services/email-html.server";
import { env } from "~/utils/env.server";
import { LINK_TOKEN } from "~/utils/link-token";
import { refuse, type Refused } from "~/utils/refusal";

// Tracked links of bulk mail (the newsletter's issues, the sequences' steps; product.md §10.10 and
// §10.12): a first-party redirect through links recorded beforehand, with no open pixel.

/**
 * A template's links to the click redirect: each recorded one (`links`, URL → id) becomes
 * `clickPath(id)?d={mark}`, the mark to be replaced by each recipient's token; others stay as they are.
 */
export function trackLinks(
  html: string,
  links: Map<string, number>,
  clickPath: (id: number) => string,
  mark: string,
) {
  const site = env().SITE_URL;
  return rewriteLinks(html, (url) => {
    const id = links.get(url);
    return id ? new URL(`${clickPath(id)}?d=${mark}`, site).toString() : undefined;
  });
}

/**
 * A click through a tracked link: where to send the reader, only ever a link recorded for that
 * e-mail's issue or sequence (no open redirect; an unknown link is refused), and, when `token` is
 * well-formed, `count` records the click for the e-mail it names (if it is one of that link's).
 */
export async function followTrackedLink<L extends { url: string }>(
  link: L | undefined,
  token: string,
  count: (link: L) => Promise<unknown>,
): Promise<{ url: string } | Refused> {
  if (!link) return refuse(404, "Link not found.");
  if (LINK_TOKEN.test(token)) await count(link);
  return { url: link.url };
}
