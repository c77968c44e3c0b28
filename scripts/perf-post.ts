/**
 * The blog post `npm run perf` measures beside the public pages (decision 0090): the page most visitors
 * reach from search, which a fresh database would answer with a 404. It is published before the
 * server starts (a PGlite directory serves one process at a time) by the admin's own path: the
 * editor's schema (what POST /api/blog-posts checks) and createPost, so it is stored sanitized and
 * dated as any post is. About 900 words, as a real post is, with headings, a list and a quotation.
 */
import { edgeApi } from "../app/edge-api.server";
import { blogPostSchema } from "../app/features/blog/schema";
import { createPost } from "../app/features/blog/writes.server";
import { isRefused } from "../app/utils/refusal";
import { prepareDatabase } from "../server/database";

const post = {
  title: "Why Profit Is Not Cash: Reading the Cash Flow Statement",
  slug: "why-profit-is-not-cash",
  excerpt:
    "A profitable quarter can still leave the bank account empty. Here is how to read the cash flow statement, and the four questions a leader should ask before the next forecast.",
  category: "financial-intelligence",
  readTime: 5,
  tags: ["cash flow", "working capital", "financial statements"],
  published: true,
  content: `
<p>Every finance team has met the manager who cannot understand why the company is short of cash in a record quarter. Sales are up, the income statement shows a healthy profit, and yet the controller is asking everyone to delay purchases until the end of the month. Nothing is wrong with the numbers. The manager is simply reading the wrong statement. Profit tells you whether the business earned more than it spent over a period; cash tells you whether it can pay its bills on Friday. The two measure different things, and the gap between them is where most operational surprises are born.</p>
<h2>Profit is an opinion, cash is a fact</h2>
<p>The income statement is built on accrual accounting. Revenue is recorded when it is earned, not when the customer pays, and costs are matched to the revenue they helped produce, not to the day the supplier was paid. This is the right way to judge whether a business model works, but it involves estimates: how long a machine will last, how many customers will never pay, what the inventory on the shelf is really worth. Two honest accountants can produce two different profit figures from the same year.</p>
<p>Cash has no such latitude. Either the money arrived in the account or it did not. That is why experienced lenders and investors read the cash flow statement first. It reconciles the opinion with the fact, line by line, and shows exactly where the profit went.</p>
<h2>The three sections, in plain language</h2>
<p>The statement is divided into three parts, and each answers a different question about the business.</p>
<ul>
<li><strong>Operating activities</strong>: did the everyday business of selling products and services generate cash, once the changes in receivables, inventory and payables are taken into account?</li>
<li><strong>Investing activities</strong>: how much did the company spend on equipment, software and acquisitions, and did it sell any assets?</li>
<li><strong>Financing activities</strong>: how much was borrowed or repaid, how much did the owners put in, and what was paid out to them as dividends?</li>
</ul>
<p>A healthy, mature business usually generates cash from operations, spends part of it on investment and returns the rest to lenders or owners. A young company growing quickly often burns cash in operations and relies on financing to bridge the gap. Neither pattern is good or bad on its own; what matters is whether the pattern matches the strategy the leadership team believes it is following.</p>
<h2>Where the cash hides</h2>
<p>The operating section starts from net income and then adjusts it. The largest adjustments are rarely exotic. They are the ordinary working capital of the business: money tied up in customers who have not yet paid, in stock that has not yet been sold, and money held back from suppliers who have not yet been paid.</p>
<p>Consider a distributor that grows sales by twenty percent in a year. To support that growth it offers a large new customer sixty-day payment terms, and it builds inventory ahead of the busy season. Its profit rises, but its receivables and its stock rise faster. On the cash flow statement, both increases appear as negative numbers: cash that was earned on paper but is now sitting in someone else's account or on a warehouse shelf. The company can be profitable, growing and dangerously short of cash at the same time.</p>
<blockquote><p>Growth consumes cash before it produces it. The faster a business grows, the more carefully its leaders need to watch working capital.</p></blockquote>
<h2>Four questions to ask before the next forecast</h2>
<p>You do not need to be an accountant to use the cash flow statement well. You need to ask the right questions and insist on clear answers. These four cover most of what matters in an operating review.</p>
<ol>
<li>How does operating cash flow compare with net income over the last four quarters? A persistent gap, in either direction, deserves an explanation.</li>
<li>How many days of sales are tied up in receivables, and is that number rising? Every extra day is cash lent, interest free, to customers.</li>
<li>How quickly does inventory turn, and which product lines are slowing it down? Stock that does not move is cash that cannot be spent.</li>
<li>Is capital spending funded by the business itself, or by new borrowing? Investment is healthy, but the source of the money shapes the risk.</li>
</ol>
<p>Bring these questions to the monthly review and ask for the answers as trends rather than single figures. A one-off jump in receivables may be a large order shipped on the last day of the month; three months of steady increases is a collection problem.</p>
<h2>Turning the statement into decisions</h2>
<p>The value of reading cash flow lies in the conversations it starts. A sales director who understands that longer payment terms cost real money will negotiate differently. An operations manager who sees inventory as cash on a shelf will question the safety stock that nobody has reviewed for years. A project sponsor who knows the company funds investment from operations will think harder about the timing of the next purchase.</p>
<p>None of this requires new software or a reorganised finance function. It requires leaders across the business to share one vocabulary, to look at the same three sections each month, and to treat a surprise in the cash position as a question to answer rather than an accident to explain away.</p>
<p>Start small. At the next leadership meeting, put last quarter's cash flow statement beside the income statement and ask the team to explain the difference between net income and operating cash flow in their own words. The discussion that follows will tell you more about the financial intelligence of your organisation than any training survey, and it will show you exactly where to begin.</p>
`,
};

/** Where the seeded post is read: what `npm run perf` measures after the public pages. */
export const PERF_POST_PATH = `/blog/${post.slug}`;

/**
 * Publishes the post into the database at `url` (a PGlite directory, or PostgreSQL) and closes it.
 * Run it before the site starts on a PGlite directory: the directory is locked to one process.
 */
export async function seedPerfPost(url: string): Promise<void> {
  const conn = await prepareDatabase(edgeApi, url);
  try {
    const result = await createPost(blogPostSchema.parse(post));
    if (isRefused(result)) throw new Error(`Publishing ${PERF_POST_PATH} failed: ${result.refused.message}`);
  } finally {
    await conn.close();
  }
}
