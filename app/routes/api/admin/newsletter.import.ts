import type { Route } from "./+types/newsletter.import";
import { readImportCsv } from "~/admin/import-csv.server";
import { importSubscribers } from "~/features/newsletter/import.server";
import { byMethod, jsonError, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/**
 * POST /api/admin/newsletter/import (admin): a list's CSV → `{ imported, merged, invalid: [{ line,
 * reason }] }`. Valid rows become confirmed subscribers with their consent; nothing is e-mailed.
 */
export const action = byMethod<Route.ActionArgs>({
  POST: async ({ request }) => {
    const read = await readImportCsv(request);
    if ("error" in read) return jsonError(read.status, read.error);
    return Response.json(await importSubscribers(read.text));
  },
});
