/** The frame every field shares (border, focus ring, the invalid and disabled looks). */
const fieldFrame =
  "rounded-md border border-slate-300 bg-white px-3 text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:opacity-60 aria-[invalid=true]:border-red-700";

/** The look shared by the text fields (Input and Textarea), so both change together. */
export const fieldClasses = `w-full py-2 text-base placeholder:text-slate-500 ${fieldFrame}`;

/** A select's look: full width in a form, or compact in a filter bar or a table row. */
export const selectClasses = {
  md: `h-11 w-full text-base ${fieldFrame}`,
  sm: `h-9 text-sm ${fieldFrame}`,
} as const;
