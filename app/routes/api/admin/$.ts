import { jsonError } from "~/utils/http.server";

/** Any other path under /api/admin/ (inside the admin layout, so only an admin gets this far). */
export function loader() {
  return jsonError(404, "Not found.");
}

export const action = loader;
