import { LegalDocument } from "~/components/marketing/legal-document";
import { termsOfService, termsSeo } from "~/content/terms-of-service";
import { webPageMeta } from "~/content/structured-data";

export function meta() {
  const { title: name, lastUpdatedIso: dateModified } = termsOfService;
  return webPageMeta({ ...termsSeo, path: "/terms-of-service", name, dateModified });
}

export default function TermsOfService() {
  return (
    <main id="main">
      <LegalDocument doc={termsOfService} />
    </main>
  );
}
