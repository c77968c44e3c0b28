import { desc, eq } from "drizzle-orm";
import { href } from "react-router";
import { db } from "~/db/client.server";
import { assessmentResponses } from "~/db/schema";
import { levelCopy } from "~/assessment/levels";
import { dayLabel, item, type AccountSection } from "./section.server";

// The assessments the person took: the recommended level, the result page and its PDF report.

export const assessments: AccountSection = {
  id: "assessment",
  title: "Assessment results",
  empty: "You have not taken the assessment yet.",
  items: async (personId) => {
    const rows = await db()
      .select({
        id: assessmentResponses.id,
        level: assessmentResponses.recommendedLevel,
        knowledge: assessmentResponses.knowledgeScore,
        awareness: assessmentResponses.awarenessScore,
        at: assessmentResponses.createdAt,
      })
      .from(assessmentResponses)
      .where(eq(assessmentResponses.personId, personId))
      .orderBy(desc(assessmentResponses.createdAt));
    return rows.map((r) => {
      const level = levelCopy(r.level);
      return item({
        key: `assessment-${r.id}`,
        title: `Level ${r.level}: ${level.title}`,
        details: [
          `Taken on ${dayLabel(r.at)}`,
          `Knowledge score ${r.knowledge}, awareness score ${r.awareness}`,
        ],
        links: [
          { label: "See the results", href: href("/assessment/results/:id", { id: r.id }) },
          {
            label: "Download the report (PDF)",
            href: href("/assessment/results/:id/report.pdf", { id: r.id }),
            download: true,
          },
        ],
      });
    });
  },
};
