import type { z } from "zod";
import { listQuerySchema } from "~/schemas/admin-lists";

/** GET /api/leads: search in name, e-mail, company and role. */
export const leadListQuerySchema = listQuerySchema;
export type LeadListQuery = z.infer<typeof leadListQuerySchema>;

/** GET /api/admin/resource-requests: search in name, e-mail and the resource's title. */
export const resourceRequestListQuerySchema = listQuerySchema;
export type ResourceRequestListQuery = z.infer<typeof resourceRequestListQuerySchema>;
