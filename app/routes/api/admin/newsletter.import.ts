import type { Route } from "./+types/newsletter.import";
import { apiWrite } from "~/admin/write.server";
import { importList } from "~/features/newsletter/subscriber-writes.server";
import { byMethod, postOnlyLoader } from "~/utils/http.server";

export const loader = postOnlyLoader;

/** POST /api/admin/newsletter/import (admin): a list's CSV → `{ imported, merged, invalid: [{ line, reason }] }`. */
export const action = byMethod<Route.ActionArgs>({ POST: apiWrite(importList) });
