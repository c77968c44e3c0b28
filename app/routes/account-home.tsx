import { data, href, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/account-home";
import { linkPageMeta } from "~/components/layout/link-page";
import { buttonVariants } from "~/components/ui/button";
import { AccountSections, PostButton } from "~/features/account/account-sections";
import { clientOf } from "~/features/account/gates.server";
import { runAccountIntent } from "~/features/account/intents.server";
import { accountOverview } from "~/features/account/overview.server";
import { dayLabel } from "~/features/account/sections/section.server";

export const meta = () =>
  linkPageMeta("Your page", "Your sessions, receipts and subscriptions.", href("/account"));

export async function loader({ context }: Route.LoaderArgs) {
  const overview = await accountOverview(clientOf(context).personId);
  // The day written on the server, in the site's zone: the same text before and after hydration.
  return {
    ...overview,
    erasureAskedOn: overview.erasureRequestedAt && dayLabel(overview.erasureRequestedAt),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const answer = await runAccountIntent(clientOf(context).personId, request);
  if (answer instanceof Response) return answer;
  if ("refused" in answer)
    return data({ message: "", error: answer.refused.message }, { status: answer.refused.status });
  return { message: answer.message, error: "" };
}

export default function AccountHome() {
  const { person, sections, erasureAskedOn } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-serif text-3xl font-bold text-brand-900">Your page</h1>
      <p className="mt-2 text-muted">Signed in as {person?.email}.</p>
      {answer?.message ? (
        <p role="status" className="mt-6 rounded-md border border-brand-200 bg-brand-50 p-4 text-ink">
          {answer.message}
        </p>
      ) : null}
      {answer?.error ? (
        <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          {answer.error}
        </p>
      ) : null}
      <AccountSections sections={sections} />
      <section aria-labelledby="section-data" className="mt-10">
        <h2 id="section-data" className="font-serif text-2xl font-bold text-brand-900">
          Your data
        </h2>
        <p className="mt-3 text-muted">Download everything we hold about you, or ask us to erase it.</p>
        <div className="mt-4 flex flex-wrap gap-2">
          <a
            href={href("/account/data.json")}
            download
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            Download my data (JSON)
          </a>
          {erasureAskedOn ? (
            <p className="text-sm text-muted">
              You asked to be erased on {erasureAskedOn}. We&apos;ll confirm by e-mail.
            </p>
          ) : (
            <PostButton post={{ label: "Ask to erase my data", fields: { intent: "erasure" } }} />
          )}
        </div>
      </section>
      <section aria-labelledby="section-sign-out" className="mt-10 border-t border-slate-200 pt-6">
        <h2 id="section-sign-out" className="sr-only">
          Sign out
        </h2>
        <div className="flex flex-wrap gap-2">
          <PostButton variant="ghost" post={{ label: "Sign out", fields: { intent: "sign-out" } }} />
          <PostButton
            variant="ghost"
            post={{ label: "Sign out on every device", fields: { intent: "sign-out-everywhere" } }}
          />
        </div>
      </section>
    </main>
  );
}
