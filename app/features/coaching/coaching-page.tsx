import { href, Link, useActionData, useFetcher } from "react-router";
import { CheckCircle2 } from "~/components/ui/icons";
import { PageHero } from "~/components/marketing/page-hero";
import { Section } from "~/components/marketing/section";
import { Card } from "~/components/ui/card";
import { cancellationPolicy, coachingPage } from "~/content/coaching";
import type { FormActionData } from "~/forms/form-action-data";
import { dollars } from "~/features/payments/money";
import { lazyAfterServer, ROUTER_FORMS } from "~/utils/lazy-after-server";
import { packIncludes } from "./pack-days";

export type PackOffer = {
  id: number;
  title: string;
  kind: string;
  sessions: number | null;
  months: number;
  priceCents: number;
};

/**
 * The buy form's code (the form, Conform and our code over it) on the first use of a form, as the
 * other public forms (decision 0090): until it arrives the form is the server's plain post.
 */
const BuyPackForm = lazyAfterServer(
  () => import("~/features/coaching/buy-form").then((m) => m.BuyPackForm),
  "buy form",
  { onIntentWithin: ROUTER_FORMS },
);

/** Which pack a post made without JavaScript was for (its form's answer carries what was typed). */
const postedPackId = (answer: FormActionData | undefined) =>
  Number((answer?.result?.initialValue as { packId?: unknown } | undefined)?.packId);

function Offer({ pack, actionData }: { pack: PackOffer; actionData?: FormActionData }) {
  const fetcher = useFetcher<FormActionData>({ key: `buy-${pack.id}` });
  const price = dollars(pack.priceCents);
  const headingId = `pack-${pack.id}-title`;
  return (
    <li>
      <Card className="grid h-full gap-4 p-6">
        <h3 id={headingId} className="text-xl font-bold text-ink">
          {pack.title}
        </h3>
        <p className="text-3xl font-bold text-brand-900">{price}</p>
        <p className="flex gap-2 text-ink">
          <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700" aria-hidden />
          {packIncludes(pack)}
        </p>
        <p className="text-sm text-muted">{coachingPage.buyNote}</p>
        <BuyPackForm
          fetcher={fetcher}
          action={href("/coaching")}
          packId={pack.id}
          title={pack.title}
          price={price}
          actionData={postedPackId(actionData) === pack.id ? actionData : undefined}
        />
      </Card>
    </li>
  );
}

/** /coaching: the published packs with their price and what they include, and the policy. */
export function CoachingPage({
  offers,
  payment,
}: {
  offers: PackOffer[];
  payment?: "success" | "cancelled";
}) {
  const actionData = useActionData<FormActionData>();
  return (
    <main id="main">
      <PageHero eyebrow={coachingPage.eyebrow} title={coachingPage.title} lead={coachingPage.lead} />
      <Section id="packs" title={coachingPage.offersTitle}>
        {payment && (
          <p className="mb-6 rounded-md bg-brand-50 p-3 font-semibold text-ink" role="status">
            {payment === "success" ? coachingPage.paymentSuccess : coachingPage.paymentCancelled}
          </p>
        )}
        {offers.length === 0 ? (
          <p className="text-lg text-muted">{coachingPage.noOffers}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {offers.map((p) => (
              <Offer key={p.id} pack={p} actionData={actionData} />
            ))}
          </ul>
        )}
      </Section>
      <Section id="policy" tone="tint" title={coachingPage.policyTitle}>
        <p className="max-w-3xl text-lg text-ink">{cancellationPolicy}</p>
        <p className="mt-4 max-w-3xl text-ink">
          {coachingPage.accountNote[0]}
          <Link to={href("/account")} className="font-semibold text-brand-700 underline underline-offset-4">
            {coachingPage.accountNote[1]}
          </Link>
          {coachingPage.accountNote[2]}
        </p>
      </Section>
    </main>
  );
}
