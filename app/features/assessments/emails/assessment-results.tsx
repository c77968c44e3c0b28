import { Heading } from "@react-email/components";
import { levelCopy } from "~/assessment/levels";
import { firstName, type AssessmentResult } from "~/assessment/result";
import { resultPath } from "~/assessment/result-path";
import { MAX_AWARENESS_SCORE, MAX_KNOWLEDGE_SCORE } from "~/assessment/scoring";
import { site } from "~/content/site";
import { EmailLayout, EmailLink, Paragraph } from "~/emails/layout";
import { renderEmail } from "~/emails/render.server";

function AssessmentResults({ result, origin }: { result: AssessmentResult; origin: string }) {
  const link = `${origin}${resultPath(result.id)}`;
  const level = levelCopy(result.recommendedLevel);
  return (
    <EmailLayout preview={`Recommended for you: Level ${level.level}: ${level.title}`}>
      <Paragraph>Hi {firstName(result.name)},</Paragraph>
      <Paragraph>
        Thank you for taking the Financial Acumen Assessment. Here is your personalized recommendation.
      </Paragraph>
      <Heading as="h1" style={{ fontSize: "20px", margin: "0 0 12px" }}>
        Recommended for you: Level {level.level}: {level.title} ({level.subtitle})
      </Heading>
      <Paragraph>{level.description}</Paragraph>
      <Paragraph>
        Knowledge Score: {result.knowledgeScore}/{MAX_KNOWLEDGE_SCORE} (Financial Knowledge Assessment)
        <br />
        Challenge Awareness: {result.awarenessScore}/{MAX_AWARENESS_SCORE} (Business Impact Awareness)
      </Paragraph>
      <Paragraph>
        See your full results, with a review of every question: <EmailLink href={link}>{link}</EmailLink>
      </Paragraph>
      <Paragraph>
        Your report is attached as a PDF (Financial-Acumen-Report.pdf), to keep or forward.
      </Paragraph>
      <Paragraph>
        Ready to talk it through? Book a discovery call:{" "}
        <EmailLink href={`${origin}/consultation`}>{`${origin}/consultation`}</EmailLink>
      </Paragraph>
      <Paragraph>
        Questions? Write to us at <EmailLink href={`mailto:${site.email}`}>{site.email}</EmailLink>.
      </Paragraph>
    </EmailLayout>
  );
}

/** The visitor's results e-mail: level, both scores and the link back to the full result page. */
export function assessmentResultsEmail(result: AssessmentResult, siteUrl: string) {
  const level = levelCopy(result.recommendedLevel);
  return renderEmail(
    `Your Financial Acumen Assessment results: Level ${level.level} – ${level.title}`,
    <AssessmentResults result={result} origin={siteUrl.replace(/\/+$/, "")} />,
  );
}
