import { LegalPage, legalPageMeta } from "~/components/marketing/legal-document";
import { termsOfService, termsSeo } from "~/content/terms-of-service";

export function meta() {
  return legalPageMeta(termsOfService, termsSeo, "/terms-of-service");
}

export default function TermsOfService() {
  return <LegalPage doc={termsOfService} />;
}
