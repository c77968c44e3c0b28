/**
 * The audit trail (product.md §10.8): every admin write in the route table leaves its audit row, in
 * the same transaction as the change. The walk reads app/routes.ts: a write route added without a
 * sample here fails, a sample left for a route that no longer writes fails, and a write that is not
 * audited fails (a write is a non-GET method the route does not refuse with 405). A refused write
 * leaves neither its change nor an audit row; a CSV download is recorded; the trail holds ids, not a
 * lead's personal data.
 */
import { issueNow } from "~/features/certificates/certificates.server";
import { isRefused } from "~/utils/refusal";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { desc, eq, sql } from "drizzle-orm";
import { routerContextFor } from "~/context";
import { db } from "~/db/client.server";
import { generateTOTP } from "@epic-web/totp";
import { adminTotp, auditLog, blogPostRevisions, blogPosts, people, resources } from "~/db/schema";
import { findAdminByEmail } from "~/features/admins/admins.server";
import { createAdminSession, sessionKeyOf } from "~/services/session.server";
import { startTotpSetup } from "~/features/security/totp.server";
import { finishPasskeyRegistration, startPasskeyRegistration } from "~/features/security/passkeys.server";
import { eventCreateSchema, registrationListQuerySchema } from "~/features/events/schema";
import { createEvent } from "~/features/events/events-admin.server";
import { listRegistrations } from "~/features/events/list.server";
import { registerForEvent } from "~/features/events/registrations.server";
import { insertIssue } from "~/features/newsletter/issues.server";
import { inviteAdmin } from "~/features/admins/invites.server";
import { HTTP_METHODS } from "~/features/security/gates.server";
import { loadRouteTable, privateEndpoints, privateViews, requestHandlerFor } from "../setup/route-table";
import { setupTestDatabase } from "../setup/db";
import { TEST_ADMIN, adminCookie, cookiePair, createTestAdmin } from "../setup/admin-session";
import { insertAssessment, personOf } from "../setup/admin-fixtures";
import { SoftAuthenticator } from "../setup/soft-authenticator";
import { insertSequence } from "~/features/sequences/sequences.server";
import { sequenceSchema } from "~/features/sequences/schema";
import { insertEvent } from "../setup/events";
import { startFakeStripe, type FakeStripe } from "../mocks/stripe";
import { clientPacks, deals, eventRegistrations, packs, paymentOrders } from "~/db/schema";
import { resetEnvCache } from "~/utils/env.server";

setupTestDatabase();

// Payments' writes (refunds, invoices) call Stripe: here its loopback fake (tests/mocks/stripe.ts).
let stripeFake: FakeStripe;
beforeAll(async () => {
  stripeFake = await startFakeStripe();
  process.env.STRIPE_SECRET_KEY = "sk_test_audit_0123456789";
  process.env.STRIPE_WEBHOOK_SECRET = "whsec_test_audit_0123456789";
  process.env.STRIPE_API_BASE = stripeFake.base;
  resetEnvCache();
});
afterAll(async () => {
  for (const k of ["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET", "STRIPE_API_BASE"]) delete process.env[k];
  resetEnvCache();
  await stripeFake.close();
});
/** A seat paid for (as the Stripe webhook records one), to refund. */
async function paidRegistration() {
  const event = await insertEvent({ priceCents: 20_000 });
  const { person } = await fresh();
  const [registration] = await db()
    .insert(eventRegistrations)
    .values({
      eventId: event.id,
      personId: person,
      name: "Pat Paid",
      email: `paid${++n}@example.com`,
      status: "confirmed",
    })
    .returning();
  await db()
    .insert(paymentOrders)
    .values({
      productId: event.id,
      personId: person,
      placeId: registration.id,
      name: registration.name,
      email: registration.email,
      amountCents: 20_000,
      status: "paid",
      holdUntil: new Date(),
      paymentIntentId: `pi_audit_${n}`,
      paidCents: 20_000,
      paidAt: new Date(),
    });
  stripeFake.addPayment(`pi_audit_${n}`, 20_000);
  return { event: event.id, registration: registration.id };
}

