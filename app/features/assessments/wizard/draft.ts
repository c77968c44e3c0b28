/** The answers so far, by field name: what the steps give and start from. */
export type Draft = Record<string, unknown>;

/**
 * The wizard's answers in sessionStorage, so a reload keeps them; cleared after a successful submit.
 * Whatever is read back is checked field by field: a stale or edited draft cannot break the form.
 */
const KEY = "assessment-draft";

export type SavedDraft = { step: number; data: Draft };

let cached: { raw: string | null; draft: SavedDraft | null } = { raw: null, draft: null };

/** The saved draft; the same object while the stored text is unchanged (a useSyncExternalStore snapshot). */
export function loadDraft(): SavedDraft | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw === cached.raw) return cached.draft;
  cached = { raw, draft: parseDraft(raw) };
  return cached.draft;
}

function parseDraft(raw: string | null): SavedDraft | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SavedDraft>;
    if (!Number.isInteger(parsed.step) || !parsed.data || typeof parsed.data !== "object") return null;
    return { step: parsed.step!, data: parsed.data as Draft };
  } catch {
    return null;
  }
}

/**
 * The step and answers a page view of the wizard starts from: the page action's answer to a step
 * posted before the wizard's code ran (or without JavaScript), else the draft saved in this tab, else
 * an empty first step.
 */
export const startingPoint = (posted: SavedDraft | undefined, saved: SavedDraft | null): SavedDraft =>
  posted ?? saved ?? { step: 0, data: {} };

export function saveDraft(draft: SavedDraft) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): the wizard still works, only a reload loses answers.
  }
}

export function clearDraft() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // See saveDraft.
  }
}

/*
 * Readers of one step's answers, from a saved draft or from the step's form as it stands (Conform's
 * reading of its FormData, before any check): the same answers come as typed values in one and as
 * form text in the other (a rating 3 or "3", a single ticked box as ["a"] or "a").
 */
export const str = (v: unknown) => (typeof v === "string" ? v : "");
export const strList = (v: unknown) =>
  typeof v === "string" ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : [];
export const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Picks `keys` from a saved object, keeping values of the expected kind. */
export function pickStrings<K extends string>(v: unknown, keys: readonly K[]) {
  const r = record(v);
  return Object.fromEntries(keys.flatMap((k) => (typeof r[k] === "string" ? [[k, r[k]]] : []))) as Partial<
    Record<K, string>
  >;
}

/** A rating from 1 to 5, as a number or as the form's text. */
function rating(v: unknown) {
  const n = typeof v === "string" && /^[1-5]$/.test(v) ? Number(v) : v;
  return typeof n === "number" && Number.isInteger(n) && n >= 1 && n <= 5 ? n : undefined;
}

export function pickRatings<K extends string>(v: unknown, keys: readonly K[], fallback?: number) {
  const r = record(v);
  return Object.fromEntries(
    keys.flatMap((k) => {
      const n = rating(r[k]) ?? fallback;
      return n === undefined ? [] : [[k, n]];
    }),
  ) as Partial<Record<K, number>>;
}
