import { z } from "zod";
import { listFields } from "~/schemas/admin-lists";

const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} must be a real date`)
    .optional();

/**
 * GET /api/admin/audit and /admin/audit: newest first; `actor` an admin's e-mail (or part of it),
 * `action` an action's name (or part of it), `from`/`to` days in the site's time zone, both included.
 * No CSV: the trail is read here, not exported.
 */
export const auditListQuerySchema = z
  .object({
    page: listFields.page,
    pageSize: listFields.pageSize,
    actor: z.string().trim().max(200, "Actor must be at most 200 characters").optional(),
    action: z.string().trim().max(200, "Action must be at most 200 characters").optional(),
    from: day("From"),
    to: day("To"),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: "From must not be after To",
    path: ["to"],
  });

export type AuditListQuery = z.infer<typeof auditListQuerySchema>;
