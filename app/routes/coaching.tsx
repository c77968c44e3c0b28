import type { Route } from "./+types/coaching";
import { CoachingPage } from "~/features/coaching/coaching-page";
import { coachingPage } from "~/content/coaching";
import { site } from "~/content/site";
import { pageMeta } from "~/content/seo";
import { submitForm } from "~/forms/submit-form";

export { action, loader } from "./coaching.server";

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitForm(() => serverAction());

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: `${coachingPage.title} | ${site.name}`,
    description: coachingPage.lead,
    path: location.pathname,
  });
}

/** /coaching (product.md §10.16): the coaching packs on sale, and how to buy one. */
export default function Coaching({ loaderData }: Route.ComponentProps) {
  return <CoachingPage offers={loaderData.offers} payment={loaderData.payment} />;
}
