/**
 * The newsletter's issue writes through both doors (product.md §10.10: the JSON API and the admin
 * views), bad input answered 4xx, and the issues list read a page at a time with nothing capped.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { newsletterIssues, newsletterSubscribers, outbox } from "~/db/schema";
import * as issuesRoute from "~/routes/api/admin/newsletter.issues";
import * as issueRoute from "~/routes/api/admin/newsletter.issues.$id";
import * as sendRoute from "~/routes/api/admin/newsletter.issues.$id.send";
import * as testRoute from "~/routes/api/admin/newsletter.issues.$id.[test]";
import * as importRoute from "~/routes/api/admin/newsletter.import";
import { adminCookie } from "../setup/admin-session";
import { callRoute } from "../setup/route";
import { setupTestDatabase } from "../setup/db";
import { callView, type ViewAnswer } from "../setup/view";

setupTestDatabase();

let cookie: string;
beforeAll(async () => {
  cookie = await adminCookie();
});
beforeEach(async () => {
  await db().delete(newsletterIssues);
});

const api = (
  mod: Parameters<typeof callRoute>[0],
  path: string,
  opts: { body?: unknown; method?: string; headers?: Record<string, string> } = {},
) => callRoute(mod, { path, ...opts, headers: { cookie, ...opts.headers } });
const view = async (path: string, form?: Record<string, string> | FormData) =>
  (await callView(path, { cookie, form })) as ViewAnswer;

async function draft(subject = "A draft") {
  const res = await api(issuesRoute, "/api/admin/newsletter/issues", { body: { subject } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** `n` issues, one a minute apart (the newest last), straight into the table. */
async function manyIssues(n: number) {
  await db().execute(sql`
    insert into newsletter_issues (subject, status, created_at, updated_at)
    select 'Issue ' || g, case when g % 5 = 0 then 'sent' else 'draft' end,
      now() - (${n} - g) * interval '1 minute', now()
    from generate_series(1, ${n}) g`);
}

describe("GET /api/admin/newsletter/issues", () => {
  it("answers one page of the array, newest first, the total in X-Total-Count; later pages hold the rest", async () => {
    await manyIssues(230);
    const res = await api(issuesRoute, "/api/admin/newsletter/issues");
    expect(res.status).toBe(200);
    const rows = (await res.json()) as { id: number; subject: string; status: string }[];
    expect(rows).toHaveLength(50);
    expect(rows[0]).toMatchObject({ subject: "Issue 230", status: "sent" });
    expect(Object.keys(rows[0]).sort()).toEqual(
      ["createdAt", "finishedAt", "id", "postId", "recipients", "sendAt", "status", "subject"].sort(),
    );
    expect(res.headers.get("x-total-count")).toBe("230");
    expect(res.headers.get("link")).toBe('</api/admin/newsletter/issues?page=2>; rel="next"');
    // Past the 200 the list used to stop at, nothing is lost.
    const last = await api(issuesRoute, "/api/admin/newsletter/issues?page=3&pageSize=100");
    const lastRows = (await last.json()) as { subject: string }[];
    expect(lastRows).toHaveLength(30);
    expect(lastRows.at(-1)!.subject).toBe("Issue 1");
  });

  it("searches the subject, filters by status, exports CSV, and refuses a bad query with 400", async () => {
    await manyIssues(12);
    const sent = (await (await api(issuesRoute, "/api/admin/newsletter/issues?status=sent")).json()) as {
      subject: string;
    }[];
    expect(sent.map((r) => r.subject)).toEqual(["Issue 10", "Issue 5"]);
    const found = (await (await api(issuesRoute, "/api/admin/newsletter/issues?q=issue%2011")).json()) as {
      subject: string;
    }[];
    expect(found.map((r) => r.subject)).toEqual(["Issue 11"]);
    const csv = await api(issuesRoute, "/api/admin/newsletter/issues?format=csv");
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split(/\r?\n/);
    expect(lines[0].replace(/^\uFEFF/, "")).toBe("Subject,Status,Send time,Recipients,Created,Finished");
    expect(lines).toHaveLength(13);
    for (const bad of ["status=lost", "pageSize=101", "page=0"]) {
      const res = await api(issuesRoute, `/api/admin/newsletter/issues?${bad}`);
      expect(res.status).toBe(400);
      expect(typeof (await res.json()).error).toBe("string");
    }
  });

  it("the Issues view pages the same list (page and pageSize in the URL) and says a bad query", async () => {
    await manyIssues(60);
    const page = await view("/admin/newsletter/issues?page=2");
    const list = (page.data as { list: { rows: unknown[]; total: number; page: number } }).list;
    expect(list).toMatchObject({ total: 60, page: 2 });
    expect(list.rows).toHaveLength(10);
    expect((await view("/admin/newsletter/issues?status=lost")).status).toBe(400);
  });
});