/** A coaching pack (product.md §10.16), and one a client bought by card, to change or refund. */
const packBody = () => ({
  title: "Audit pack",
  slug: `audit-pack-${++n}`,
  kind: "coaching",
  sessions: 3,
  months: 3,
  priceCents: 90_000,
  published: false,
});
const newPack = async () => (await db().insert(packs).values(packBody()).returning())[0].id;
async function boughtPack() {
  const packId = await newPack();
  const { person } = await fresh();
  const [order] = await db()
    .insert(paymentOrders)
    .values({
      product: "coaching-pack",
      productId: packId,
      personId: person,
      name: "Pat Pack",
      email: `pack${++n}@example.com`,
      amountCents: 90_000,
      status: "paid",
      holdUntil: new Date(),
      paymentIntentId: `pi_audit_pack_${n}`,
      paidCents: 90_000,
      paidAt: new Date(),
    })
    .returning();
  stripeFake.addPayment(`pi_audit_pack_${n}`, 90_000);
  const [row] = await db()
    .insert(clientPacks)
    .values({
      packId,
      personId: person,
      orderId: order.id,
      title: "Audit pack",
      kind: "coaching",
      sessions: 3,
      credits: 3,
      startsOn: "2026-11-27",
      endsOn: "2027-02-27",
    })
    .returning();
  return row.id;
}

// Backups the walk takes go to a folder of their own.
const backupFolder = mkdtempSync(path.join(os.tmpdir(), "audit-backups-"));
process.env.BACKUP_DIR = backupFolder;
afterAll(() => {
  delete process.env.BACKUP_DIR;
  rmSync(backupFolder, { recursive: true, force: true });
});

const table = await loadRouteTable();
let cookie: string;
let handle: (request: Request) => Promise<Response>;
const ADDRESS = "198.51.100.27";

beforeAll(async () => {
  cookie = await adminCookie();
  const handler = await requestHandlerFor(table);
  handle = (request) => handler(request, routerContextFor({ nonce: "t", clientIp: ADDRESS, requestId: "t" }));
});

type Sample = { path: string; body?: unknown; form?: Record<string, string> };
type Ids = { person: number; post: number; revision: number; resource: number; assessment: string };

let n = 0;
const post = () => {
  n += 1;
  return {
    title: `Audit post ${n}`,
    slug: `audit-post-${n}`,
    excerpt: "An excerpt.",
    content: "<p>Body text.</p>",
    readTime: 3,
    category: "financial-intelligence",
    tags: ["cash"],
    imageUrl: "",
    altText: "",
    seoTitle: "",
    seoDescription: "",
    published: false,
  };
};
const resource = () => ({
  title: `Audit resource ${++n}`,
  description: "A description long enough.",
  category: "Financial Intelligence",
  type: "PDF",
  difficulty: "intermediate",
  format: "Guide",
  downloadUrl: "https://files.example.com/a.pdf",
  tags: ["cash"],
  pages: 3,
  duration: "",
  featured: false,
  published: false,
  iconName: "BookOpen",
});
// A 1x1 PNG.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

// The newsletter's and the events' rows (product.md §10.10, §10.9): a draft newsletter issue, an
// upcoming event, a registration at one.
const DAY = 86_400_000;
const eventBody = () => ({
  title: `Audit event ${++n}`,
  slug: `audit-event-${n}`,
  summary: "An hour on the numbers.",
  agenda: [{ minutes: "0–60", title: "The numbers" }],
  takeaways: ["Read them"],
  startsAt: new Date(Math.floor((Date.now() + 3 * DAY) / 60_000) * 60_000).toISOString(),
  timeZone: "America/Los_Angeles",
  durationMinutes: 60,
  capacity: 10,
  joinUrl: "https://meet.example.com/audit",
  host: "Jordan Ellis",
  published: true,
});
const newEvent = async () => {
  const made = await createEvent(eventCreateSchema.parse(eventBody()));
  if ("refused" in made) throw new Error(made.refused.message);
  return made.id;
};
const newRegistration = async () => {
  const event = await newEvent();
  await registerForEvent({ name: "Ann Audit", email: `ann${++n}@example.com`, eventId: event });
  const [registration] = (await listRegistrations(event, registrationListQuerySchema.parse({}))).rows;
  return { event, registration: registration.id };
};
/** A certificate issued now ("Issue now") to a seat: its code. */
const newCertificate = async (r?: { event: number; registration: number }) => {
  const seat = r ?? (await newRegistration());
  const issued = await issueNow(seat.event, seat.registration);
  if (isRefused(issued)) throw new Error(issued.refused.message);
  return issued.code;
};
const newIssue = async () => {
  const made = await insertIssue({ subject: `Audit issue ${++n}`, html: "<p>Hello.</p>" });
  if (isRefused(made)) throw new Error(made.refused.message);
  return made.id;
};
const newInvite = async () => {
  const made = await inviteAdmin(`invited-${++n}@example.com`, await adminId());
  if (isRefused(made)) throw new Error("not invited");
  return made.invite.id;
};
const CSV = "email,name\nimported@example.com,Imported One\n";
const sequenceBody = () => ({
  name: `Audit sequence ${++n}`,
  trigger: { kind: "newsletter-confirmed" },
  steps: [{ delayHours: 24, subject: "Hello", html: "<p>Hello.</p>" }],
});
const newSequence = async () => {
  const made = await insertSequence(sequenceSchema.parse(sequenceBody()));
  if (isRefused(made)) throw new Error("no sequence");
  return made.id;
};
const sequenceForm = (intent: string) => ({
  intent,
  name: `Audit sequence ${++n}`,
  "trigger.kind": "newsletter-confirmed",
  "steps[0].delayHours": "24",
  "steps[0].subject": "Hello",
  "steps[0].html": "<p>Hello.</p>",
});

