/** The look shared by the text fields (Input and Textarea), so both change together. */
export const fieldClasses =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-ink placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:opacity-60 aria-[invalid=true]:border-red-700";
