import { data, href, Link, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/account-receipt";
import { linkPageMeta } from "~/components/layout/link-page";
import { buttonVariants } from "~/components/ui/button";
import { clientOf } from "~/features/account/gates.server";
import { ownReceiptUrl, RECEIPT_NOT_FOUND } from "~/features/payments/receipts.server";
import { integerId } from "~/utils/http.server";

export const meta = () => linkPageMeta("Your receipt", "Your receipt.", href("/account"));

/** To Stripe's receipt of the client's own payment; another's is not found, Stripe not answering says so. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = integerId(params.id);
  const url = id ? await ownReceiptUrl(clientOf(context).personId, id) : undefined;
  if (typeof url === "string") return redirect(url, 303);
  if (!url || url.refused.status === 404) throw data({ message: RECEIPT_NOT_FOUND }, { status: 404 });
  return data(
    { message: url.refused.message },
    { status: url.refused.status, headers: { "Retry-After": String(url.refused.retryAfterSeconds ?? 60) } },
  );
}

export default function AccountReceipt() {
  const { message } = useLoaderData<typeof loader>();
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-serif text-3xl font-bold text-brand-900">Your receipt</h1>
      <p role="alert" className="mt-4 text-ink">
        {message}
      </p>
      <Link to={href("/account")} className={buttonVariants({ className: "mt-8" })}>
        Back to your page
      </Link>
    </main>
  );
}