/**
 * A request that succeeds, per admin write (`METHOD /pattern`, views: `POST /pattern#intent`). Fresh
 * rows for each (`fresh()`), so a delete or an erasure has something to act on.
 */
const SAMPLES: Record<string, (ids: Ids) => Sample | Promise<Sample>> = {
  "POST /api/blog-posts": () => ({ path: "/api/blog-posts", body: post() }),
  "POST /api/admin/blog-posts": () => ({ path: "/api/admin/blog-posts", body: post() }),
  "PUT /api/admin/blog-posts/:id": (i) => ({ path: `/api/admin/blog-posts/${i.post}`, body: post() }),
  "PUT /api/blog-posts/:id": (i) => ({ path: `/api/blog-posts/${i.post}`, body: post() }),
  "DELETE /api/admin/blog-posts/:id": (i) => ({ path: `/api/admin/blog-posts/${i.post}` }),
  "DELETE /api/blog-posts/:id": (i) => ({ path: `/api/blog-posts/${i.post}` }),
  "PATCH /api/admin/blog-posts/:id/publish": (i) => ({
    path: `/api/admin/blog-posts/${i.post}/publish`,
    body: { published: true },
  }),
  "PATCH /api/blog-posts/:id/publish": (i) => ({
    path: `/api/blog-posts/${i.post}/publish`,
    body: { published: true },
  }),
  "POST /api/admin/blog-posts/:id/revisions/:revisionId/restore": (i) => ({
    path: `/api/admin/blog-posts/${i.post}/revisions/${i.revision}/restore`,
  }),
  "POST /api/admin/resources": () => ({ path: "/api/admin/resources", body: resource() }),
  "PUT /api/admin/resources/:id": (i) => ({ path: `/api/admin/resources/${i.resource}`, body: resource() }),
  "DELETE /api/admin/resources/:id": (i) => ({ path: `/api/admin/resources/${i.resource}` }),
  "PATCH /api/admin/resources/:id/publish": (i) => ({
    path: `/api/admin/resources/${i.resource}/publish`,
    body: { published: true },
  }),
  "POST /api/admin/media": () => {
    const form = new FormData();
    form.set("file", new File([PNG], "dot.png", { type: "image/png" }));
    return { path: "/api/admin/media", body: form };
  },
  "DELETE /api/admin/people/:id": (i) => ({ path: `/api/admin/people/${i.person}` }),
  "PUT /api/admin/people/:id/status": (i) => ({
    path: `/api/admin/people/${i.person}/status`,
    body: { status: "contacted" },
  }),
  "POST /api/admin/people/:id/notes": (i) => ({
    path: `/api/admin/people/${i.person}/notes`,
    body: { body: "Called." },
  }),
  "PUT /api/admin/people/:id/follow-up": (i) => ({
    path: `/api/admin/people/${i.person}/follow-up`,
    body: { followUpAt: "2026-12-01" },
  }),
  "PUT /api/admin/assessments/:id/lead-status": (i) => ({
    path: `/api/admin/assessments/${i.assessment}/lead-status`,
    body: { leadStatus: "closed" },
  }),
  "PUT /api/admin/assessment-lead-status/:id": (i) => ({
    path: `/api/admin/assessment-lead-status/${i.assessment}`,
    body: { leadStatus: "closed" },
  }),
  // The admin's own factors (product.md §10.8).
  "POST /api/admin/2fa/totp": async () => {
    await db().delete(adminTotp);
    return { path: "/api/admin/2fa/totp" };
  },
  "POST /api/admin/2fa/totp/confirm": async () => {
    const { secret } = await startTotp(await adminId());
    return { path: "/api/admin/2fa/totp/confirm", body: { code: await codeFor(secret) } };
  },
  "DELETE /api/admin/2fa/totp": async () => {
    const { secret } = await startTotp(await adminId());
    await db().update(adminTotp).set({ confirmedAt: new Date() });
    return { path: "/api/admin/2fa/totp", body: { code: await codeFor(secret) } };
  },
  "POST /api/admin/2fa/recovery-codes": async () => {
    await startTotp(await adminId());
    await db().update(adminTotp).set({ confirmedAt: new Date() });
    return { path: "/api/admin/2fa/recovery-codes" };
  },
  // Passkeys (product.md §10.8; a software authenticator answers: tests/setup/soft-authenticator.ts).
  "POST /api/admin/2fa/passkeys/options": () => ({ path: "/api/admin/2fa/passkeys/options" }),
  "POST /api/admin/2fa/passkeys": async () => ({
    path: "/api/admin/2fa/passkeys",
    body: { name: "Audit key", response: await registeredAnswer() },
  }),
  "DELETE /api/admin/2fa/passkeys/:id": async () => ({
    path: `/api/admin/2fa/passkeys/${await storedPasskey()}`,
  }),
  "POST /api/admin/backups": () => ({ path: "/api/admin/backups" }),
  // The admin views' posts (a plain form post, as before hydration).
  // Newsletter issues, import, the subscribers view (product.md §10.10).
  "POST /api/admin/newsletter/issues": () => ({
    path: "/api/admin/newsletter/issues",
    body: { subject: `Audit issue ${++n}` },
  }),
  "PUT /api/admin/newsletter/issues/:id": async () => ({
    path: `/api/admin/newsletter/issues/${await newIssue()}`,
    body: { subject: "Renamed" },
  }),
  "DELETE /api/admin/newsletter/issues/:id": async () => ({
    path: `/api/admin/newsletter/issues/${await newIssue()}`,
  }),
  "POST /api/admin/newsletter/issues/:id/test": async () => ({
    path: `/api/admin/newsletter/issues/${await newIssue()}/test`,
    body: { to: "owner@example.com" },
  }),
  "POST /api/admin/newsletter/issues/:id/send": async () => ({
    path: `/api/admin/newsletter/issues/${await newIssue()}/send`,
    body: { sendAt: new Date(Date.now() + DAY).toISOString() },
  }),
  "POST /api/admin/newsletter/import": () => {
    const form = new FormData();
    form.set("file", new File([CSV], "list.csv", { type: "text/csv" }));
    return { path: "/api/admin/newsletter/import", body: form };
  },
  "POST /admin/newsletter#import": () => ({
    path: "/admin/newsletter",
    body: (() => {
      const form = new FormData();
      form.set("intent", "import");
      form.set("file", new File([CSV], "list.csv", { type: "text/csv" }));
      return form;
    })(),
  }),
  "POST /admin/newsletter/issues#create": () => ({
    path: "/admin/newsletter/issues",
    form: { intent: "create", subject: `Audit issue ${++n}` },
  }),
  "POST /admin/newsletter/issues/:id#save": async () => ({
    path: `/admin/newsletter/issues/${await newIssue()}`,
    form: { intent: "save", subject: "Renamed", preheader: "", html: "<p>Hi.</p>" },
  }),
  "POST /api/admin/sequences": () => ({ path: "/api/admin/sequences", body: sequenceBody() }),
  "PUT /api/admin/sequences/:id": async () => ({
    path: `/api/admin/sequences/${await newSequence()}`,
    body: sequenceBody(),
  }),
  "DELETE /api/admin/sequences/:id": async () => ({ path: `/api/admin/sequences/${await newSequence()}` }),
  "POST /admin/sequences#create": () => ({ path: "/admin/sequences", form: sequenceForm("create") }),
  "POST /admin/sequences/:id#save": async () => ({
    path: `/admin/sequences/${await newSequence()}`,
    form: sequenceForm("save"),
  }),
  "POST /admin/sequences/:id#delete": async () => ({
    path: `/admin/sequences/${await newSequence()}`,
    form: { intent: "delete" },
  }),
  // Events and their registrations (product.md §10.9).
  "POST /api/admin/events": () => ({ path: "/api/admin/events", body: eventBody() }),
  "PUT /api/admin/events/:id": async () => ({
    path: `/api/admin/events/${await newEvent()}`,
    body: { capacity: 20 },
  }),
  "DELETE /api/admin/events/:id": async () => ({ path: `/api/admin/events/${await newEvent()}` }),
  "POST /api/admin/events/:id/registrations/:registrationId/refund": async () => {
    const r = await paidRegistration();
    return { path: `/api/admin/events/${r.event}/registrations/${r.registration}/refund`, body: {} };
  },
  // A program's attendance per session and its certificates (product.md §10.18), the API's and the views'.
  "PUT /api/admin/events/:id/sessions/:number/attendance": async () => {
    const r = await newRegistration();
    return {
      path: `/api/admin/events/${r.event}/sessions/1/attendance`,
      body: { registrationId: r.registration, attended: true },
    };
  },
  "POST /admin/events/:id#attendance": async () => {
    const r = await newRegistration();
    return {
      path: `/admin/events/${r.event}`,
      form: { intent: "attendance", number: "1", registrationId: String(r.registration), attended: "true" },
    };
  },
  "POST /api/admin/events/:id/certificates": async () => {
    const r = await newRegistration();
    return { path: `/api/admin/events/${r.event}/certificates`, body: { registrationId: r.registration } };
  },
  "POST /admin/events/:id/certificates#issue": async () => {
    const r = await newRegistration();
    return {
      path: `/admin/events/${r.event}/certificates`,
      form: { intent: "issue", registrationId: String(r.registration) },
    };
  },
  "POST /api/admin/certificates/:code/revoke": async () => ({
    path: `/api/admin/certificates/${await newCertificate()}/revoke`,
    body: {},
  }),
  "POST /admin/events/:id/certificates#revoke": async () => {
    const r = await newRegistration();
    return {
      path: `/admin/events/${r.event}/certificates`,
      form: { intent: "revoke", code: await newCertificate(r) },
    };
  },
  // Coaching packs and the clients' credits (product.md §10.16), the API's and Admin → Coaching's.
  "POST /api/admin/packs": () => ({ path: "/api/admin/packs", body: packBody() }),
  "PUT /api/admin/packs/:id": async () => ({ path: `/api/admin/packs/${await newPack()}`, body: packBody() }),
  "DELETE /api/admin/packs/:id": async () => ({ path: `/api/admin/packs/${await newPack()}` }),
  "POST /api/admin/packs/clients/:clientPackId/credits": async () => ({
    path: `/api/admin/packs/clients/${await boughtPack()}/credits`,
    body: { change: 1, reason: "Goodwill" },
  }),
  "POST /api/admin/packs/clients/:clientPackId/refund": async () => ({
    path: `/api/admin/packs/clients/${await boughtPack()}/refund`,
    body: {},
  }),
  "PUT /api/admin/packs/clients/:clientPackId": async () => ({
    path: `/api/admin/packs/clients/${await boughtPack()}`,
    body: { endsOn: "2027-03-31" },
  }),
  "POST /admin/coaching#create": () => ({
    path: "/admin/coaching",
    form: {
      intent: "create",
      title: "Audit pack",
      kind: "coaching",
      sessions: "3",
      months: "3",
      price: "900",
    },
  }),
  "POST /admin/coaching#update": async () => ({
    path: "/admin/coaching",
    form: {
      intent: "update",
      id: String(await newPack()),
      title: `Audit pack ${++n}`,
      kind: "coaching",
      sessions: "4",
      months: "3",
      price: "900",
    },
  }),
  "POST /admin/coaching#delete": async () => ({
    path: "/admin/coaching",
    form: { intent: "delete", id: String(await newPack()) },
  }),
  "POST /admin/coaching#credits": async () => ({
    path: "/admin/coaching",
    form: { intent: "credits", clientPackId: String(await boughtPack()), change: "-1", reason: "Moved" },
  }),
  "POST /admin/coaching#refund": async () => ({
    path: "/admin/coaching",
    form: { intent: "refund", clientPackId: String(await boughtPack()), amount: "300" },
  }),
  "POST /admin/coaching#extend": async () => ({
    path: "/admin/coaching",
    form: { intent: "extend", clientPackId: String(await boughtPack()), endsOn: "2027-04-30" },
  }),
  "POST /api/admin/people/:id/invoice": async (i) => {
    await db()
      .insert(deals)
      .values({ personId: i.person, valueCents: 90_000, closedAt: new Date(), updatedAt: new Date() })
      .onConflictDoNothing();
    return { path: `/api/admin/people/${i.person}/invoice`, body: { amountCents: 90_000 } };
  },
  "PUT /api/admin/events/:id/registrations/:registrationId": async () => {
    const r = await newRegistration();
    return {
      path: `/api/admin/events/${r.event}/registrations/${r.registration}`,
      body: { status: "attended" },
    };
  },
  "POST /admin/events#save": () => ({
    path: "/admin/events",
    form: {
      intent: "save",
      title: `Audit event ${++n}`,
      slug: `audit-event-${n}`,
      summary: "An hour on the numbers.",
      agenda: "0–60 | The numbers",
      takeaways: "Read them",
      startsLocal: new Date(Date.now() + 3 * DAY).toISOString().slice(0, 16),
      timeZone: "America/Los_Angeles",
      durationMinutes: "60",
      capacity: "10",
      host: "Jordan Ellis",
      published: "on",
    },
  }),
  "POST /admin/events/:id#status": async () => {
    const r = await newRegistration();
    return {
      path: `/admin/events/${r.event}`,
      form: { intent: "status", registrationId: String(r.registration), status: "attended" },
    };
  },
  "POST /admin/admins#remove": async () => ({
    path: "/admin/admins",
    form: { intent: "remove", id: String(await createTestAdmin(`removed-${++n}@example.com`)) },
  }),
  "POST /admin/backups#take": () => ({ path: "/admin/backups", form: { intent: "take" } }),
  // The reconciliation with Stripe (its fake here), the API's and the Payments view's.
  "POST /api/admin/payments/reconciliation": () => ({ path: "/api/admin/payments/reconciliation" }),
  "POST /admin/payments#reconcile": () => ({ path: "/admin/payments", form: { intent: "reconcile" } }),
  // Invitations, the API's and the view's (product.md §10.8).
  "POST /api/admin/invites": () => ({
    path: "/api/admin/invites",
    body: { email: `invited-${++n}@example.com` },
  }),
  "POST /api/admin/invites/:id": async () => ({ path: `/api/admin/invites/${await newInvite()}` }),
  "DELETE /api/admin/invites/:id": async () => ({ path: `/api/admin/invites/${await newInvite()}` }),
  "POST /admin/admins#invite": () => ({
    path: "/admin/admins",
    form: { intent: "invite", email: `invited-${++n}@example.com` },
  }),
  "POST /admin/admins#resend": async () => ({
    path: "/admin/admins",
    form: { intent: "resend", id: String(await newInvite()) },
  }),
  "POST /admin/admins#revoke": async () => ({
    path: "/admin/admins",
    form: { intent: "revoke", id: String(await newInvite()) },
  }),
  // product.md §10.13: the weekly digest's switch.
  "PUT /api/admin/digest": () => ({ path: "/api/admin/digest", body: { enabled: false } }),
  "POST /admin/security#digest": () => ({
    path: "/admin/security",
    form: { intent: "digest", enabled: "true" },
  }),
  "POST /admin/security#totp-start": async () => {
    await db().delete(adminTotp);
    return { path: "/admin/security", form: { intent: "totp-start" } };
  },
  "POST /admin/security#totp-confirm": async () => {
    const { secret } = await startTotp(await adminId());
    return { path: "/admin/security", form: { intent: "totp-confirm", code: await codeFor(secret) } };
  },
  "POST /admin/security#totp-off": async () => {
    const { secret } = await startTotp(await adminId());
    await db().update(adminTotp).set({ confirmedAt: new Date() });
    return { path: "/admin/security", form: { intent: "totp-off", code: await codeFor(secret) } };
  },
  "POST /admin/security#recovery-renew": async () => {
    await startTotp(await adminId());
    await db().update(adminTotp).set({ confirmedAt: new Date() });
    return { path: "/admin/security", form: { intent: "recovery-renew" } };
  },
  "POST /admin/security#passkey-remove": async () => ({
    path: "/admin/security",
    form: { intent: "passkey-remove", id: await storedPasskey() },
  }),
  "POST /admin/security#end-session": async () => {
    const other = cookiePair(await createAdminSession(new Request("http://localhost/"), await adminId()));
    const id = await sessionKeyOf(new Request("http://localhost/", { headers: { cookie: other } }));
    return { path: "/admin/security", form: { intent: "end-session", id: id! } };
  },
  "POST /admin/security#end-others": async () => {
    await createAdminSession(new Request("http://localhost/"), await adminId());
    return { path: "/admin/security", form: { intent: "end-others" } };
  },
  "POST /admin/people/:id#status": (i) => ({
    path: `/admin/people/${i.person}`,
    form: { intent: "status", status: "contacted" },
  }),
  "POST /admin/people/:id#note": (i) => ({
    path: `/admin/people/${i.person}`,
    form: { intent: "note", body: "Met." },
  }),
  "POST /admin/people/:id#follow-up": (i) => ({
    path: `/admin/people/${i.person}`,
    form: { intent: "follow-up", followUpAt: "2026-12-02" },
  }),
  "POST /admin/people/:id#clear-follow-up": (i) => ({
    path: `/admin/people/${i.person}`,
    form: { intent: "clear-follow-up" },
  }),
  "POST /admin/people/:id#erase": (i) => ({ path: `/admin/people/${i.person}`, form: { intent: "erase" } }),
  "POST /admin/blog-posts#publish": (i) => ({
    path: "/admin/blog-posts",
    form: { intent: "publish", id: String(i.post), published: "true" },
  }),
  "POST /admin/blog-posts#delete": (i) => ({
    path: "/admin/blog-posts",
    form: { intent: "delete", id: String(i.post) },
  }),
  "POST /admin/blog-posts#restore": (i) => ({
    path: "/admin/blog-posts",
    form: { intent: "restore", id: String(i.post), revisionId: String(i.revision) },
  }),
  "POST /admin/resources#publish": (i) => ({
    path: "/admin/resources",
    form: { intent: "publish", id: String(i.resource), published: "true" },
  }),
  "POST /admin/resources#delete": (i) => ({
    path: "/admin/resources",
    form: { intent: "delete", id: String(i.resource) },
  }),
  "POST /admin/assessments#lead-status": (i) => ({
    path: "/admin/assessments",
    form: { intent: "lead-status", id: i.assessment, leadStatus: "closed" },
  }),
};

