/**
 * Deals (product.md §10.7): PUT /api/admin/people/{id}/status { status, dealValue?, dealProduct? } and the
 * person view's status form; the deal on the person's timeline, editable.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { deals, people, personStatusChanges } from "~/db/schema";
import * as status from "~/routes/api/admin/people.$id.status";
import * as onePerson from "~/routes/api/admin/people.$id";
import * as leadStatus from "~/routes/api/admin/assessments.$id.lead-status";
import { attachToPerson } from "~/features/people/people.server";
import { setupTestDatabase } from "../setup/db";
import { adminCookie } from "../setup/admin-session";
import { insertAssessment } from "../setup/admin-fixtures";
import { callRoute } from "../setup/route";
import { callView, type ViewAnswer } from "../setup/view";

setupTestDatabase();

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});

const newPerson = (email: string) => attachToPerson(db(), { email, source: "contact" });
const put = (id: number, body: unknown) =>
  callRoute(status, { path: `/api/admin/people/${id}/status`, method: "PUT", body, headers: { cookie } });
const getPerson = async (id: number) =>
  (await callRoute(onePerson, { path: `/api/admin/people/${id}`, headers: { cookie } })).json();
const dealRows = async (id: number) => db().select().from(deals).where(eq(deals.personId, id));

describe("PUT /api/admin/people/{id}/status with a deal", () => {
  it("closes with a value in dollars and what was sold, on the timeline", async () => {
    const id = await newPerson("won@example.com");
    const res = await put(id, { status: "closed", dealValue: 12500.5, dealProduct: "cohort_program" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      id,
      status: "closed",
      dealValue: 12500.5,
      dealProduct: "cohort_program",
    });
    expect(await dealRows(id)).toEqual([
      expect.objectContaining({ valueCents: 1250050, product: "cohort_program" }),
    ]);
    const person = await getPerson(id);
    expect(person.deal).toEqual({ dealValue: 12500.5, dealProduct: "cohort_program" });
    expect(person.timeline).toContainEqual(
      expect.objectContaining({ kind: "deal", dealValue: 12500.5, dealProduct: "cohort_program" }),
    );
    expect(person.timeline).toContainEqual(expect.objectContaining({ kind: "status", toStatus: "closed" }));
  });

  it("edits the deal of a closed person without a second status change; null clears a field", async () => {
    const id = await newPerson("edit@example.com");
    await put(id, { status: "closed", dealValue: 4000 });
    expect(await (await put(id, { status: "closed", dealProduct: "workshop" })).json()).toMatchObject({
      dealValue: 4000,
      dealProduct: "workshop",
    });
    expect(await (await put(id, { status: "closed", dealValue: 4800 })).json()).toMatchObject({
      dealValue: 4800,
      dealProduct: "workshop",
    });
    expect(await (await put(id, { status: "closed", dealValue: null })).json()).toMatchObject({
      dealValue: null,
      dealProduct: "workshop",
    });
    const changes = await db()
      .select({ n: count() })
      .from(personStatusChanges)
      .where(eq(personStatusChanges.personId, id));
    expect(changes[0].n).toBe(1);
    expect(await dealRows(id)).toHaveLength(1);
  });

  it("opens a deal without a value when closed by status alone (the assessment's lead status too)", async () => {
    const id = await newPerson("plain@example.com");
    expect(await (await put(id, { status: "closed" })).json()).toEqual({
      id,
      status: "closed",
      dealValue: null,
      dealProduct: null,
    });
    expect(await dealRows(id)).toEqual([expect.objectContaining({ valueCents: null, product: null })]);
    const assessment = await insertAssessment({ email: "assessed@example.com" });
    const res = await callRoute(leadStatus, {
      path: `/api/admin/assessments/${assessment.id}/lead-status`,
      method: "PUT",
      body: { leadStatus: "closed" },
      headers: { cookie },
    });
    expect(res.status).toBe(200);
    expect(await dealRows(assessment.personId)).toHaveLength(1);
  });

  it.each([
    ["a negative value", { status: "closed", dealValue: -1 }, "dealValue"],
    ["a value as words", { status: "closed", dealValue: "lots" }, "dealValue"],
    ["three decimals", { status: "closed", dealValue: 10.005 }, "dealValue"],
    ["over the ceiling", { status: "closed", dealValue: 10_000_001 }, "dealValue"],
    ["an unknown product", { status: "closed", dealProduct: "consulting" }, "dealProduct"],
    ["a deal without closing", { status: "contacted", dealValue: 100 }, "dealValue"],
  ])("refuses %s with 400, naming the field, storing nothing", async (_, body, field) => {
    const id = await newPerson(`bad-${field}-${Math.random().toString(36).slice(2)}@example.com`);
    const res = await put(id, body);
    expect(res.status).toBe(400);
    const answer = await res.json();
    expect(Object.keys(answer.fields)).toEqual([field]);
    expect(await dealRows(id)).toHaveLength(0);
    const [row] = await db().select().from(people).where(eq(people.id, id));
    expect(row.status).toBe("lead");
  });
});

describe("the person view's status form", () => {
  const post = (id: number, form: Record<string, string>) =>
    callView(`/admin/people/${id}`, { form, cookie }) as Promise<ViewAnswer>;

  it("closes with the typed value and product, and edits them", async () => {
    const id = await newPerson("view@example.com");
    // The view's answer (ViewAnswer, decision 0094): done, with the write's result beside.
    const done = { ok: true };
    expect(
      (
        await post(id, {
          intent: "status",
          status: "closed",
          dealValue: "$9,750",
          dealProduct: "executive_coaching",
        })
      ).action,
    ).toMatchObject(done);
    expect(await dealRows(id)).toEqual([
      expect.objectContaining({ valueCents: 975000, product: "executive_coaching" }),
    ]);
    expect(
      (await post(id, { intent: "status", status: "closed", dealValue: "10,000", dealProduct: "" })).action,
    ).toMatchObject(done);
    expect(await dealRows(id)).toEqual([expect.objectContaining({ valueCents: 1_000_000, product: null })]);
    const page = await callView(`/admin/people/${id}`, { cookie });
    const person = ((page as ViewAnswer).data as { person: { deal: unknown } }).person;
    expect(person.deal).toEqual({ dealValue: 10000, dealProduct: null });
  });

  it("refuses a bad value with 400 and the schema's message", async () => {
    const id = await newPerson("view-bad@example.com");
    const res = await post(id, { intent: "status", status: "closed", dealValue: "ten grand" });
    expect(res.status).toBe(400);
    expect(res.action).toMatchObject({
      ok: false,
      error: expect.stringContaining("Deal value must be an amount in US dollars"),
    });
    expect(await dealRows(id)).toHaveLength(0);
    // An empty value with another status is no deal: the form always sends the fields.
    const other = await post(id, { intent: "status", status: "contacted", dealValue: "", dealProduct: "" });
    expect(other.action).toMatchObject({ ok: true });
  });
});
