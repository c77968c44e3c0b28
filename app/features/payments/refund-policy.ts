/**
 * The terms' refund (product.md §9.5): in full 7 or more days before the start, 50% from 2 to 6
 * days before, nothing under 48 hours. What the owner is offered; they may change it up to the
 * amount paid (decision 0096).
 */
const DAY_MS = 24 * 3600_000;

export function policyRefundCents(paidCents: number, startsAt: Date | null, at: Date): number {
  if (!startsAt) return paidCents;
  const before = startsAt.getTime() - at.getTime();
  if (before >= 7 * DAY_MS) return paidCents;
  if (before >= 2 * DAY_MS) return Math.floor(paidCents / 2);
  return 0;
}
