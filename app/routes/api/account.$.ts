import { jsonError } from "~/utils/http.server";

/** Any other path under /api/account/ (inside the client layout, so only a client gets this far). */
export function loader() {
  return jsonError(404, "Not found.");
}

export const action = loader;
