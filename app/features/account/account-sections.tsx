import { Form, Link } from "react-router";
import { Button, buttonVariants, type ButtonProps } from "~/components/ui/button";
import type { AccountSectionData, SectionPost } from "./section";

const external = (to: string) => /^https?:/.test(to);

/** Every section of the client's page, drawn the same way (docs/product/account.md). */
export function AccountSections({ sections }: { sections: AccountSectionData[] }) {
  return sections.map((section) => (
    <section key={section.id} aria-labelledby={`section-${section.id}`} className="mt-10">
      <h2 id={`section-${section.id}`} className="font-serif text-2xl font-bold text-brand-900">
        {section.title}
      </h2>
      {section.items.length === 0 ? (
        <p className="mt-3 text-muted">{section.empty}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {section.items.map((item) => (
            <li key={item.key} className="rounded-lg border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-ink">{item.title}</h3>
              {item.details.map((line) => (
                <p key={line} className="mt-1 text-sm text-muted">
                  {line}
                </p>
              ))}
              {item.links.length + item.posts.length > 0 && (
                <div className="mt-3 flex flex-wrap gap-2">
                  {item.links.map((link) =>
                    external(link.href) || link.download ? (
                      <a
                        key={link.href}
                        href={link.href}
                        className={buttonVariants({ variant: "outline", size: "sm" })}
                        {...(link.download
                          ? { download: true }
                          : { rel: "noopener noreferrer", target: "_blank" })}
                      >
                        {link.label}
                      </a>
                    ) : (
                      <Link
                        key={link.href}
                        to={link.href}
                        className={buttonVariants({ variant: "outline", size: "sm" })}
                      >
                        {link.label}
                      </Link>
                    ),
                  )}
                  {item.posts.map((post) => (
                    <PostButton key={post.label} post={post} />
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  ));
}

/** A button that posts its fields: a plain form, so it works before hydration. */
export function PostButton({
  post,
  variant = "outline",
}: {
  post: SectionPost;
  variant?: ButtonProps["variant"];
}) {
  return (
    <Form method="post" action={post.action}>
      {Object.entries(post.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" variant={variant} size="sm">
        {post.label}
      </Button>
    </Form>
  );
}
