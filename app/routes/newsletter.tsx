import { useActionData } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { site } from "~/content/site";
import { newsletterForm } from "~/features/newsletter/form.server";
import { replyToPage } from "~/forms/page-reply.server";
import type { FormActionData } from "~/forms/form-action-data";
import { submitForm } from "~/forms/submit-form";

export const meta: Route.MetaFunction = () => [
  { title: `Newsletter | ${site.name}` },
  { name: "robots", content: "noindex" },
];

/**
 * Every newsletter form posts here (POST /api/newsletter-subscribe is its JSON twin). Once hydrated
 * the forms call this action in place; without JavaScript the browser lands on this page, which shows
 * the outcome: the thank-you panel, or the form again with the message and what was typed.
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  replyToPage(newsletterForm, request, context);

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitForm(() => serverAction());

export default function Newsletter() {
  const actionData = useActionData<FormActionData>();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="font-serif text-3xl font-bold text-brand-900">Newsletter</h1>
      {actionData?.ok && <p className="mt-4 text-lg font-semibold text-ink">Success! {actionData.message}</p>}
      <NewsletterForm className="mt-8" heading="Subscribe" actionData={actionData} />
    </main>
  );
}
