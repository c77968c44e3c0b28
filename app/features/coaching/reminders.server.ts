import { and, eq, gt, gte, inArray, isNull, lte } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clientPacks, people } from "~/db/schema";
import { enqueueEmails } from "~/services/outbox.server";
import { now } from "~/utils/clock.server";
import { siteDay } from "~/utils/dates";
import { packEndingEmail } from "./emails.server";

const BATCH = 50;
const NOTICE_DAYS = 7;

/** The day `days` after `day` ("YYYY-MM-DD"). */
const daysAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Claims and queues one batch of "your pack ends in 7 days" e-mails (product.md §10.16): a live
 * coaching pack with credits left whose last day is at most 7 days away on the project's clock, in
 * the site's time zone. The claim is the column, set in the transaction that queues the e-mail
 * (`for update skip locked`): once per pack and end, across instances and restarts.
 */
async function sendBatch(at: Date): Promise<number> {
  const today = siteDay(at);
  return db().transaction(async (tx) => {
    const due = await tx
      .select({ id: clientPacks.id })
      .from(clientPacks)
      .where(
        and(
          eq(clientPacks.status, "active"),
          eq(clientPacks.kind, "coaching"),
          gt(clientPacks.credits, 0),
          isNull(clientPacks.endingNoticeAt),
          gte(clientPacks.endsOn, today),
          lte(clientPacks.endsOn, daysAfter(today, NOTICE_DAYS)),
        ),
      )
      .orderBy(clientPacks.id)
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    const claimed = await tx
      .update(clientPacks)
      .set({ endingNoticeAt: at })
      .where(
        inArray(
          clientPacks.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
    const to = await tx
      .select({ id: people.id, name: people.name, email: people.email })
      .from(people)
      .where(
        inArray(
          people.id,
          claimed.map((p) => p.personId),
        ),
      );
    const byId = new Map(to.map((p) => [p.id, p]));
    await enqueueEmails(
      tx,
      ...claimed.map((p) => packEndingEmail(p, { ...byId.get(p.personId)!, personId: p.personId })),
    );
    return claimed.length;
  });
}

/** Every due reminder, batch after batch (bounded). */
export async function sendPackReminders(at = now()): Promise<number> {
  let total = 0;
  for (let i = 0; i < 1000; i++) {
    const n = await sendBatch(at);
    total += n;
    if (n < BATCH) break;
  }
  return total;
}

/** The background job (background-jobs.server.ts): every minute is enough for a day's notice. */
export const packRemindersJob = {
  name: "pack-reminders",
  everyMs: 60_000,
  run: () => sendPackReminders(),
};
