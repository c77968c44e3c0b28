import { cn } from "~/utils/cn";
// Written into the page, as app.css and the legal pages' style are: linked, these 2.4 KB were a
// render-blocking request after the document, a whole slow-4G round trip before a post's text painted
// (decision 0090, 2026-11-26). React hoists the <style> into the head once, however many bodies render.
import postProse from "~/styles/post-prose.css?inline";

// Typography for stored post HTML: `post-prose` (app/styles/post-prose.css) styles its elements.
const prose = "post-prose max-w-none text-lg leading-relaxed text-slate-800";

/**
 * A post's body. `html` must be the stored content, which was sanitized when it was written
 * (app/services/html-sanitizer.server.ts); never pass unsanitized input here.
 */
export function PostContent({ html, className }: { html: string; className?: string }) {
  return (
    <>
      <style href="post-prose" precedence="default">
        {postProse}
      </style>
      <div className={cn(prose, className)} dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}

export const postContentClass = prose;
