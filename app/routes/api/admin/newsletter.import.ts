import { apiWrite } from "~/admin/write.server";
import { importList } from "~/features/newsletter/subscriber-writes.server";
import { endpoint } from "~/utils/http.server";

/** POST /api/admin/newsletter/import (admin): a list's CSV → `{ imported, merged, invalid: [{ line, reason }] }`. */
export const action = endpoint({ POST: apiWrite(importList) });
export const loader = action;
