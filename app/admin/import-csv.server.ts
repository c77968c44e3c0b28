import { IMPORT_MAX_BYTES } from "~/features/newsletter/admin-schema";

/** The CSV of a `text/csv` body or of a multipart form's `file`; a refusal's answer otherwise. */
export async function readImportCsv(
  request: Request,
): Promise<{ text: string } | { status: 400 | 413 | 415; error: string }> {
  const type = request.headers.get("content-type") ?? "";
  let text: string;
  if (type.startsWith("text/csv") || type.startsWith("text/plain")) text = await request.text();
  else if (type.startsWith("multipart/form-data")) {
    let file: FormDataEntryValue | null;
    try {
      file = (await request.formData()).get("file");
    } catch {
      return { status: 400, error: "The form could not be read." };
    }
    if (!file || typeof file === "string") return { status: 400, error: "Choose a CSV file to import." };
    text = await file.text();
  } else return { status: 415, error: "Send the list as text/csv, or as a multipart form's `file`." };
  if (text.length > IMPORT_MAX_BYTES) return { status: 413, error: "The file is too large (at most 5 MB)." };
  if (text.includes("\u0000")) return { status: 400, error: "The file is not a CSV text file." };
  if (text.trim() === "") return { status: 400, error: "The file is empty." };
  return { text };
}
