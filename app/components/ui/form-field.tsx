import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { FieldError } from "./field-error";
import { Input } from "./input";
import { Label } from "./label";
import { Textarea } from "./textarea";

type Shared = {
  /** The Conform field (useForm's `fields.x`). */
  meta: FieldMetadata<unknown>;
  label: string;
  /** A note under the label, read with the field (aria-describedby). */
  hint?: string;
  /** The admin's tighter spacing between label, field and message. */
  compact?: boolean;
};

/**
 * The label, the hint, the message and the field's aria-invalid / aria-describedby of one Conform
 * field, worked out once: the field says it is invalid only while it has a message, and points to
 * the hint, then the message.
 */
function FieldShell({
  meta,
  label,
  hint,
  compact,
  children,
}: Shared & { children: (aria: { "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode }) {
  const hintId = `${meta.id}-hint`;
  const error = meta.errors?.[0];
  const describedBy = [hint && hintId, error && meta.errorId].filter(Boolean).join(" ");
  return (
    <div className={compact ? "grid gap-1" : "grid gap-1.5"}>
      <Label htmlFor={meta.id}>{label}</Label>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {children({ "aria-invalid": error ? true : undefined, "aria-describedby": describedBy || undefined })}
      <FieldError id={meta.errorId}>{error}</FieldError>
    </div>
  );
}

type TextFieldProps = Shared & {
  type?: "text" | "email" | "password";
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "className">;

/** A labelled one-line Conform field with its message (the public forms and the admin's). */
export function TextField({ meta, label, hint, compact, type = "text", ...input }: TextFieldProps) {
  return (
    <FieldShell meta={meta} label={label} hint={hint} compact={compact}>
      {(aria) => (
        <Input
          {...getInputProps(meta, { type, ariaAttributes: false })}
          key={meta.key}
          {...aria}
          {...input}
        />
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = Shared & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className">;

/** A labelled multi-line Conform field with its message. */
export function TextAreaField({ meta, label, hint, compact, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell meta={meta} label={label} hint={hint} compact={compact}>
      {(aria) => (
        <Textarea
          {...getTextareaProps(meta, { ariaAttributes: false })}
          key={meta.key}
          {...aria}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}
