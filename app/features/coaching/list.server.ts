import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clientPacks, packCredits, packs, people } from "~/db/schema";
import {
  batchesOf,
  contains,
  cursorAt,
  newest,
  pageOf,
  tableList,
  total,
  type List,
} from "~/services/lists.server";
import type { ClientPackListRow, PackListRow } from "./list";
import type { ClientPackListQuery, PackListQuery } from "./schema";

/** Every pack, published or not, newest first. */
export const { page: listPacks, batches: packBatches } = tableList<PackListQuery, PackListRow>(packs, {
  where: (q) => contains(q.q, [packs.title, packs.slug]),
});

/** The calls of the pack's client that found no credit. */
const noCreditCalls = sql<number>`(
  select count(*) from ${packCredits}
  where ${packCredits.personId} = ${clientPacks.personId} and ${packCredits.kind} = 'no-credit'
)::int`.as("no_credit_calls");

const clientPackRows: List<ClientPackListQuery> = {
  rows: () =>
    db()
      .select({
        id: clientPacks.id,
        createdAt: clientPacks.createdAt,
        personId: clientPacks.personId,
        name: people.name,
        email: people.email,
        title: clientPacks.title,
        kind: clientPacks.kind,
        sessions: clientPacks.sessions,
        credits: clientPacks.credits,
        startsOn: clientPacks.startsOn,
        endsOn: clientPacks.endsOn,
        status: clientPacks.status,
        noCreditCalls,
        orderId: clientPacks.orderId,
        cursorAt: cursorAt(clientPacks.createdAt),
      })
      .from(clientPacks)
      .innerJoin(people, eq(people.id, clientPacks.personId))
      .$dynamic(),
  count: () =>
    db().select(total).from(clientPacks).innerJoin(people, eq(people.id, clientPacks.personId)).$dynamic(),
  order: () => newest(clientPacks.createdAt, clientPacks.id),
  where: (q) => contains(q.q, [people.name, people.email, clientPacks.title]),
};

export const listClientPacks = (q: ClientPackListQuery) =>
  pageOf<ClientPackListQuery, ClientPackListRow>(clientPackRows, q);
export const clientPackBatches = (q: ClientPackListQuery) =>
  batchesOf<ClientPackListQuery, ClientPackListRow>(clientPackRows, q);
