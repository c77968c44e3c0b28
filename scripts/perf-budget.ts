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

/**
 * The budget (decision 0090), on Lighthouse's run with applied (devtools) throttling:
 * what the throttled browser itself measured, not the simulated estimate (docs/decisions/0077), which
 * the table keeps for the record. The LCP is also held to FLOOR_RATIO of the same page's with its
 * scripts removed (the floor: what the HTML and CSS alone cost on that line).
 */
export const BUDGET = {
  accessibility: { min: 100 },
  seo: { min: 100 },
  lcp: { max: 1200 },
  tbt: { max: 50 },
  cls: { max: 0 },
  jsBytes: { max: 120 * 1024 },
} as const satisfies Partial<Record<keyof RunMetrics, { min?: number; max?: number }>>;

/** At most this multiple of the floor's LCP. */
export const FLOOR_RATIO = 1.1;

/** The same page without its scripts, served with the same compression (applied throttling too). */
export type FloorMetrics = Pick<RunMetrics, "lcp" | "tbt" | "cls">;

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
export function budgetMisses(m: RunMetrics, floor?: FloorMetrics): string[] {
  const misses: string[] = [];
  if (floor) {
    const ratio = m.lcp / floor.lcp;
    if (!Number.isFinite(ratio)) misses.push("floor not measured");
    else if (ratio > FLOOR_RATIO) misses.push(`lcp ${ratio.toFixed(2)}x the floor's > ${FLOOR_RATIO}x`);
  }
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

/** Lighthouse's default (simulated) figures, kept beside the budget's for the record (decision 0077). */
export type SimulatedMetrics = Pick<
  RunMetrics,
  "performance" | "lcp" | "observedFcp" | "scriptsBeforePaint" | "highPriorityScripts"
>;

export type PageResult = {
  path: string;
  /** Applied (devtools) throttling: the budget's run. */
  metrics?: RunMetrics;
  floor?: FloorMetrics;
  simulated?: SimulatedMetrics;
  error?: string;
};

/** The results as a Markdown table (printed, and recorded in docs/performance.md). */
export function markdownTable(results: PageResult[]): string {
  const head =
    "| page | LCP | floor LCP | ratio | TBT | floor TBT | CLS | a11y | SEO | best practices | JS (compressed) | simulated perf | simulated LCP | scripts done by the unthrottled paint | budget |";
  const rule = "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|";
  const dash = "–";
  const rows = results.map((r) => {
    if (!r.metrics) return `| ${r.path} |${` ${dash} |`.repeat(13)} ✗ ${r.error ?? "no result"} |`;
    const m = r.metrics;
    const f = r.floor;
    const sim = r.simulated;
    const misses = budgetMisses(m, f);
    const race =
      sim && Number.isFinite(sim.observedFcp)
        ? `${Math.round(sim.scriptsBeforePaint)} of ${Math.round(sim.highPriorityScripts)} by ${Math.round(sim.observedFcp)} ms`
        : "not recorded";
    const cells = [
      format("lcp", m.lcp),
      f ? format("lcp", f.lcp) : dash,
      f ? `${(m.lcp / f.lcp).toFixed(2)}x` : dash,
      format("tbt", m.tbt),
      f ? format("tbt", f.tbt) : dash,
      format("cls", m.cls),
      format("accessibility", m.accessibility),
      format("seo", m.seo),
      format("bestPractices", m.bestPractices),
      format("jsBytes", m.jsBytes),
      sim ? format("performance", sim.performance) : dash,
      sim ? format("lcp", sim.lcp) : dash,
      race,
    ];
    return `| ${r.path} | ${cells.join(" | ")} | ${misses.length ? `✗ ${misses.join("; ")}` : "✓"} |`;
  });
  return [head, rule, ...rows].join("\n");
}

/**
 * What a public page may weigh, uncompressed (decision 0090): its CSS (the stylesheet
 * in the page plus any route stylesheet it links) and its HTML (`/` less, being the longest page).
 * tests/e2e/page-weight.spec.ts holds every public page to these.
 */
export const PAGE_WEIGHT = {
  cssBytes: 30 * 1024,
  homeHtmlBytes: 75 * 1024,
  htmlBytes: 100 * 1024,
} as const;
