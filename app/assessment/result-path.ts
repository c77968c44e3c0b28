/**
 * A result's own address (product.md §2). Its own module, so the wizard can name it without loading the
 * result page's code and level copy (app/assessment/result.ts), which load only after a submit.
 */
export const resultPath = (id: string) => `/assessment/results/${id}`;
