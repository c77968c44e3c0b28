import { levelCopy } from "~/assessment/levels";
import { firstName, type AssessmentResult } from "~/assessment/result";
import { resultPath } from "~/assessment/result-path";
import { MAX_AWARENESS_SCORE, MAX_KNOWLEDGE_SCORE } from "~/assessment/scoring";
import { site } from "~/content/site";
import type { OutgoingEmail } from "~/services/outbox.server";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The visitor's results e-mail: level, both scores and the link back to the full result page. */
export function resultsEmail(result: AssessmentResult, to: string, siteUrl: string): OutgoingEmail {
  const origin = siteUrl.replace(/\/+$/, "");
  const link = `${origin}${resultPath(result.id)}`;
  const level = levelCopy(result.recommendedLevel);
  const heading = `Level ${level.level}: ${level.title} (${level.subtitle})`;
  const knowledge = `Knowledge Score: ${result.knowledgeScore}/${MAX_KNOWLEDGE_SCORE} (Financial Knowledge Assessment)`;
  const awareness = `Challenge Awareness: ${result.awarenessScore}/${MAX_AWARENESS_SCORE} (Business Impact Awareness)`;
  const hello = `Hi ${firstName(result.name)},`;
  const intro =
    "Thank you for taking the Financial Acumen Assessment. Here is your personalized recommendation.";
  const text = [
    hello,
    "",
    intro,
    "",
    `Recommended for you: ${heading}`,
    level.description,
    "",
    knowledge,
    awareness,
    "",
    "See your full results, with a review of every question:",
    link,
    "",
    `Ready to talk it through? Book a discovery call: ${origin}/consultation`,
    `Questions? Write to us at ${site.email}.`,
    "",
    site.name,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro)}</p>
<h1 style="font-size:20px">Recommended for you: ${escapeHtml(heading)}</h1>
<p>${escapeHtml(level.description)}</p>
<ul><li>${escapeHtml(knowledge)}</li><li>${escapeHtml(awareness)}</li></ul>
<p><a href="${escapeHtml(link)}">See your full results</a>, with a review of every question.</p>
<p>Ready to talk it through? <a href="${escapeHtml(origin)}/consultation">Book a discovery call</a>.</p>
<p>Questions? Write to us at <a href="mailto:${site.email}">${site.email}</a>.</p>
<p>${escapeHtml(site.name)}</p>
</body></html>`;
  return {
    kind: "assessment-results",
    to,
    subject: `Your Financial Acumen Assessment results: Level ${level.level} – ${level.title}`,
    text,
    html,
  };
}
