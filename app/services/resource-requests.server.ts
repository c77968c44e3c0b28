import { db } from "~/db/client.server";
import { resourceRequests, type Attribution } from "~/db/schema";
import { notifyBusiness } from "~/services/outbox.server";
import { attachToPerson } from "~/services/people.server";
import type { PublicResource } from "~/services/resources.server";

/**
 * Stores a request for access to a resource, with the resource's own title, type and category (from
 * the database row, not the request), and queues the business notification in the same transaction.
 */
export async function createResourceRequest(p: {
  name: string;
  email: string;
  resource: Pick<PublicResource, "title" | "type" | "category">;
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
    await notifyBusiness(
      tx,
      "resource-request-notification",
      `Resource request: ${p.resource.title}`,
      [
        ["Name", p.name],
        ["E-mail", email],
        ["Resource", p.resource.title],
        ["Type", p.resource.type],
        ["Category", p.resource.category],
        ["Landing page", a.landingPage],
        ["Referrer", a.referrer],
        ["UTM source", a.utm_source],
        ["UTM campaign", a.utm_campaign],
      ],
      personId,
    );
    return row;
  });
}
