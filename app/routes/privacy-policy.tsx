import { LegalDocument } from "~/components/marketing/legal-document";
import { privacyPolicy, privacySeo } from "~/content/privacy-policy";
import { webPageMeta } from "~/content/structured-data";

export function meta() {
  const { title: name, lastUpdatedIso: dateModified } = privacyPolicy;
  return webPageMeta({ ...privacySeo, path: "/privacy-policy", name, dateModified });
}

export default function PrivacyPolicy() {
  return (
    <main id="main">
      <LegalDocument doc={privacyPolicy} />
    </main>
  );
}
