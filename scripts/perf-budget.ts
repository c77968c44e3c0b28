/** The performance budget of every public page, and the arithmetic of `npm run perf` (pure, tested). */

export type RunMetrics = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes transferred (compressed). */
  jsBytes: number;
  totalBytes: number;
  /**
   * Lighthouse's estimate keys on its own unthrottled load: every High-priority script that had
   * finished by that load's first contentful paint is modelled as blocking the paint
   * (docs/decisions/0077). The paint's time (ms), and how many such scripts had finished by then.
   */
  observedFcp: number;
  scriptsBeforePaint: number;
  highPriorityScripts: number;
};

/** A request as Lighthouse's `network-requests` audit lists it (times in ms from its navigation). */
export type LhRequest = { resourceType?: string; priority?: string; networkEndTime?: number };

/** The High-priority scripts of a load, and those of them that finished by its first paint. */
export function scriptsBeforePaint(requests: LhRequest[], observedFcp: number) {
  const high = requests.filter((r) => r.resourceType === "Script" && r.priority === "High");
  const done = high.filter((r) => r.networkEndTime !== undefined && r.networkEndTime <= observedFcp);
  return { scriptsBeforePaint: done.length, highPriorityScripts: high.length };
}

export const BUDGET = {
  performance: { min: 98 },
  accessibility: { min: 100 },
  bestPractices: { min: 100 },
  seo: { min: 100 },
  lcp: { max: 1200 },
  tbt: { max: 50 },
  cls: { max: 0.01 },
  jsBytes: { max: 120 * 1024 },
} as const satisfies Partial<Record<keyof RunMetrics, { min?: number; max?: number }>>;

export function median(values: number[]): number {
  if (values.length === 0) throw new Error("median of nothing");
  // A run that measured nothing makes the median unknown (sorting NaN would pick a value at random).
  if (values.some((v) => Number.isNaN(v))) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each metric's median over the runs (three runs smooth out one noisy measurement). */
export function medianMetrics(runs: RunMetrics[]): RunMetrics {
  const keys = Object.keys(runs[0]) as Array<keyof RunMetrics>;
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as RunMetrics;
}

/** The budget lines a page misses, in words; empty when it meets the budget. */
export function budgetMisses(m: RunMetrics): string[] {
  const misses: string[] = [];
  for (const [key, rule] of Object.entries(BUDGET) as Array<
    [keyof typeof BUDGET, { min?: number; max?: number }]
  >) {
    const value = m[key];
    // A run Lighthouse could not measure must not pass for one within the budget.
    if (!Number.isFinite(value)) {
      misses.push(`${key} not measured`);
      continue;
    }
    if (rule.min !== undefined && value < rule.min)
      misses.push(`${key} ${format(key, value)} < ${format(key, rule.min)}`);
    if (rule.max !== undefined && value > rule.max)
      misses.push(`${key} ${format(key, value)} > ${format(key, rule.max)}`);
  }
  return misses;
}

export function format(key: keyof RunMetrics, value: number): string {
  switch (key) {
    case "lcp":
      return `${(value / 1000).toFixed(2)} s`;
    case "tbt":
      return `${Math.round(value)} ms`;
    case "cls":
      return value.toFixed(3);
    case "jsBytes":
    case "totalBytes":
      return `${(value / 1024).toFixed(1)} KB`;
    default:
      return String(Math.round(value));
  }
}

export type PageResult = { path: string; metrics?: RunMetrics; error?: string };

/** The results as a Markdown table (printed, and recorded in docs/performance.md). */
export function markdownTable(results: PageResult[]): string {
  const head =
    "| page | perf | a11y | best practices | SEO | LCP | TBT | CLS | JS (compressed) | total | scripts done by the unthrottled paint | budget |";
  const rule = "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|";
  const rows = results.map((r) => {
    if (!r.metrics)
      return `| ${r.path} | – | – | – | – | – | – | – | – | – | – | ✗ ${r.error ?? "no result"} |`;
    const m = r.metrics;
    const misses = budgetMisses(m);
    const cells = (
      [
        "performance",
        "accessibility",
        "bestPractices",
        "seo",
        "lcp",
        "tbt",
        "cls",
        "jsBytes",
        "totalBytes",
      ] as const
    ).map((k) => format(k, m[k]));
    const race = Number.isFinite(m.observedFcp)
      ? `${Math.round(m.scriptsBeforePaint)} of ${Math.round(m.highPriorityScripts)} by ${Math.round(m.observedFcp)} ms`
      : "not recorded";
    return `| ${r.path} | ${cells.join(" | ")} | ${race} | ${misses.length ? `✗ ${misses.join("; ")}` : "✓"} |`;
  });
  return [head, rule, ...rows].join("\n");
}

/**
 * What a public page may weigh, uncompressed (issue 28, decision 0085-i28): its CSS (the stylesheet
 * in the page plus any route stylesheet it links) and its HTML (`/` less, being the longest page).
 * tests/e2e/page-weight.spec.ts holds every public page to these.
 */
export const PAGE_WEIGHT = {
  cssBytes: 30 * 1024,
  homeHtmlBytes: 75 * 1024,
  htmlBytes: 100 * 1024,
} as const;