const adminId = async () => (await findAdminByEmail(TEST_ADMIN.email))!.id;
async function startTotp(id: number) {
  await db().delete(adminTotp);
  const started = await startTotpSetup(id, TEST_ADMIN.email);
  if (isRefused(started)) throw new Error("no setup");
  return started;
}
/** A new passkey's registration answer to fresh options (made by the service: no audit row of its own). */
async function registeredAnswer() {
  const started = await startPasskeyRegistration(await adminId(), TEST_ADMIN.email);
  if (isRefused(started)) throw new Error("passkeys unavailable");
  return new SoftAuthenticator().register(started.options, new URL(process.env.SITE_URL!).origin);
}
/** A passkey stored for the test admin: its id. */
async function storedPasskey() {
  const done = await finishPasskeyRegistration(
    await adminId(),
    (await registeredAnswer()) as never,
    "To remove",
  );
  if (isRefused(done)) throw new Error(`passkey not stored: ${done.refused.message}`);
  return done.id;
}
const codeFor = async (secret: string) =>
  (await generateTOTP({ secret, period: 30, digits: 6, algorithm: "SHA-1" })).otp;

/** Rows for one sample to act on: a person, a post with a revision, a resource, an assessment. */
async function fresh(): Promise<Ids> {
  const email = `audit-${++n}@example.com`;
  const person = await personOf(email, "contact");
  const [p] = await db()
    .insert(blogPosts)
    .values({ ...post(), publishedAt: new Date() } as never)
    .returning();
  const [rev] = await db()
    .insert(blogPostRevisions)
    .values({
      ...p,
      id: undefined,
      createdAt: undefined,
      postId: p.id,
      title: "Older title",
      savedAt: new Date(),
    } as never)
    .returning();
  const [r] = await db()
    .insert(resources)
    .values(resource() as never)
    .returning();
  const assessment = await insertAssessment({ email });
  return { person, post: p.id, revision: rev.id, resource: r.id, assessment: assessment.id };
}

