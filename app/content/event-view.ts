/**
 * An event as a public page shows it (product.md §10.9): its facts already worded in its own time zone, so
 * the server's and the browser's render agree. Never the join link: that goes only to seat holders.
 */
export type EventView = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  agenda: Array<{ minutes: string; title: string }>;
  takeaways: string[];
  host: string;
  dateLabel: string;
  timeLabel: string;
  durationLabel: string;
  durationMinutes: number;
  capacity: number;
  seatsLeft: number;
  /** US cents a seat costs; 0 is free (product.md §10.14). */
  priceCents: number;
  /** ISO with the zone's offset, for schema.org. */
  startDate: string;
  endDate: string;
  past: boolean;
  /** Every session on its line (decision 0108), with its times for schema.org's subEvent. */
  sessions: Array<{ line: string; startDate: string; endDate: string }>;
  /** A program of several sessions that has started and not yet ended: registration is closed. */
  running: boolean;
  cancelled: boolean;
  replayUrl: string | null;
};
