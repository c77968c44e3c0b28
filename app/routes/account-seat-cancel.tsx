import { data, Form, href, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/account-seat-cancel";
import { readForm } from "~/admin/view-form.server";
import { UNREADABLE_FORM } from "~/schemas/parse-form";
import { linkPageMeta } from "~/components/layout/link-page";
import { Button, buttonVariants } from "~/components/ui/button";
import { clientOf } from "~/features/account/gates.server";
import { dollars } from "~/features/payments/money";
import { cancelOwnSeat, seatCancelTerms, SEAT_NOT_FOUND } from "~/features/events/own-seats.server";
import { integerId } from "~/utils/http.server";

export const meta = () => linkPageMeta("Cancel your seat", "Cancel your seat.", href("/account"));

/**
 * The terms before confirming (docs/product/account.md): another person's seat is not found; a seat
 * that can no longer be cancelled (cancelled already, the session begun) says so.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = integerId(params.id);
  const terms = id ? await seatCancelTerms(clientOf(context).personId, id) : undefined;
  if (!terms || ("refused" in terms && terms.refused.status === 404))
    throw data({ message: SEAT_NOT_FOUND }, { status: 404 });
  return "refused" in terms ? { closed: terms.refused.message } : { closed: "", ...terms };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const id = integerId(params.id);
  if (!id) throw data({ message: SEAT_NOT_FOUND }, { status: 404 });
  const shown = Number((await readForm(request))?.get("refundCents") ?? NaN);
  // The page's form posts the refund it showed; a post without it is not the page's.
  if (!Number.isInteger(shown)) return data({ error: UNREADABLE_FORM, refundedCents: null }, { status: 400 });
  const done = await cancelOwnSeat(clientOf(context).personId, id, shown);
  if ("refused" in done)
    return data({ error: done.refused.message, refundedCents: null }, { status: done.refused.status });
  return { error: "", refundedCents: done.refundedCents };
}

export default function AccountSeatCancel() {
  const terms = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  if (answer && answer.refundedCents !== null)
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-16">
        <h1 className="font-serif text-3xl font-bold text-brand-900">Your seat is cancelled</h1>
        <p role="status" className="mt-4 text-ink">
          {answer.refundedCents > 0
            ? `We refunded ${dollars(answer.refundedCents)} to the card you paid with. Your bank shows it within a few days.`
            : "No refund was due under our terms."}{" "}
          We&apos;ve sent you a confirmation by e-mail.
        </p>
        <Link to={href("/account")} className={buttonVariants({ className: "mt-8" })}>
          Back to your page
        </Link>
      </main>
    );
  if (!("refundCents" in terms))
    return (
      <main id="main" className="mx-auto max-w-xl px-4 py-16">
        <h1 className="font-serif text-3xl font-bold text-brand-900">Cancel your seat</h1>
        <p className="mt-4 text-ink">{terms.closed}</p>
        <Link to={href("/account")} className={buttonVariants({ className: "mt-8" })}>
          Back to your page
        </Link>
      </main>
    );
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      <h1 className="font-serif text-3xl font-bold text-brand-900">Cancel your seat?</h1>
      <p className="mt-4 text-ink">{terms.session}</p>
      <p className="mt-2 text-ink">{terms.terms}</p>
      {answer?.error ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
          {answer.error}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="refundCents" value={terms.refundCents} />
          <Button type="submit" variant="destructive">
            {terms.refundCents > 0 ? `Cancel and refund ${dollars(terms.refundCents)}` : "Cancel my seat"}
          </Button>
        </Form>
        <Link to={href("/account")} className={buttonVariants({ variant: "outline" })}>
          Keep my seat
        </Link>
      </div>
    </main>
  );
}
