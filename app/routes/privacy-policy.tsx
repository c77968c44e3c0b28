import { LegalPage, legalPageMeta } from "~/components/marketing/legal-document";
import { privacyPolicy, privacySeo } from "~/content/privacy-policy";

export function meta() {
  return legalPageMeta(privacyPolicy, privacySeo, "/privacy-policy");
}

export default function PrivacyPolicy() {
  return <LegalPage doc={privacyPolicy} />;
}
