import { db } from "~/db/client.server";
import { resources } from "~/db/schema";
import { libraryResources } from "~/content/resource-library";
import { seedStarterSequences } from "~/features/sequences/starters.server";

/** Content a fresh site needs; each seeder fills its table only while that table is empty. */
const seeders: Array<() => Promise<void>> = [
  async () => {
    const existing = await db().select({ id: resources.id }).from(resources).limit(1);
    if (existing.length === 0) await db().insert(resources).values(libraryResources);
  },
  // product.md §10.12: the three starter follow-up sequences, inactive.
  seedStarterSequences,
];

export async function seedEmptyDatabase() {
  for (const seed of seeders) await seed();
}
