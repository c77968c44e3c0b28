import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/certificates";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { site } from "~/content/site";
import { CertificateCard } from "~/features/certificates/certificate-card";
import { certificateByCode, verifyUrl } from "~/features/certificates/certificates.server";
import { certificateFacts } from "~/features/certificates/facts";

/** /certificates/{code} (product.md §10.18): a certificate's facts for anyone verifying it; unknown codes are a 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await certificateByCode(params.code);
  if (!found) throw data(null, { status: 404 });
  return { facts: certificateFacts(found, verifyUrl(found.code)) };
}

export function headers() {
  // A person's name: never indexed; a revocation shows at once, so never kept by a cache.
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };
}

export function meta({ error }: Route.MetaArgs) {
  const title = error ? "404 Page Not Found" : `Certificate of Completion | ${site.name}`;
  return [{ title }, { name: "robots", content: "noindex, nofollow" }];
}

// Here rather than at the root so this route's meta (title, noindex) still applies to the 404.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  throw error;
}

export default function CertificatePage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12">
      <CertificateCard facts={loaderData.facts} />
    </main>
  );
}
