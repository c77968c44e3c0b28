import { lazy, Suspense, useState } from "react";
import type { Route } from "./+types/resources";
import { PageHero } from "~/components/marketing/page-hero";
import { LazyNewsletterForm } from "~/features/newsletter/lazy-newsletter-form";
import { ResourceGrid, ResourceLibrary } from "~/features/resources/resource-library";
import { resourcesPage } from "~/content/resources-page";
import { site } from "~/content/site";
import { listPublishedResources, type PublicResource } from "~/features/resources/public.server";
import { lazyAfterServer, ROUTER_FORMS } from "~/utils/lazy-after-server";
import { pageMeta } from "~/content/seo";
import { submitForm } from "~/forms/submit-form";

export { action } from "./resources.server";

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => submitForm(() => serverAction());

export function meta({ location }: Route.MetaArgs) {
  return pageMeta({
    title: `${resourcesPage.title} | ${site.name}`,
    description: resourcesPage.description,
    path: location.pathname,
  });
}

/**
 * The published library, rendered on the server; search and filters then run over these rows.
 * `?request={id}` (a card's button before hydration or without JavaScript) names the resource whose
 * request form the page shows in place of the dialog.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const resources = await listPublishedResources();
  const asked = new URL(request.url).searchParams.get("request");
  return { resources, requestedId: resources.find((r) => String(r.id) === asked)?.id ?? null };
}

const FEATURED_COUNT = 6;

// The request dialog (Radix Dialog, its form and the form's zod checks) loads on the first request,
// not with the page: most visits never open it.
const ResourceRequestDialog = lazy(() =>
  import("~/features/resources/resource-request-dialog").then((m) => ({
    default: m.ResourceRequestDialog,
  })),
);

// The request form in the page (`?request={id}`: before hydration or without JavaScript): its code
// (the form, Conform) loads on first use of a form, like contact's (decision 0090), the server's form
// working meanwhile as a plain post.
const RequestSection = lazyAfterServer(
  () => import("~/features/resources/resource-request-section").then((m) => m.RequestSection),
  "request form",
  { onIntentWithin: ROUTER_FORMS },
);

export default function Resources({ loaderData }: Route.ComponentProps) {
  const { resources, requestedId } = loaderData;
  const inPage = resources.find((r) => r.id === requestedId);
  const [requested, setRequested] = useState<PublicResource | null>(null);
  // Once loaded the dialog stays mounted, so it can close (and return focus) like any Radix dialog.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (requested && !dialogUsed) setDialogUsed(true);
  const featured = resources.filter((r) => r.featured).slice(0, FEATURED_COUNT);

  return (
    <main id="main">
      <PageHero eyebrow={resourcesPage.eyebrow} title={resourcesPage.heading} lead={resourcesPage.lead} />
      {inPage && <RequestSection resource={inPage} />}
      {featured.length > 0 && (
        <section aria-labelledby="featured-heading" className="bg-slate-50">
          <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
            <h2 id="featured-heading" className="text-2xl font-bold text-ink sm:text-3xl">
              {resourcesPage.featuredHeading}
            </h2>
            <p className="mt-2 text-muted">{resourcesPage.featuredLead}</p>
            <ResourceGrid className="mt-8" resources={featured} onRequest={setRequested} />
          </div>
        </section>
      )}
      <section aria-labelledby="library-heading">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="library-heading" className="text-2xl font-bold text-ink sm:text-3xl">
            {resourcesPage.libraryHeading}
          </h2>
          <p className="mb-8 mt-2 text-muted">{resourcesPage.libraryLead}</p>
          <ResourceLibrary resources={resources} onRequest={setRequested} />
        </div>
      </section>
      <section aria-label="Newsletter" className="bg-brand-50">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
          <LazyNewsletterForm
            heading={resourcesPage.newsletterHeading}
            description={resourcesPage.newsletterText}
            afterSuccess="reset"
          />
        </div>
      </section>
      {dialogUsed && (
        <Suspense fallback={null}>
          <ResourceRequestDialog resource={requested} onClose={() => setRequested(null)} />
        </Suspense>
      )}
    </main>
  );
}