describe("an issue's writes through the JSON API", () => {
  it("answers bad input with 4xx and the field at fault, never a 500", async () => {
    const id = await draft();
    const path = `/api/admin/newsletter/issues/${id}`;
    const notJson = await api(issueRoute, path, {
      method: "PUT",
      body: "subject=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(notJson.status).toBe(415);
    const badStatus = await api(issueRoute, path, { method: "PUT", body: { personStatuses: ["vip"] } });
    expect(badStatus.status).toBe(400);
    expect(Object.keys((await badStatus.json()).fields)).toEqual(["personStatuses.0"]);
    const broken = await api(issuesRoute, "/api/admin/newsletter/issues", {
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    const badTime = await api(sendRoute, `${path}/send`, { body: { sendAt: "tomorrow" } });
    expect(badTime.status).toBe(400);
    expect((await badTime.json()).fields).toEqual({
      sendAt: "sendAt must be an ISO time such as 2026-12-01T09:00:00-08:00",
    });
  });

  it("answers 404 'Issue not found.' for an unknown or malformed id, on every method", async () => {
    const gone = 999_999;
    const answers = [
      await api(issueRoute, `/api/admin/newsletter/issues/${gone}`),
      await api(issueRoute, "/api/admin/newsletter/issues/abc"),
      await api(issueRoute, `/api/admin/newsletter/issues/${gone}`, {
        method: "PUT",
        body: { subject: "X" },
      }),
      await api(issueRoute, `/api/admin/newsletter/issues/${gone}`, { method: "DELETE" }),
      await api(testRoute, `/api/admin/newsletter/issues/${gone}/test`, { body: { to: "a@example.com" } }),
      await api(sendRoute, `/api/admin/newsletter/issues/${gone}/send`, { body: {} }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe("Issue not found.");
    }
  });

  it("deletes a draft; a sending issue is neither deleted nor changed (409)", async () => {
    const id = await draft();
    const deleted = await api(issueRoute, `/api/admin/newsletter/issues/${id}`, { method: "DELETE" });
    expect(await deleted.json()).toEqual({ ok: true });
    const other = await draft("Going out");
    const sent = await api(sendRoute, `/api/admin/newsletter/issues/${other}/send`, { body: "" });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ id: other, status: "sending" });
    const refused = await api(issueRoute, `/api/admin/newsletter/issues/${other}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toBe("An issue that is sending or sent cannot be changed.");
  });
});

describe("an issue's writes through its view", () => {
  it("sends a test, schedules at a time in the site's zone, and deletes back to the list", async () => {
    const id = await draft("Viewed");
    const path = `/admin/newsletter/issues/${id}`;
    const test = await view(path, { intent: "test", to: "owner@example.com" });
    expect(test.action).toMatchObject({ ok: true, intent: "test", to: "owner@example.com" });
    const [copy] = await db().select().from(outbox).where(eq(outbox.kind, "newsletter-test"));
    expect(copy.subject).toBe("[Test] Viewed");
    const badTo = await view(path, { intent: "test", to: "nope" });
    expect(badTo.status).toBe(400);

    const scheduled = await view(path, { intent: "send", sendAt: "2099-03-01T09:30" });
    expect(scheduled.action).toMatchObject({ ok: true, intent: "send", status: "scheduled" });
    const [row] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
    // 09:30 in Los Angeles (the site's default zone) on a winter day is 17:30 UTC.
    expect(row.sendAt?.toISOString()).toBe("2099-03-01T17:30:00.000Z");

    const removed = (await callView(path, { cookie, form: { intent: "delete" } })) as Response;
    expect(removed.status).toBe(302);
    expect(removed.headers.get("location")).toBe("/admin/newsletter/issues");
    expect(await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, id))).toEqual([]);
  });

  it("a save with no audience box ticked goes back to every confirmed subscriber", async () => {
    const id = await draft();
    const path = `/admin/newsletter/issues/${id}`;
    await view(path, { intent: "save", subject: "S", personStatuses: "lead" });
    const cleared = await view(path, { intent: "save", subject: "S" });
    expect(cleared.action).toMatchObject({ ok: true, personStatuses: [] });
    const empty = await view(path, { intent: "save", subject: "" });
    expect(empty.status).toBe(400);
    expect((empty.action as { error: string }).error).toBe("Subject is required");
  });

  it("refuses a create from a post that is not published, and a create with nothing", async () => {
    const fromNothing = await view("/admin/newsletter/issues", { intent: "create" });
    expect(fromNothing.status).toBe(400);
    const fromDraft = await view("/admin/newsletter/issues", { intent: "create", postId: "999999" });
    expect(fromDraft.status).toBe(404);
    expect((fromDraft.action as { error: string }).error).toBe(
      "Only a published post can be sent as a newsletter.",
    );
  });
});

describe("import through both doors", () => {
  const csvFile = (text: string) => {
    const form = new FormData();
    form.set("intent", "import");
    form.set("file", new File([text], "list.csv", { type: "text/csv" }));
    return form;
  };

  it("the Newsletter view imports the form's file as the API does, and refuses an empty one", async () => {
    const done = await view("/admin/newsletter", csvFile("email\nviewer@example.com\nnot-an-address\n"));
    expect(done.action).toEqual({
      ok: true,
      intent: "import",
      imported: 1,
      merged: 0,
      invalid: [{ line: 3, reason: "Not a valid e-mail address" }],
    });
    const [row] = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, "viewer@example.com"));
    expect(row.state).toBe("confirmed");
    const empty = await view("/admin/newsletter", csvFile("  \n"));
    expect(empty.status).toBe(400);
    expect((empty.action as { error: string }).error).toBe("The file is empty.");
    const noFile = new FormData();
    noFile.set("intent", "import");
    noFile.set("file", new File([], ""));
    expect(((await view("/admin/newsletter", noFile)).action as { error: string }).error).toBe(
      "Choose a CSV file to import.",
    );
  });

  it("the API refuses a NUL byte and an empty body with 400", async () => {
    const nul = await api(importRoute, "/api/admin/newsletter/import", {
      method: "POST",
      body: "email\na\u0000@example.com\n",
      headers: { "content-type": "text/csv" },
    });
    expect(nul.status).toBe(400);
    const empty = await api(importRoute, "/api/admin/newsletter/import", {
      method: "POST",
      body: "\n",
      headers: { "content-type": "text/csv" },
    });
    expect((await empty.json()).error).toBe("The file is empty.");
  });
});
