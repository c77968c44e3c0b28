import { ExternalLink } from "~/components/ui/icons";
import { NewTabLink } from "~/components/marketing/action-link";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { guideSection } from "~/content/home";
import { site } from "~/content/site";

const initials = site.guide.name
  .split(" ")
  .map((part) => part[0])
  .join("");

export function GuideSection() {
  return (
    <section
      id="guide"
      aria-labelledby="guide-title"
      tabIndex={-1}
      className="bg-slate-50 px-4 py-16 outline-none sm:px-6 sm:py-20"
    >
      <div className="mx-auto grid max-w-5xl gap-10 md:grid-cols-[auto_1fr] md:items-start">
        {/* A monogram instead of a photo: nothing to download, nothing to shift. */}
        <div
          aria-hidden
          className="mx-auto flex h-40 w-40 items-center justify-center rounded-full bg-[linear-gradient(to_bottom_right_in_oklab,var(--color-brand-700),var(--color-brand-900))] font-serif text-5xl font-bold text-white shadow-lg"
        >
          {initials}
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-600">
            {guideSection.eyebrow}
          </p>
          <h2 id="guide-title" className="mt-2 font-serif text-3xl font-bold text-brand-900 sm:text-4xl">
            {site.guide.name}
          </h2>
          <p className="mt-1 font-medium">{site.guide.title}</p>
          <p className="mt-4 text-lg">{site.guide.summary}</p>
          <ol aria-label="Career journey" className="mt-6 flex flex-wrap gap-2">
            {guideSection.journey.map((step, i) => (
              <li
                key={step}
                className="rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800"
              >
                <span className="sr-only">Step {i + 1}: </span>
                {step}
              </li>
            ))}
          </ol>
          <p className="mt-6 text-muted">{guideSection.story}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={guideSection.moreLink.href} className={buttonVariants({ variant: "default" })}>
              {guideSection.moreLink.label}
            </Link>
            <NewTabLink href={site.professionalNetworkUrl} className={buttonVariants({ variant: "outline" })}>
              <ExternalLink aria-hidden className="h-4 w-4" />
              Connect on LinkedIn
            </NewTabLink>
          </div>
        </div>
      </div>
    </section>
  );
}
