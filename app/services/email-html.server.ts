import { sanitizePostHtml } from "~/services/html-sanitizer.server";

/** Inline styles per tag: mail clients drop style sheets and classes (the post's look, written out). */
const TAG_STYLES: Record<string, string> = {
  p: "margin:0 0 16px;font-size:16px;line-height:1.6",
  h2: "margin:24px 0 12px;font-size:22px;line-height:1.3",
  h3: "margin:20px 0 10px;font-size:19px;line-height:1.3",
  h4: "margin:16px 0 8px;font-size:17px;line-height:1.3",
  ul: "margin:0 0 16px;padding-left:24px",
  ol: "margin:0 0 16px;padding-left:24px",
  li: "margin:0 0 6px",
  blockquote: "margin:0 0 16px;padding-left:16px;border-left:4px solid #cbd5e1;color:#334155",
  a: "color:#1e40af;text-decoration:underline",
  pre: "margin:0 0 16px;padding:12px;background:#f1f5f9;white-space:pre-wrap",
};

/**
 * An issue's body as mail clients need it (decision 0085): sanitized like every post (the one
 * gate), every link and image at an absolute URL, images sized by their width and height attributes
 * (srcset and sizes dropped: most clients ignore them, and they would point back at relative paths).
 */
export function emailReadyHtml(html: string, siteUrl: string): string {
  const absolute = (url: string) => {
    try {
      return new URL(url.replace(/&amp;/g, "&"), siteUrl).toString().replace(/&/g, "&amp;");
    } catch {
      return url;
    }
  };
  return sanitizePostHtml(html)
    .replace(/\s(srcset|sizes)="[^"]*"/g, "")
    .replace(/\s(href|src)="([^"]*)"/g, (_m, attr: string, url: string) => ` ${attr}="${absolute(url)}"`)
    .replace(/<img /g, '<img style="max-width:100%;height:auto;border:0" ')
    .replace(
      /<(p|h2|h3|h4|ul|ol|li|blockquote|a|pre)(?=[\s>])/g,
      (_m, tag: string) => `<${tag} style="${TAG_STYLES[tag]}"`,
    );
}

/** The web links of a body (http and https), each once: the issue's own links, the only ones its redirect follows. */
export function linksOf(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<a\s[^>]*href="(https?:\/\/[^"]+)"/g)) urls.add(m[1].replace(/&amp;/g, "&"));
  return [...urls];
}

/** Each link's href replaced by `replacement(url)` (the click redirect of one recipient). */
export function rewriteLinks(html: string, replacement: (url: string) => string | undefined): string {
  return html.replace(/(<a\s[^>]*href=")(https?:\/\/[^"]+)(")/g, (m, a: string, url: string, b: string) => {
    const to = replacement(url.replace(/&amp;/g, "&"));
    return to ? `${a}${to.replace(/&/g, "&amp;")}${b}` : m;
  });
}
