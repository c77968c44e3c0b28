import { useRef, useState } from "react";
import { getInputProps } from "@conform-to/react";
import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { PostFields, PostForm, PostFormValues } from "./types";
import { ACCEPTED_IMAGE_TYPES, UploadStatus, useImageUpload } from "./upload-image";

type Props = { form: PostForm; fields: PostFields; values: PostFormValues };

/**
 * Featured image URL, or an uploaded image (its /media URL fills the field), with a preview that
 * clears when the image cannot be loaded, and its alt text.
 */
export function ImageField({ form, fields, values }: Props) {
  const { imageUrl, altText } = fields;
  const id = imageUrl.id;
  const { status, upload } = useImageUpload();
  const fileInput = useRef<HTMLInputElement>(null);

  async function uploadFeatured(file: File | undefined) {
    if (fileInput.current) fileInput.current.value = "";
    const image = file ? await upload(file) : undefined;
    if (!image) return;
    form.update({ name: imageUrl.name, value: image.url });
    // A URL the check had refused is replaced: its message goes with it.
    if (imageUrl.errors) form.validate({ name: imageUrl.name });
  }
  const url = values.imageUrl.trim();
  // The URL whose image failed: a new URL gets a new try.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPreview = url !== "" && failedUrl !== url && /^(https?:|data:image\/|\/media\/)/i.test(url);

  return (
    <div className="grid gap-4">
      <div>
        <Label htmlFor={imageUrl.id}>Featured image URL</Label>
        <Input
          {...getInputProps(imageUrl, { type: "text", ariaDescribedBy: `${id}-status` })}
          key={imageUrl.key}
          inputMode="url"
          placeholder="https://… or upload an image below"
          className="mt-1"
        />
        <p id={`${id}-status`} className="mt-1 text-xs text-muted" aria-live="polite">
          {url === ""
            ? "Optional. Leave empty for no image."
            : failedUrl === url
              ? "The image could not be loaded: check the URL."
              : ""}
        </p>
        <FieldError id={imageUrl.errorId}>{imageUrl.errors?.[0]}</FieldError>
        <div className="mt-2">
          <Label htmlFor={`${id}-file`}>Upload featured image</Label>
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            className="mt-1 block text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium focus-visible:outline-2 focus-visible:outline-brand-700"
            onChange={(e) => void uploadFeatured(e.currentTarget.files?.[0])}
          />
          <UploadStatus status={status} className="mt-1" />
        </div>
      </div>
      {showPreview ? (
        <img
          key={url}
          src={url}
          alt="Featured image preview"
          width={600}
          height={315}
          className="aspect-[1200/630] w-full max-w-md rounded-md border border-slate-200 bg-slate-100 object-cover"
          onError={() => setFailedUrl(url)}
        />
      ) : null}
      <div>
        <Label htmlFor={altText.id}>Image alt text</Label>
        <Input
          {...getInputProps(altText, { type: "text" })}
          key={altText.key}
          className="mt-1"
          placeholder="Describe the image for people who cannot see it"
        />
        <FieldError id={altText.errorId}>{altText.errors?.[0]}</FieldError>
      </div>
    </div>
  );
}
