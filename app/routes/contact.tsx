import { useActionData, useFetcher } from "react-router";
import { useOnResult } from "~/utils/use-on-result";
import type { Route } from "./+types/contact";
import { PageHero } from "~/components/marketing/page-hero";
import { ContactSideCards } from "~/features/contact/contact-side-cards";
import { Card } from "~/components/ui/card";
import { toast } from "~/components/ui/use-toast";
import { contactPage } from "~/content/contact";
import { site } from "~/content/site";
import type { FormActionData } from "~/forms/form-action-data";
import { pageMeta } from "~/content/seo";
import { submitForm } from "~/forms/submit-form";
import { lazyAfterServer, ROUTER_FORMS } from "~/utils/lazy-after-server";

/**
 * The inquiry form's code (the form, Conform and our code over it: the `forms` chunk) on the first
 * focus, input or press in a form, or the router's first move (decision 0090, amended): off the page's
 * critical path. Until it arrives the form is the server's plain post to /contact, answered with the
 * server's messages; what is typed meanwhile stays when the code hydrates it.
 */
const ContactForm = lazyAfterServer(
  () => import("~/features/contact/contact-form").then((m) => m.ContactForm),
  "inquiry form",
  { onIntentWithin: ROUTER_FORMS },
);

/**
 * The thank-you screen (and the scheduler's URL helper) only after a successful submit: its code
 * leaves the page's critical path (decision 0090) and is requested when the visitor sends
 * the form (clientAction), beside the post, so the answer does not wait for it.
 */
const loadThankYou = () => import("~/features/contact/contact-thank-you").then((m) => m.ContactThankYou);
const ContactThankYou = lazyAfterServer(loadThankYou, "thank-you screen");

export { action } from "./contact.server";

/**
 * Posts the inquiry; on success the reply also carries, from this browser only, the name and e-mail
 * just given, for the thank-you screen's scheduler (never in server-rendered HTML). Read from the
 * request being sent, not from a render while it was pending, which React may skip.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  void loadThankYou().catch(() => {});
  const sent = await request.clone().formData();
  const field = (name: string) => {
    const v = sent.get(name);
    return typeof v === "string" && v.trim() ? v.trim() : undefined;
  };
  const reply = await submitForm(() => serverAction());
  return reply.ok ? { ...reply, given: { name: field("fullName"), email: field("workEmail") } } : reply;
}

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
  const given = (fetcher.data ?? actionData)?.given;
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
            <ContactThankYou given={given} t={contactPage.thankYou} />
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
