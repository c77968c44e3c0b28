import type sanitizeHtml from "sanitize-html";
import { loadOnFirstUse } from "~/utils/lazy-module.server";

// Loaded with the first post or issue saved, not at start (decision 0099).
const sanitizer = loadOnFirstUse<typeof sanitizeHtml>("sanitize-html");
import { checkDataImage, isDataUrl } from "~/utils/data-image";
import { POST_IMAGE_SIZES, mediaSrcSet } from "~/utils/media";

/** A stored media image an `<img src>` is rewritten to (app/services/media.server.ts). */
export type StoredImage = { src: string; width: number; height: number };

/**
 * The one gate blog HTML passes on every write (product.md §10: public pages render only sanitized HTML).
 *
 * Allowed: the formatting the admin editor (Tiptap StarterKit + Link + Image) produces. Never allowed:
 * scripts, styles, event handlers, `style`/`class` attributes, `javascript:` or other non-web URLs,
 * forms, embeds and iframes. Iframes are refused from every host, video hosts included: the editor
 * cannot insert one, and the CSP's frame-src would block most hosts anyway (decision recorded in
 * docs/decisions/0001-blog-html.md). Inserted images may be data URLs of PNG, JPEG, GIF or WebP within the
 * size cap (SVG can carry script, so it is refused); the schema refuses oversized images with a
 * message before this runs, and anything else that slips through is dropped here.
 *
 * `images` maps an image source to the stored media file it becomes (decision 0061): the src is replaced and
 * the file's width, height, srcset and sizes are written, so pages reserve the space and load a fitting
 * size. srcset and sizes only ever come from there, never from the input.
 */
const optionsFor = (images?: ReadonlyMap<string, StoredImage>): sanitizeHtml.IOptions => ({
  allowedTags: [
    "p",
    "h2",
    "h3",
    "h4",
    "strong",
    "em",
    "u",
    "s",
    "a",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "pre",
    "hr",
    "br",
    "img",
  ],
  allowedAttributes: {
    a: ["href", "target", "rel"],
    img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // These elements' text is code or markup, never prose: drop it with the tag.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "template", "title"],
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    b: "strong",
    i: "em",
    strike: "s",
    del: "s",
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = {};
      if (attribs.href) out.href = attribs.href;
      // A new tab must not get a handle on this page (reverse tabnabbing).
      if (attribs.target === "_blank") {
        out.target = "_blank";
        out.rel = "noopener noreferrer";
      }
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { loading: "lazy" };
      const src = (attribs.src ?? "").trim();
      if (src && (!isDataUrl(src) || checkDataImage(src).ok)) out.src = src;
      // Every image gets alt text; without any, it is treated as decorative (alt="").
      out.alt = attribs.alt ?? "";
      if (attribs.title) out.title = attribs.title;
      const stored = out.src ? images?.get(out.src) : undefined;
      if (stored) {
        out.src = stored.src;
        out.width = String(stored.width);
        out.height = String(stored.height);
        const srcset = mediaSrcSet(stored.src, stored.width);
        if (srcset) Object.assign(out, { srcset, sizes: POST_IMAGE_SIZES });
        return { tagName, attribs: out };
      }
      for (const dim of ["width", "height"] as const) {
        if (/^\d{1,4}$/.test(attribs[dim] ?? "")) out[dim] = attribs[dim];
      }
      return { tagName, attribs: out };
    },
    ol: (tagName, attribs): sanitizeHtml.Tag => {
      const out: sanitizeHtml.Attributes = {};
      if (/^\d{1,6}$/.test(attribs.start ?? "")) out.start = attribs.start;
      return { tagName, attribs: out };
    },
  },
  // An image whose source was refused above (or by the scheme check) is removed entirely.
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
});

const options = optionsFor();

export function sanitizePostHtml(html: string, images?: ReadonlyMap<string, StoredImage>): string {
  return sanitizer()(html, images ? optionsFor(images) : options);
}

/** The image sources of sanitized HTML (its attributes are double-quoted, `&` and `"` escaped). */
export function imageSources(sanitized: string): string[] {
  const out: string[] = [];
  for (const m of sanitized.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/g)) out.push(m[1].replaceAll("&amp;", "&"));
  return out;
}
