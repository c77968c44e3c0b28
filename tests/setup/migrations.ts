import { readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgliteOptions } from "~/db/pglite-options.server";
import { MIGRATIONS_DIR } from "../../server/database";

const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, "meta/_journal.json"), "utf8")) as {
  entries: { tag: string }[];
};
const tags = journal.entries.map((e) => e.tag);

async function apply(client: PGlite, migrations: string[]) {
  for (const tag of migrations)
    for (const statement of readFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), "utf8").split(
      "--> statement-breakpoint",
    ))
      if (statement.trim()) await client.exec(statement);
}

/**
 * A data migration tested against the schema as it was just before it: a fresh PGlite with every
 * earlier migration applied (the migration found by its name, so renumbering does not break the
 * test), and `rest()` to apply it and every later one once the test has put its legacy rows in.
 */
export async function databaseBefore(name: string) {
  const at = tags.findIndex((t) => t.endsWith(`_${name}`));
  if (at < 0) throw new Error(`No migration named ${name}`);
  const client = new PGlite({ extensions: pgliteOptions.extensions });
  await apply(client, tags.slice(0, at));
  return { client, rest: () => apply(client, tags.slice(at)) };
}
