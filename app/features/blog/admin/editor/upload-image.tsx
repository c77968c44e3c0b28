import { href } from "react-router";
import { useCallback, useState } from "react";
import { MAX_MEDIA_BYTES, MEDIA_TYPES } from "~/utils/media";
import { megabytes } from "~/utils/data-image";
import { cn } from "~/utils/cn";

/** What the file chooser offers; the server decides from the bytes, whatever the browser says. */
export const ACCEPTED_IMAGE_TYPES = Object.values(MEDIA_TYPES).join(",");

export type UploadedImage = { url: string; width: number; height: number };

const TYPE_HINT = "Use a JPEG, PNG, GIF, WebP or AVIF image.";

/** Only files the browser calls images are taken from a paste or a drop (text and HTML go on as usual). */
export const imageFilesOf = (files: FileList | null | undefined): File[] =>
  [...(files ?? [])].filter((f) => f.type.startsWith("image/"));

/**
 * Sends one image to POST /api/admin/media and resolves with its URL and size. XMLHttpRequest rather
 * than fetch: only it reports upload progress. Obvious misfits are refused before sending.
 */
export function uploadImage(file: File, onProgress?: (percent: number) => void): Promise<UploadedImage> {
  if (file.type && !ACCEPTED_IMAGE_TYPES.split(",").includes(file.type))
    return Promise.reject(new Error(TYPE_HINT));
  if (file.size > MAX_MEDIA_BYTES)
    return Promise.reject(new Error(`Images must be at most ${megabytes(MAX_MEDIA_BYTES)}.`));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", href("/api/admin/media"));
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      const body = xhr.response as Partial<UploadedImage> & { error?: string };
      if (xhr.status >= 200 && xhr.status < 300 && body?.url) resolve(body as UploadedImage);
      else
        reject(
          new Error(
            xhr.status === 401
              ? "Your session has ended: log in again, then insert the image."
              : (body?.error ?? `The image could not be uploaded (${xhr.status}).`),
          ),
        );
    };
    xhr.onerror = () =>
      reject(new Error("The image could not be uploaded: check your connection and try again."));
    const body = new FormData();
    body.set("file", file);
    xhr.send(body);
  });
}

type Status =
  { state: "uploading"; text: string; percent: number } | { state: "done" | "error"; text: string };

/** Uploads with a status to show: what is being sent and how far, then done or why it failed. */
export function useImageUpload() {
  const [status, setStatus] = useState<Status | null>(null);
  const upload = useCallback(async (file: File): Promise<UploadedImage | undefined> => {
    const text = `Uploading ${file.name || "image"}…`;
    setStatus({ state: "uploading", text, percent: 0 });
    try {
      const image = await uploadImage(file, (percent) => setStatus({ state: "uploading", text, percent }));
      setStatus({ state: "done", text: `Uploaded ${file.name || "the image"}.` });
      return image;
    } catch (error) {
      setStatus({
        state: "error",
        text: `The image was not inserted: ${error instanceof Error ? error.message : TYPE_HINT}`,
      });
      return undefined;
    }
  }, []);
  return { status, upload };
}

/**
 * The upload status, read out by screen readers when it starts, ends or fails (a polite live region;
 * the percentage is a progress bar, not announced at every step).
 */
export function UploadStatus({ status, className }: { status: Status | null; className?: string }) {
  return (
    <div className={cn("min-h-7 text-sm", className)}>
      <p role="status" className={status?.state === "error" ? "text-red-700" : "text-muted"}>
        {status?.text ?? ""}
      </p>
      {status?.state === "uploading" ? (
        <progress
          className="mt-1 h-1.5 w-48 accent-brand-700"
          max={100}
          value={status.percent}
          aria-label="Upload progress"
        />
      ) : null}
    </div>
  );
}
