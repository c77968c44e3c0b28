import { useEffect, useRef, useState } from "react";
import { emptyPost, type PostFormValues } from "./types";

type Stored = { values: Partial<PostFormValues>; savedAt: string };

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

/** A stored draft over what the server has, field by field, as text (older drafts held numbers). */
function merge(initial: PostFormValues, stored: Partial<PostFormValues>): PostFormValues {
  const merged: Record<string, string | string[]> = { ...initial };
  for (const key of Object.keys(emptyPost) as (keyof PostFormValues)[]) {
    const v: unknown = stored[key];
    if (key === "tags") {
      if (Array.isArray(v)) merged.tags = v.filter((t): t is string => typeof t === "string");
    } else if (typeof v === "string" || typeof v === "number") {
      merged[key] = String(v);
    }
  }
  return merged as PostFormValues;
}

/**
 * Keeps unsaved edits in localStorage under `key` so they survive a reload or a crash, and restores
 * them (through `restore`) when the editor opens again. `values` are the form's, `dirty` whether
 * they differ from what the server has (`initial` when the editor opened): equal values are no draft.
 */
export function useDraft(
  key: string,
  values: PostFormValues,
  dirty: boolean,
  initial: PostFormValues,
  restore: (values: PostFormValues) => void,
) {
  // The draft found when the editor opens (the editor runs only in the browser).
  const [found, setFound] = useState(() => {
    const draft = read(key);
    if (!draft) return null;
    const values = merge(initial, draft.values);
    return JSON.stringify(values) === JSON.stringify(initial) ? null : { values, savedAt: draft.savedAt };
  });
  const [storageFull, setStorageFull] = useState(false);
  const json = JSON.stringify(values);
  // Written only when the values change, as a watcher would: opening the editor writes nothing.
  const lastJson = useRef(json);
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  });

  useEffect(() => {
    if (found) restore(found.values);
    // Restores once per editor (the parent remounts it for another post).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (json === lastJson.current) return;
    lastJson.current = json;
    const timer = setTimeout(() => {
      if (!dirtyRef.current) return clearDraft(key);
      try {
        window.localStorage.setItem(
          key,
          JSON.stringify({ values: JSON.parse(json), savedAt: new Date().toISOString() } satisfies Stored),
        );
        setStorageFull(false);
      } catch {
        // Large inline images can exceed the browser's quota: say so rather than pretend.
        setStorageFull(true);
      }
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [json, key]);

  return {
    restoredAt: found?.savedAt ?? null,
    storageFull,
    /** Drops the stored draft: discarded, or saved (what the server has is the new baseline). */
    forget() {
      clearDraft(key);
      setFound(null);
    },
  };
}
