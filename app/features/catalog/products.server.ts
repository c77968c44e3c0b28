import type { Catalog } from "~/features/payments/product";

// TEMPORARY in branch `recon` until it merges `money`, whose composition of the products (events'
// seats) replaces this file: here so the routes that take the catalog load in this branch's tests.
export const catalog: Catalog = (kind) => {
  throw new Error(`No product of kind ${kind}`);
};
