import { LegalDocument } from "~/components/marketing/legal-document";
import { termsOfService, termsSeo } from "~/content/terms-of-service";
import { webPageJsonLd } from "~/content/structured-data";
import { pageMeta } from "~/utils/seo";

export function meta() {
  return pageMeta({
    ...termsSeo,
    path: "/terms-of-service",
    jsonLd: webPageJsonLd({
      path: "/terms-of-service",
      name: termsOfService.title,
      description: termsSeo.description,
      dateModified: termsOfService.lastUpdatedIso,
    }),
  });
}

export default function TermsOfService() {
  return (
    <main id="main">
      <LegalDocument doc={termsOfService} />
    </main>
  );
}
