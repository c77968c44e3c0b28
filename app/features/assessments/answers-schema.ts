import { z } from "zod";
import "~/schemas/common";
import { insightsRangeSchema } from "~/features/insights/range-schema";

/**
 * The filters of the answers by question besides the date range (which is Insights' range,
 * insightsRangeSchema): the recommended level and the first-touch source (product.md §10.13).
 */
export const answersFilterSchema = z.object({
  level: z.enum(["1", "2", "3"], { error: "must be 1, 2 or 3" }).transform(Number).optional(),
  // Sources are lower case (app/utils/traffic-source.ts): "LinkedIn" finds "linkedin".
  source: z.string().trim().toLowerCase().min(1).max(200, "must be at most 200 characters").optional(),
});

export type AnswersFilter = z.infer<typeof answersFilterSchema>;

/** The whole query of GET /api/admin/assessments/answers (and .csv): Insights' range and the filters. */
export const answersQuerySchema = (today: string) =>
  z.intersection(insightsRangeSchema(today), answersFilterSchema);
