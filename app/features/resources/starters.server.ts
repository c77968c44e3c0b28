import { db } from "~/db/client.server";
import { resources } from "~/db/schema";
import { libraryResources } from "~/content/resource-library";

/** The resource library a fresh site starts with, while the resources table is empty. */
export async function seedLibraryResources() {
  const existing = await db().select({ id: resources.id }).from(resources).limit(1);
  if (existing.length === 0) await db().insert(resources).values(libraryResources);
}
