import { DATA_IMAGE_TYPES, MAX_DATA_IMAGE_BYTES } from "~/content/blog";
import { megabytes } from "~/utils/data-image";

export const ACCEPTED_IMAGE_TYPES = DATA_IMAGE_TYPES.map((t) => `image/${t}`).join(",");

/**
 * Reads an image file as a data URL (SPEC: inserted images become inline data). Refuses types the
 * server would drop and files over the size cap with a message the editor shows.
 */
export function readImageFile(file: File): Promise<string> {
  if (!ACCEPTED_IMAGE_TYPES.split(",").includes(file.type)) {
    return Promise.reject(new Error("Use a PNG, JPEG, GIF or WebP image."));
  }
  if (file.size > MAX_DATA_IMAGE_BYTES) {
    return Promise.reject(new Error(`Images must be at most ${megabytes(MAX_DATA_IMAGE_BYTES)}.`));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === "string"
        ? resolve(reader.result)
        : reject(new Error("The file could not be read."));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(file);
  });
}
