import { z } from "zod";
import { defineWrite, rowId } from "~/admin/write.server";
import { isRefused } from "~/utils/refusal";
import { importSubscribers } from "./import.server";
import { readImportCsv } from "./import-file.server";
import { setSuppressed } from "./subscribers.server";

// The owner's writes on subscribers (product.md §10.10), each defined once (docs/conventions.md).

/**
 * The Newsletter view's suppress or restore of one subscriber. (No JSON endpoint: product.md §10
 * documents none.) The id is part of the posted row, so a malformed one is bad input (400).
 */
export const suppressSubscriber = defineWrite({
  input: z.object({
    id: rowId("Subscriber not found."),
    suppressed: z.boolean({ error: "Suppressed must be true or false" }),
  }),
  run: ({ input }) => setSuppressed(input.id, input.suppressed),
});

/**
 * POST /api/admin/newsletter/import (`text/csv` or a multipart `file`), and the Newsletter view's
 * import (its form's `file`): `{ imported, merged, invalid: [{ line, reason }] }`; nobody is e-mailed.
 */
export const importList = defineWrite({
  run: async ({ request }) => {
    const read = await readImportCsv(request);
    return isRefused(read) ? read : importSubscribers(read.text);
  },
});
