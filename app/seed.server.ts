import { seedLibraryResources } from "~/features/resources/starters.server";
import { seedStarterSequences } from "~/features/sequences/starters.server";

/**
 * Content a fresh site needs; each seeder fills its table only while that table is empty. The
 * features own their starters; this list, above them, runs them at start (app/edge-api.server.ts).
 */
const seeders: Array<() => Promise<void>> = [
  seedLibraryResources,
  // product.md §10.12: the three starter follow-up sequences, inactive.
  seedStarterSequences,
];

export async function seedEmptyDatabase() {
  for (const seed of seeders) await seed();
}
