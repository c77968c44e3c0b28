import { cn } from "~/utils/cn";
// Only the pages that show a post load these rules (a route stylesheet, like the legal pages').
import "~/styles/post-prose.css";

// Typography for stored post HTML: `post-prose` (app/styles/post-prose.css) styles its elements.
const prose = "post-prose max-w-none text-lg leading-relaxed text-slate-800";

/**
 * A post's body. `html` must be the stored content, which was sanitized when it was written
 * (app/services/html-sanitizer.server.ts); never pass unsanitized input here.
 */
export function PostContent({ html, className }: { html: string; className?: string }) {
  return <div className={cn(prose, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

export const postContentClass = prose;