const send = (method: string, sample: Sample) => {
  const headers: Record<string, string> = { cookie };
  let body: BodyInit | undefined;
  if (sample.form) body = new URLSearchParams(sample.form);
  else if (sample.body instanceof FormData) body = sample.body;
  else if (sample.body !== undefined) {
    body = JSON.stringify(sample.body);
    headers["content-type"] = "application/json";
  } else if (!["GET", "HEAD"].includes(method)) {
    body = "{}";
    headers["content-type"] = "application/json";
  }
  return handle(new Request(`http://localhost${sample.path}`, { method, headers, body }));
};

const lastEntry = async () => (await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
const entryCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
  )[0].n;

/** The API's writes: every non-GET method of a private endpoint that the route does not refuse with 405. */
async function apiWrites(): Promise<string[]> {
  const writes: string[] = [];
  for (const e of privateEndpoints(table)) {
    if (e.method === "GET" || e.path.endsWith("*")) continue;
    const mod = table.find((r) => r.path === e.path && r.file === e.file)?.module;
    if (typeof mod?.action !== "function") continue;
    const probe = await send(e.method, { path: e.path.replace(/:(\w+)/g, "999999") });
    if (probe.status !== 405) writes.push(`${e.method} ${e.path}`);
  }
  return writes;
}

