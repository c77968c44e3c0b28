import type { Route } from "./+types/people[.csv]";
import { peopleCsvQuerySchema } from "~/features/people/schema";
import { peopleInBatches } from "~/features/people/directory.server";
import { csvFileName, csvLines } from "~/utils/csv";
import { parseQuery } from "~/utils/http.server";

const HEADER = [
  "id",
  "email",
  "name",
  "company",
  "role",
  "status",
  "sources",
  "firstSeenAt",
  "lastActivityAt",
  "followUpAt",
];

/** GET /api/admin/people.csv (admin): the people matching the list's filters, streamed in batches. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = parseQuery(request, peopleCsvQuerySchema);
  if ("response" in query) return query.response;
  const batches = peopleInBatches(query.data);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    // A BOM so that spreadsheet apps read UTF-8, then the header.
    start: (controller) => controller.enqueue(encoder.encode(`\uFEFF${csvLines([HEADER])}`)),
    // Pulled one batch at a time: a slow client holds back the reading, not memory.
    async pull(controller) {
      const next = await batches.next();
      if (next.done) return controller.close();
      const rows = next.value.map((p) => [
        p.id,
        p.email,
        p.name,
        p.company,
        p.role,
        p.status,
        p.sources.join(" "),
        p.firstSeenAt,
        p.lastActivityAt,
        p.followUpAt,
      ]);
      controller.enqueue(encoder.encode(csvLines(rows)));
    },
    cancel: () => void batches.return(undefined),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${csvFileName("people")}"`,
    },
  });
}
