import { useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { PostFormOutput, PostFormValues } from "./types";

type Stored = { values: PostFormValues; savedAt: string };
type Form = UseFormReturn<PostFormValues, unknown, PostFormOutput>;

const SAVE_DELAY_MS = 400;

function read(key: string): Stored | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Stored;
    return parsed && typeof parsed === "object" && parsed.values ? parsed : null;
  } catch {
    return null;
  }
}

export function clearDraft(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode): there is nothing to clear.
  }
}

/**
 * Keeps unsaved edits in localStorage under `key` so they survive a reload or a crash, and restores
 * them when the editor opens again. `initial` is what the server has: equal values are no draft.
 */
export function useDraft(key: string, form: Form, initial: PostFormValues) {
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [storageFull, setStorageFull] = useState(false);
  const initialJson = useRef(JSON.stringify(initial));

  useEffect(() => {
    const draft = read(key);
    if (draft && JSON.stringify(draft.values) !== initialJson.current) {
      form.reset({ ...initial, ...draft.values }, { keepDefaultValues: true });
      setRestoredAt(draft.savedAt);
    }
    // Restores once per editor (the parent remounts it for another post).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const sub = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const values = form.getValues();
        const json = JSON.stringify(values);
        if (json === initialJson.current) return clearDraft(key);
        try {
          window.localStorage.setItem(
            key,
            JSON.stringify({ values, savedAt: new Date().toISOString() } satisfies Stored),
          );
          setStorageFull(false);
        } catch {
          // Large inline images can exceed the browser's quota: say so rather than pretend.
          setStorageFull(true);
        }
      }, SAVE_DELAY_MS);
    });
    return () => {
      clearTimeout(timer);
      sub.unsubscribe();
    };
  }, [form, key]);

  return {
    restoredAt,
    storageFull,
    /** After a save: what the server has is the new baseline. */
    rebase(values: PostFormValues) {
      initialJson.current = JSON.stringify(values);
      clearDraft(key);
      setRestoredAt(null);
    },
    discard() {
      clearDraft(key);
      setRestoredAt(null);
    },
  };
}
