import { site } from "./site";

/** The free masterclass (product.md §2, §9): 60 minutes, January 15, 2025, 2-3 PM EST, 50 seats. */
export const webinar = {
  title: "Speak the CFO's Language: A Financial Acumen Masterclass for Non-Finance Leaders",
  shortTitle: "Financial Acumen Masterclass",
  summary:
    "A free 60-minute live session on reading the numbers that drive your business, connecting your team's work to profit and cash, and making a business case finance says yes to.",
  dateLabel: "January 15, 2025",
  timeLabel: "2:00 – 3:00 PM EST",
  durationLabel: "60 minutes",
  startsAt: "2025-01-15T14:00:00-05:00",
  endsAt: "2025-01-15T15:00:00-05:00",
  seats: 50,
  format: "Live online session (link sent by e-mail)",
  host: site.guide,
  agenda: [
    { minutes: "0–10", title: "Why financial fluency separates good leaders from trusted ones" },
    { minutes: "10–25", title: "The three statements in plain language: profit, cash and what you own" },
    { minutes: "25–40", title: "From activity to ROI: linking your team's work to the numbers" },
    { minutes: "40–50", title: "Building a business case the CFO will back" },
    { minutes: "50–60", title: "Live Q&A" },
  ],
  takeaways: [
    "Read an income statement, balance sheet and cash flow statement with confidence",
    "Spot the early signs that profit is not turning into cash",
    "Frame your next budget request around return, risk and timing",
    "A one-page financial cheat sheet to keep after the session",
  ],
} as const;
