import { useState } from "react";
import { useActionData, useFetcher } from "react-router";
import { useOnResult } from "~/utils/use-on-result";
import type { Route } from "./+types/contact";
import { PageHero } from "~/components/marketing/page-hero";
import { ContactForm } from "~/components/contact/contact-form";
import { ContactSideCards } from "~/components/contact/contact-side-cards";
import { ContactThankYou } from "~/components/contact/contact-thank-you";
import { Card } from "~/components/ui/card";
import { toast } from "~/components/ui/use-toast";
import { contactPage } from "~/content/contact";
import { site } from "~/content/site";
import type { FormActionData } from "~/forms/form-action-data";
import { pageMeta } from "~/utils/seo";
import { submitForm } from "~/forms/submit-form";

export { action } from "./contact.server";

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitForm(() => serverAction());

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: `${contactPage.title} | ${site.name}`,
    description: contactPage.description,
    path: location.pathname,
    jsonLd: {
      "@type": "ContactPage",
      name: contactPage.title,
      mainEntity: { "@type": "Organization", name: site.name, email: site.email, telephone: site.phone },
    },
  });
}

export default function Contact() {
  const fetcher = useFetcher<FormActionData>({ key: "contact" });
  const actionData = useActionData<FormActionData>();
  const submitted = (fetcher.data ?? actionData)?.ok === true;
  // What this visitor is sending, kept in this browser only, for the scheduler on the thank-you
  // screen (set while rendering the submission: React's way to keep state from a changing value).
  const [given, setGiven] = useState<{ name?: string; email?: string }>();
  const sent = fetcher.formData;
  const field = (name: string) => {
    const v = sent?.get(name);
    return typeof v === "string" ? v : undefined;
  };
  if (sent && (field("fullName") !== given?.name || field("workEmail") !== given?.email)) {
    setGiven({ name: field("fullName"), email: field("workEmail") });
  }
  // Here, not in the form: the thank-you screen replaces the form on success.
  useOnResult(fetcher.data, (r) => {
    if (r.ok) toast({ title: "Inquiry Submitted", description: r.message });
  });
  return (
    <main id="main">
      <PageHero eyebrow={contactPage.eyebrow} title={contactPage.heading} lead={contactPage.intro} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 lg:grid-cols-[1fr_340px]">
        <Card className="p-6 sm:p-8">
          {submitted ? (
            <ContactThankYou given={given} />
          ) : (
            <>
              <h2 className="mb-6 text-2xl font-bold text-ink">{contactPage.formHeading}</h2>
              <ContactForm fetcher={fetcher} actionData={actionData} />
            </>
          )}
        </Card>
        <aside aria-label="About your strategy conversation">
          <ContactSideCards />
        </aside>
      </div>
    </main>
  );
}
