import type { Route } from "./+types/coaching";
import { replyToBuy } from "~/features/coaching/buy-form.server";
import { publishedPacks } from "~/features/coaching/packs.server";

export async function loader({ request }: Route.LoaderArgs) {
  const offers = (await publishedPacks()).map(({ id, title, kind, sessions, months, priceCents }) => ({
    id,
    title,
    kind,
    sessions,
    months,
    priceCents,
  }));
  // Back from Stripe Checkout: its success and cancel URLs say which (product.md §10.14).
  const back = new URL(request.url).searchParams.get("payment");
  const payment: "success" | "cancelled" | undefined =
    back === "success" || back === "cancelled" ? back : undefined;
  return { offers, payment };
}

/** A pack's "Buy": 303 to Stripe Checkout, or the form's messages (product.md §10.16). */
export const action = ({ request, context }: Route.ActionArgs) => replyToBuy(request, context);
