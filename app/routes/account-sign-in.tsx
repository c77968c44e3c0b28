import { data, Form, href, redirect, useActionData } from "react-router";
import type { Route } from "./+types/account-sign-in";
import { readForm } from "~/admin/view-form.server";
import { UNREADABLE_FORM } from "~/schemas/parse-form";
import { linkPageMeta } from "~/components/layout/link-page";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { requestContext } from "~/context";
import { getClientSession } from "~/features/account/client-session.server";
import { signInSchema } from "~/features/account/schema";
import { requestSignInLink } from "~/features/account/sign-in.server";

export const meta = () =>
  linkPageMeta(
    "Sign in to your page",
    "See your sessions, receipts and subscriptions.",
    href("/account/sign-in"),
  );

/** Signed in already: straight to the page. */
export async function loader({ request }: Route.LoaderArgs) {
  if (await getClientSession(request)) throw redirect(href("/account"));
  return null;
}

/**
 * The sign-in form's post (docs/product/account.md): the same answer whether the address is known
 * or not; only a rate limit reached (429) or an address that is no address (400) answer otherwise.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const email = String(form?.get("email") ?? "").slice(0, 254);
  if (!form) return data({ email, error: UNREADABLE_FORM, sent: "" }, { status: 400 });
  const parsed = signInSchema.safeParse({ email: form.get("email") ?? "" });
  if (!parsed.success)
    return data({ email, error: parsed.error.issues[0].message, sent: "" }, { status: 400 });
  const answer = await requestSignInLink(parsed.data.email, context.get(requestContext).clientIp);
  if ("refused" in answer)
    return data(
      { email, error: answer.refused.message, sent: "" },
      {
        status: answer.refused.status,
        headers: { "Retry-After": String(answer.refused.retryAfterSeconds ?? 60) },
      },
    );
  return { email: "", error: "", sent: answer.message };
}

export default function AccountSignIn() {
  const answer = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-serif text-3xl font-bold text-brand-900">Your page</h1>
      <p className="mt-4 text-muted">
        Your sessions, receipts, assessment results and subscriptions in one place. Enter the e-mail address
        you used with us and we&apos;ll send you a link to sign in. No password needed.
      </p>
      {answer?.sent ? (
        <p role="status" className="mt-8 rounded-md border border-brand-200 bg-brand-50 p-4 text-ink">
          {answer.sent}
        </p>
      ) : null}
      <Form method="post" className="mt-8 space-y-4" noValidate>
        <div>
          <Label htmlFor="email">E-mail address</Label>
          <Input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={answer?.email}
            aria-invalid={answer?.error ? true : undefined}
            aria-describedby={answer?.error ? "email-error" : undefined}
          />
          <FieldError id="email-error">{answer?.error}</FieldError>
        </div>
        <Button type="submit">E-mail me a sign-in link</Button>
      </Form>
    </main>
  );
}
