import { AudienceSection } from "~/components/home/audience-section";
import { BenefitsSection } from "~/components/home/benefits-section";
import { ChallengeSection } from "~/components/home/challenge-section";
import { GetStartedSection } from "~/components/home/get-started-section";
import { GuideSection } from "~/components/home/guide-section";
import { Hero } from "~/components/home/hero";
import { SolutionSection } from "~/components/home/solution-section";
import { TransformationSection } from "~/components/home/transformation-section";
import { homeMeta } from "~/content/home";
import { organizationJsonLd } from "~/content/structured-data";
import { site } from "~/content/site";
import { absoluteUrl, pageMeta } from "~/content/seo";

export function meta() {
  return pageMeta({
    ...homeMeta,
    path: "/",
    jsonLd: [organizationJsonLd(), { "@type": "WebSite", name: site.name, url: absoluteUrl("/") }],
  });
}

export default function Home() {
  return (
    <main id="main" tabIndex={-1} className="outline-none">
      <Hero />
      <ChallengeSection />
      <AudienceSection />
      <BenefitsSection />
      <TransformationSection />
      <SolutionSection />
      <GuideSection />
      <GetStartedSection />
    </main>
  );
}
