/**
 * npm run bench:report [-- --reports 200]   (vite-node: the app's "~" imports)
 *
 * Renders the assessment report's PDF (app/features/assessments/report) N times in a row, each for a
 * different person, and prints the p50/p95/max render time, the PDF's size, and the process's heap and
 * RSS after a garbage collection at the start, the middle and the end: memory that stays flat means
 * nothing is kept per report. Not a timed test: figures go to docs/performance.md.
 */
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { knowledgeQuestions } from "../app/assessment/questions";
import { buildReport } from "../app/features/assessments/report/content";
import { renderReportPdf } from "../app/features/assessments/report/pdf.server";

const { values: args } = parseArgs({ options: { reports: { type: "string", default: "200" } } });
const REPORTS = Number(args.reports);

// The collector, reachable without starting node with --expose-gc (vite-node starts it).
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as (() => void) | undefined;
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
function memory(label: string) {
  gc?.();
  const m = process.memoryUsage();
  console.log(`${label.padEnd(26)} heap ${mb(m.heapUsed).padStart(9)}   rss ${mb(m.rss).padStart(9)}`);
  return m;
}

const sourceFor = (i: number) => ({
  name: `Person ${i} Example-Name`,
  createdAt: new Date(Date.UTC(2026, 10, 1) + i * 3_600_000),
  recommendedLevel: 1 + (i % 3),
  knowledgeScore: (i % 9) * 5,
  awarenessScore: 5 + (i % 21),
  knowledgeAnswers: Object.fromEntries(knowledgeQuestions.map((q, n) => [q.id, q.options[(i + n) % 4]])),
  awarenessAnswers: { q1: 1 + (i % 5), q2: 2, q3: 3, q4: 4, q5: 5 },
  topicInterests: {
    statements: 1,
    budgeting: 2,
    strategic: 3,
    communication: 4,
    investment: 5,
    presenting: 1 + (i % 5),
  },
});

// One render first: pdfkit's import and the first font parse are a one-off cost, reported apart.
const firstStart = performance.now();
await renderReportPdf(buildReport(sourceFor(0), "https://example.com"));
console.log(`first render (pdfkit loads) ${(performance.now() - firstStart).toFixed(0)} ms`);

const start = memory("before");
const times: number[] = [];
let bytes = 0;
for (let i = 1; i <= REPORTS; i++) {
  const t = performance.now();
  const pdf = await renderReportPdf(buildReport(sourceFor(i), "https://example.com"));
  times.push(performance.now() - t);
  bytes = Math.max(bytes, pdf.length);
  if (i === Math.floor(REPORTS / 2)) memory(`after ${i}`);
}
const end = memory(`after ${REPORTS}`);
const sorted = [...times].sort((a, b) => a - b);
const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
console.log(
  `${REPORTS} reports: p50 ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, max ${at(100).toFixed(1)} ms; ` +
    `largest PDF ${(bytes / 1024).toFixed(1)} kB; heap ${mb(end.heapUsed - start.heapUsed)} and rss ` +
    `${mb(end.rss - start.rss)} from before to after`,
);
