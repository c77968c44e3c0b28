import { db } from "~/db/client.server";
import { resourceRequests, type Attribution } from "~/db/schema";
import { enqueueEmails, newLeadNotice } from "~/services/outbox.server";
import { enrollFor } from "~/features/sequences/enrolment.server";
import { attachToPerson } from "~/features/people/people.server";
import { findPublishedResourceByTitle, type PublicResource } from "~/features/resources/public.server";

/**
 * Stores a request for access to a resource, with the resource's own title, type and category (from
 * the database row, not the request), and queues the business notification in the same transaction.
 */
export async function createResourceRequest(p: {
  name: string;
  email: string;
  resource: Pick<PublicResource, "title" | "type" | "category"> & { id?: number };
  attribution?: Attribution;
}) {
  const email = p.email.trim();
  const a = p.attribution ?? {};
  return db().transaction(async (tx) => {
    const personId = await attachToPerson(tx, {
      email,
      source: "resource-request",
      name: p.name,
      attribution: a,
    });
    const [row] = await tx
      .insert(resourceRequests)
      .values({
        personId,
        name: p.name,
        email,
        resourceTitle: p.resource.title,
        resourceType: p.resource.type,
        resourceCategory: p.resource.category,
        attribution: a,
      })
      .returning({ id: resourceRequests.id });
    await enrollFor(tx, personId, { kind: "resource-requested", resourceId: p.resource.id });
    await enqueueEmails(
      tx,
      newLeadNotice({
        kind: "resource-request-notification",
        subject: `Resource request: ${p.resource.title}`,
        lines: [
          ["Name", p.name],
          ["E-mail", email],
          ["Resource", p.resource.title],
          ["Type", p.resource.type],
          ["Category", p.resource.category],
        ],
        attribution: a,
        personId,
      }),
    );
    return row;
  });
}

export const NO_PUBLISHED_RESOURCE = "No published resource has this title.";
export const RESOURCE_REQUEST_THANKS = "We'll notify you when this resource becomes available.";

/**
 * A visitor's request for a published resource named by its title: the one rule behind the page's
 * form (/resources) and its JSON twin (POST /api/resource-request). False when no published
 * resource has that title (nothing is stored).
 */
export async function requestPublishedResource(p: {
  name: string;
  email: string;
  resourceTitle: string;
  attribution?: Attribution;
}): Promise<boolean> {
  const resource = await findPublishedResourceByTitle(p.resourceTitle);
  if (!resource) return false;
  await createResourceRequest({ name: p.name, email: p.email, resource, attribution: p.attribution });
  return true;
}
