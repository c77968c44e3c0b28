import { cn } from "~/utils/cn";

// Typography for stored post HTML (no typography plugin: these few rules are all the content needs).
const prose = cn(
  "max-w-none text-lg leading-relaxed text-slate-800",
  "[&_p]:my-5 [&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink",
  "[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-ink",
  "[&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900",
  "[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5 [&_li>p]:my-0",
  "[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-slate-700",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]",
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100",
  "[&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_pre_code]:text-inherit",
  "[&_hr]:my-10 [&_hr]:border-slate-200 [&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
);

/**
 * A post's body. `html` must be the stored content, which was sanitized when it was written
 * (app/services/html-sanitizer.server.ts); never pass unsanitized input here.
 */
export function PostContent({ html, className }: { html: string; className?: string }) {
  return <div className={cn(prose, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

export const postContentClass = prose;