describe("the audit trail", () => {
  let adminUserId: number;
  beforeAll(async () => {
    adminUserId = await adminId();
  });

  it("every admin write of the route table has a sample request here, and every sample is a write", async () => {
    const writes = await apiWrites();
    const views = privateViews(table).filter((v) => v.hasAction);
    for (const v of views) {
      const intents = Object.keys(SAMPLES).filter((k) => k.startsWith(`POST ${v.path}#`));
      expect(intents, `no sample for the view action of ${v.path}: add one to SAMPLES`).not.toEqual([]);
      writes.push(...intents);
    }
    expect(writes.length).toBeGreaterThan(25);
    expect(
      writes.filter((w) => !(w in SAMPLES)),
      "writes with no sample request: add one to SAMPLES in this test",
    ).toEqual([]);
    expect(
      Object.keys(SAMPLES).filter((k) => !writes.includes(k)),
      "samples that are no write of the route table",
    ).toEqual([]);
  });

  // One test per write, each with its own time limit: the walk grows with every feature.
  it.for(Object.keys(SAMPLES))("%s leaves its audit row: who, what, target, address", async (write) => {
    const [method] = write.split(" ");
    const before = await entryCount();
    const res = await send(method, await SAMPLES[write](await fresh()));
    expect(res.status, `${write} answered ${res.status}: ${await res.clone().text()}`).toBeLessThan(400);
    expect(await entryCount(), `${write} left no audit row`).toBe(before + 1);
    const entry = await lastEntry();
    expect(entry.action, write).toBe(write);
    expect(entry.actorAdminId).toBe(adminUserId);
    expect(entry.actorEmail).toBe(TEST_ADMIN.email);
    expect(entry.address).toBe(ADDRESS);
    if (/:id/.test(write)) expect(entry.targetId, `${write}: target`).toMatch(/\S/);
  });

  it("a created row is the target (the id the answer names)", async () => {
    const res = await send("POST", { path: "/api/admin/resources", body: resource() });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    expect(await lastEntry()).toMatchObject({ targetType: "resources", targetId: String(id) });
  });

  it("a refused write stores neither its change nor an audit row", async () => {
    const ids = await fresh();
    const before = await entryCount();
    const bad = await send("PUT", {
      path: `/api/admin/people/${ids.person}/status`,
      body: { status: "nope" },
    });
    expect(bad.status).toBe(400);
    const missing = await send("DELETE", { path: "/api/admin/people/999999" });
    expect(missing.status).toBe(404);
    const view = await send("POST", { path: "/admin/resources", form: { intent: "delete", id: "999999" } });
    expect(view.status).toBe(404);
    expect(await entryCount()).toBe(before);
  });

  it("a CSV download is recorded; a list read is not", async () => {
    const before = await entryCount();
    expect((await send("GET", { path: "/api/admin/outbox" })).status).toBe(200);
    expect(await entryCount()).toBe(before);
    const csv = await send("GET", { path: "/api/admin/outbox?format=csv" });
    expect(csv.status).toBe(200);
    await csv.text();
    expect(await entryCount()).toBe(before + 1);
    expect((await lastEntry()).action).toBe("GET /api/admin/outbox");
    const ids = await fresh();
    const exported = await send("GET", { path: `/api/admin/people/${ids.person}/export` });
    expect(exported.status).toBe(200);
    expect(await lastEntry()).toMatchObject({
      action: "GET /api/admin/people/:id/export",
      targetType: "people",
      targetId: String(ids.person),
    });
  });

  it("an erasure leaves the trail true: ids only, no personal data", async () => {
    const ids = await fresh();
    const [before] = await db().select().from(people).where(eq(people.id, ids.person));
    await send("POST", {
      path: `/admin/people/${ids.person}`,
      form: { intent: "note", body: "Secret note" },
    });
    expect((await send("DELETE", { path: `/api/admin/people/${ids.person}` })).status).toBe(200);
    const rows = await db().select().from(auditLog);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(before.email);
    expect(text).not.toContain("Secret note");
    expect(rows.filter((r) => r.targetType === "people" && r.targetId === String(ids.person))).toHaveLength(
      2,
    );
  });

  it("GET /api/admin/audit pages and filters the trail (and HEAD/OPTIONS are not writes)", async () => {
    expect(HTTP_METHODS).toContain("GET");
    const res = await send("GET", { path: "/api/admin/audit?pageSize=2&action=people" });
    expect(res.status).toBe(200);
    const rows = await res.json();
    expect(rows).toHaveLength(2);
    expect(Number(res.headers.get("X-Total-Count"))).toBeGreaterThan(2);
    expect(res.headers.get("Link")).toContain('rel="next"');
    for (const r of rows) {
      expect(Object.keys(r)).toEqual(expect.arrayContaining(["at", "actor", "action", "target"]));
      expect(r.action).toContain("people");
    }
    const byActor = await (await send("GET", { path: "/api/admin/audit?actor=nobody@" })).json();
    expect(byActor).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const future = await send("GET", { path: "/api/admin/audit?from=2999-01-01" });
    expect(await future.json()).toEqual([]);
    const bad = await send("GET", { path: `/api/admin/audit?from=${today}&to=2000-01-01` });
    expect(bad.status).toBe(400);
    expect((await send("GET", { path: "/api/admin/audit?from=yesterday" })).status).toBe(400);
  });
});
