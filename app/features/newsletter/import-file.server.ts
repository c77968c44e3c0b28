import { refuse, type Refused } from "~/utils/refusal";
import { IMPORT_MAX_BYTES } from "./admin-schema";

const TOO_LARGE = "The file is too large (at most 5 MB).";

/**
 * The CSV of an import (product.md §10.10): a `text/csv` body, or a multipart form's `file` (the API's
 * and the Newsletter view's alike); a refusal otherwise.
 */
export async function readImportCsv(request: Request): Promise<{ text: string } | Refused> {
  const type = request.headers.get("content-type") ?? "";
  let text: string;
  if (type.startsWith("text/csv") || type.startsWith("text/plain")) text = await request.text();
  else if (type.startsWith("multipart/form-data")) {
    let file: FormDataEntryValue | null;
    try {
      file = (await request.formData()).get("file");
    } catch {
      return refuse(400, "The form could not be read.");
    }
    // A form posted with no file chosen holds an empty, nameless one.
    if (!file || typeof file === "string" || (file.size === 0 && file.name === ""))
      return refuse(400, "Choose a CSV file to import.", { field: "file" });
    if (file.size > IMPORT_MAX_BYTES) return refuse(413, TOO_LARGE, { field: "file" });
    text = await file.text();
  } else return refuse(415, "Send the list as text/csv, or as a multipart form's `file`.");
  if (text.length > IMPORT_MAX_BYTES) return refuse(413, TOO_LARGE, { field: "file" });
  if (text.includes("\u0000")) return refuse(400, "The file is not a CSV text file.", { field: "file" });
  if (text.trim() === "") return refuse(400, "The file is empty.", { field: "file" });
  return { text };
}
