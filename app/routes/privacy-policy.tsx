import { LegalDocument } from "~/components/marketing/legal-document";
import { privacyPolicy, privacySeo } from "~/content/privacy-policy";
import { webPageJsonLd } from "~/content/structured-data";
import { pageMeta } from "~/utils/seo";

export function meta() {
  return pageMeta({
    ...privacySeo,
    path: "/privacy-policy",
    jsonLd: webPageJsonLd({
      path: "/privacy-policy",
      name: privacyPolicy.title,
      description: privacySeo.description,
      dateModified: privacyPolicy.lastUpdatedIso,
    }),
  });
}

export default function PrivacyPolicy() {
  return (
    <main id="main">
      <LegalDocument doc={privacyPolicy} />
    </main>
  );
}
