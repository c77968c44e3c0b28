import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Where a lead came from: captured on the visitor's first arrival, sent with each form. */
export type Attribution = {
  landingPage?: string;
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
};

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const attribution = () => jsonb("attribution").$type<Attribution>().notNull().default({});
/** 64 random hex digits, as a column default (rows written by INSERT ... SELECT get one each). */
const randomHexSql = sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`;
const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
/** The person a submission belongs to; erasing the person erases the submission with it. */
const personId = () =>
  integer("person_id")
    .notNull()
    .references((): AnyPgColumn => people.id, { onDelete: "cascade" });

// product.md §3's `users` table is not built (§10): admins live here.
export const adminUsers = pgTable(
  "admin_users",
  {
    id: id(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("admin_users_email_lower_idx").on(sql`lower(${t.email})`)],
);

/**
 * One-time setup codes, printed at start while no admin exists (one per starting instance). Only
 * their SHA-256 is kept; creating the first admin deletes them all.
 */
export const adminSetupCodes = pgTable("admin_setup_codes", {
  codeHash: text("code_hash").primaryKey(),
  createdAt: createdAt(),
});

/** Server-side admin sessions; the cookie holds a random token, the table its SHA-256. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    adminUserId: integer("admin_user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // What the admin's Security view shows of each session (product.md §10.8).
    userAgent: text("user_agent"),
    address: text("address"),
  },
  (t) => [index("sessions_admin_user_idx").on(t.adminUserId)],
);

/** Webinar registrations (leadType 'webinar'); the admin Legacy tab. */
export const leads = pgTable(
  "leads",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    role: text("role"),
    phone: text("phone"),
    message: text("message"),
    leadType: text("lead_type").notNull(),
    personId: personId(),
    attribution: attribution(),
    createdAt: createdAt(),
  },
  (t) => [
    index("leads_person_idx").on(t.personId),
    index("leads_created_idx").on(t.createdAt),
    index("leads_type_idx").on(t.leadType),
    // One registration per address for each kind of lead.
    uniqueIndex("leads_type_email_lower_idx").on(t.leadType, sql`lower(${t.email})`),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    readTime: integer("read_time").notNull().default(5),
    imageUrl: text("image_url"),
    published: boolean("published").notNull().default(true),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    altText: text("alt_text"),
    /**
     * When a published post becomes public: set for every published post (publishing now sets it
     * to now), in the future for a scheduled one. Visible = published and publish_at <= now. A row
     * written without one (a script, a test) is public from its insertion.
     */
    publishAt: timestamp("publish_at", { withTimezone: true }).defaultNow(),
    /**
     * The visible text of `content`, lower-cased, kept by the database: the public search reads it
     * instead of stripping every post's HTML per query (8.7 s at 10,000 posts).
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(replace(replace(replace(replace(regexp_replace(regexp_replace(content, '</?(p|h[1-6]|li|ul|ol|blockquote|pre|br|hr|img)([\s/][^>]*)?>', ' ', 'gi'), '<[^>]*>', '', 'g'), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&amp;', '&'))`,
    ),
    /** The admin whose save made the current version (null: seeded, or an admin since deleted). */
    updatedBy: integer("updated_by").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_posts_published_created_idx").on(t.published, t.createdAt),
    // The public list, newest first, read in index order (no sort of every visible post).
    index("blog_posts_visible_idx")
      .on(t.publishAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.published}`),
  ],
);

/** The previous versions of a post, one per save (the last 50 are kept). */
export const blogPostRevisions = pgTable(
  "blog_post_revisions",
  {
    id: id(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    category: text("category").notNull(),
    readTime: integer("read_time").notNull(),
    imageUrl: text("image_url"),
    altText: text("alt_text"),
    tags: text("tags").array().notNull(),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    /** Who saved this version and when (the post's updated_by / updated_at at the time). */
    savedBy: integer("saved_by").references(() => adminUsers.id, { onDelete: "set null" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
    /** When a later save replaced it. */
    createdAt: createdAt(),
  },
  (t) => [index("blog_post_revisions_post_idx").on(t.postId, t.id)],
);

/** Old slugs of renamed posts, answered with a 301 to the current slug. */
export const blogSlugRedirects = pgTable("blog_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  postId: integer("post_id")
    .notNull()
    .references(() => blogPosts.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});

export const assessmentResponses = pgTable(
  "assessment_responses",
  {
    // Unguessable: the result page /assessment/results/{id} is reachable by its link alone.
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    jobTitle: text("job_title").notNull(),
    role: text("role").notNull(),
    teamSize: text("team_size").notNull(),
    trainingFor: text("training_for").notNull(),
    currentAcumen: text("current_acumen").notNull(),
    dataConfidence: text("data_confidence").notNull(),
    challenges: text("challenges").notNull(),
    knowledgeAnswers: jsonb("knowledge_answers").$type<Record<string, string>>().notNull(),
    knowledgeScore: integer("knowledge_score").notNull(),
    awarenessAnswers: jsonb("awareness_answers").$type<Record<string, number>>().notNull(),
    awarenessScore: integer("awareness_score").notNull(),
    topicInterests: jsonb("topic_interests").$type<Record<string, number>>().notNull(),
    urgency: text("urgency").notNull(),
    formatPreferences: text("format_preferences").notNull(),
    recommendedLevel: integer("recommended_level").notNull(),
    personId: personId(),
    attribution: attribution(),
    createdAt: createdAt(),
  },
  (t) => [
    index("assessment_responses_person_idx").on(t.personId),
    index("assessment_responses_created_idx").on(t.createdAt),
  ],
);

export const contactInquiries = pgTable(
  "contact_inquiries",
  {
    id: id(),
    fullName: text("full_name").notNull(),
    workEmail: text("work_email").notNull(),
    companyName: text("company_name").notNull(),
    role: text("role"),
    companySize: text("company_size"),
    trainingInterest: text("training_interest").array(),
    timeline: text("timeline"),
    needsDescription: text("needs_description"),
    personId: personId(),
    attribution: attribution(),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_inquiries_person_idx").on(t.personId),
    index("contact_inquiries_created_idx").on(t.createdAt),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    email: text("email").notNull(),
    // pending | confirmed | unsubscribed | suppressed (product.md §10.10; decision 0085). Only 'confirmed' is mailed.
    state: text("state").notNull().default("pending"),
    // Secret of the confirmation link (double opt-in); when it was last sent (resent at most hourly).
    confirmToken: text("confirm_token").notNull().default(randomHexSql),
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    // The consent an import recorded (its date and where it was given); a sign-up's is the confirmation.
    consentAt: timestamp("consent_at", { withTimezone: true }),
    consentSource: text("consent_source"),
    stateChangedAt: timestamp("state_changed_at", { withTimezone: true }),
    // Why an address is suppressed (an SMTP 5xx, a bounce or complaint notice, the owner).
    suppressedReason: text("suppressed_reason"),
    // The issue whose unsubscribe link the subscriber followed (its results count them).
    unsubscribedIssueId: integer("unsubscribed_issue_id"),
    // Secret for the one-click unsubscribe link (RFC 8058).
    unsubscribeToken: text("unsubscribe_token")
      .notNull()
      .$defaultFn(() => randomBytes(24).toString("hex")),
    personId: personId(),
    attribution: attribution(),
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("newsletter_person_idx").on(t.personId),
    uniqueIndex("newsletter_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("newsletter_unsubscribe_token_idx").on(t.unsubscribeToken),
    index("newsletter_subscribed_idx").on(t.subscribedAt),
    uniqueIndex("newsletter_confirm_token_idx").on(t.confirmToken),
    index("newsletter_state_idx").on(t.state),
  ],
);

export const resourceRequests = pgTable(
  "resource_requests",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    resourceTitle: text("resource_title").notNull(),
    resourceType: text("resource_type").notNull(),
    resourceCategory: text("resource_category").notNull(),
    personId: personId(),
    attribution: attribution(),
    createdAt: createdAt(),
  },
  (t) => [
    index("resource_requests_person_idx").on(t.personId),
    index("resource_requests_created_idx").on(t.createdAt),
  ],
);

/** The public Resource Library, edited in the admin Resources tab. */
export const resources = pgTable(
  "resources",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    type: text("type").notNull(),
    difficulty: text("difficulty").notNull(),
    format: text("format").notNull(),
    downloadUrl: text("download_url"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pages: integer("pages"),
    duration: text("duration"),
    featured: boolean("featured").notNull().default(false),
    published: boolean("published").notNull().default(true),
    iconName: text("icon_name").notNull().default("FileText"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("resources_published_idx").on(t.published, t.createdAt)],
);

/**
 * A file sent with an outbox message: its text and its MIME type (an event's calendar invite, decision
 * 0086). Or, with `render`, what renders it when the message is sent (a renderer's kind and the id it
 * reads; `content` is then empty): the assessment report's PDF, so the row stays small (decision 0098).
 */
export type OutboxAttachment = {
  filename: string;
  contentType: string;
  content: string;
  render?: { kind: string; id: string };
};

/** E-mails written in the same transaction as the lead they announce; a worker sends them. */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    // Files sent with the message (a calendar invite): text content, e.g. text/calendar (decision 0086).
    attachments: jsonb("attachments").$type<OutboxAttachment[]>().notNull().default([]),
    status: text("status").notNull().default("pending"), // pending | sending | sent | failed
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    // Whose claim a 'sending' row is under: a worker sends only while it still holds it (decision 0105).
    claimToken: text("claim_token"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    // The person the e-mail is to or about (the visitor's copy and the business notice alike).
    personId: integer("person_id").references((): AnyPgColumn => people.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("outbox_person_idx").on(t.personId),
    index("outbox_status_next_idx").on(t.status, t.nextAttemptAt),
    index("outbox_created_idx").on(t.createdAt),
  ],
);

export const outboxAttempts = pgTable(
  "outbox_attempts",
  {
    id: id(),
    outboxId: integer("outbox_id")
      .notNull()
      .references(() => outbox.id, { onDelete: "cascade" }),
    ok: boolean("ok").notNull(),
    error: text("error"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outbox_attempts_outbox_idx").on(t.outboxId)],
);

/** Fixed-window counters shared by every app instance (login attempts, public POSTs). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull().defaultNow(),
});

/** Captcha solutions already accepted: each is good once. */
export const captchaUses = pgTable("captcha_uses", {
  signature: text("signature").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * One row: a number raised by every write to what public pages show (blog posts, resources). Each
 * instance's cache of rendered pages (server/page-cache.ts) compares it, so all instances drop
 * their copies after the owner publishes, edits or deletes.
 */
export const contentVersion = pgTable("content_version", {
  id: integer("id").primaryKey(),
  version: integer("version").notNull().default(0),
});

/**
 * One record per person across every form, found by the normalised e-mail (trimmed, lower-cased).
 * Name, company and role come from the latest submission that gave them; attribution is first-touch.
 */
export const people = pgTable(
  "people",
  {
    id: id(),
    email: text("email").notNull(),
    name: text("name"),
    company: text("company"),
    role: text("role"),
    // product.md §4's lead statuses; every change is recorded in person_status_changes.
    status: text("status").notNull().default("lead"),
    // The forms this person used: newsletter, assessment, contact, webinar, resource-request.
    sources: text("sources")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    followUpAt: date("follow_up_at", { mode: "string" }),
    attribution: attribution(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("people_email_idx").on(t.email),
    index("people_last_activity_idx").on(t.lastActivityAt, t.id),
    index("people_follow_up_idx").on(t.followUpAt),
    // The admin's "contains" search (ILIKE '%…%') in e-mail, name and company: trigram indexes
    // answer it without reading every person (pg_trgm; docs/decisions/0050-server-side-admin-lists.md).
    index("people_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")),
    index("people_name_trgm_idx").using("gin", t.name.op("gin_trgm_ops")),
    index("people_company_trgm_idx").using("gin", t.company.op("gin_trgm_ops")),
  ],
);

export const personStatusChanges = pgTable(
  "person_status_changes",
  {
    id: id(),
    personId: personId(),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    adminUserId: integer("admin_user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("person_status_changes_person_idx").on(t.personId, t.at)],
);

/** The admin's plain-text notes on a person. */
export const personNotes = pgTable(
  "person_notes",
  {
    id: id(),
    personId: personId(),
    body: text("body").notNull(),
    adminUserId: integer("admin_user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("person_notes_person_idx").on(t.personId)],
);

/** Erasures done on request; no personal data, only a keyed hash of the address (HMAC-SHA-256). */
export const erasures = pgTable("erasures", {
  id: id(),
  emailHash: text("email_hash").notNull(),
  adminUserId: integer("admin_user_id").references(() => adminUsers.id, { onDelete: "set null" }),
  erasedAt: timestamp("erased_at", { withTimezone: true }).notNull().defaultNow(),
});

// Cookie-less first-party insights (docs/decisions/0040-cookieless-insights.md).

/** Raw events, kept 90 days: no address, no user agent, only a visitor hash that changes daily. */
export const insightEvents = pgTable(
  "insight_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    // The visitor's day in the site's time zone: the unit of uniqueness and of the rollup.
    day: date("day", { mode: "string" }).notNull(),
    name: text("name").notNull(),
    path: text("path").notNull(),
    source: text("source").notNull(),
    campaign: text("campaign"),
    step: smallint("step"),
    // 48 bits of hash(daily salt, address, user agent, site): unique per visitor per day only.
    visitor: bigint("visitor", { mode: "number" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("insight_events_day_idx").on(t.day)],
);

/**
 * Daily aggregates that outlive the raw events: per day, one row per dimension value
 * (total, page, source, campaign, step, submitted) with its unique visitors and page views.
 */
export const insightDaily = pgTable(
  "insight_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    visitors: integer("visitors").notNull(),
    pageViews: integer("page_views").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.dimension, t.value] })],
);

/**
 * The answers by question, summed per site-local day, level and first-touch source (decision 0101),
 * kept by a trigger on assessment_responses (migration 0022): one row per figure. `kind` is "count"
 * (assessments), "answer" (key the question, value the answer), "challenge" (key the challenge),
 * "awareness" or "topic" (key the statement or topic; n the numeric ratings, total their sum).
 */
export const assessmentAnswerDays = pgTable(
  "assessment_answer_days",
  {
    // "day", or "month" (day is then the month's first): a year sums 12 months and the edges' days.
    period: text("period").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    level: integer("level").notNull(),
    source: text("source").notNull(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
    total: numeric("total").notNull(),
  },
  (t) => [primaryKey({ columns: [t.period, t.day, t.level, t.source, t.kind, t.key, t.value] })],
);

/**
 * The one time zone assessment_answer_days' days are in. The site's zone is a setting read at start,
 * so when it differs the rollup is rebuilt in the new zone before it is read (decision 0101).
 */
export const assessmentAnswerDaysZone = pgTable("assessment_answer_days_zone", {
  id: integer("id").primaryKey(),
  timeZone: text("time_zone").notNull(),
});

/** The secret salt of each day, shared by every instance; deleted after two days. */
export const visitorSalts = pgTable("visitor_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/** Raw bytes (drizzle has no bytea column): node-postgres gives a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images (decision 0060), kept in the database so every instance serves them. The id is the
 * SHA-256 of the bytes (hex): the same image uploaded twice is one row, and its URL never changes.
 */
export const media = pgTable("media", {
  id: text("id").primaryKey(),
  mime: text("mime").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  byteSize: integer("byte_size").notNull(),
  bytes: bytea("bytes").notNull(),
  createdBy: integer("created_by").references(() => adminUsers.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

// ---- Scheduler bookings and deals (product.md §10.7, decision 0087)

/** A booked call's answers to the scheduler's questions, in the scheduler's order. */
export type BookingAnswer = { question: string; answer: string };

/**
 * Calls booked in the embedded scheduler (Calendly), one row per invitee: its URI is the key that
 * makes a replayed webhook change nothing. A reschedule is the old invitee cancelled (linked to the
 * new one by `rescheduled_to`) and a new invitee created (linked back by `rescheduled_from`).
 */
export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    inviteeUri: text("invitee_uri").notNull(),
    personId: personId(),
    eventUri: text("event_uri").notNull(),
    eventName: text("event_name").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: text("status").notNull().default("scheduled"), // scheduled | canceled
    answers: jsonb("answers").$type<BookingAnswer[]>().notNull().default([]),
    // The UTM parameters the booking carried (the scheduler's `tracking`).
    tracking: jsonb("tracking").$type<Attribution>().notNull().default({}),
    rescheduledFrom: text("rescheduled_from"),
    rescheduledTo: text("rescheduled_to"),
    cancelReason: text("cancel_reason"),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    // How the client joins and manages the call, from the scheduler's invitee (docs/product/account.md):
    // the video link, the location's kind and its text (an address, a phone number), and the
    // scheduler's own cancel and reschedule pages. Null when not sent or not a safe value.
    joinUrl: text("join_url"),
    locationType: text("location_type"),
    location: text("location"),
    cancelUrl: text("cancel_url"),
    rescheduleUrl: text("reschedule_url"),
    // When the visitor booked (the scheduler's created_at), which dates the booking in Insights.
    bookedAt: timestamp("booked_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bookings_invitee_uri_idx").on(t.inviteeUri),
    index("bookings_person_idx").on(t.personId),
    index("bookings_starts_idx").on(t.startsAt),
    index("bookings_booked_idx").on(t.bookedAt),
  ],
);

/**
 * The won work of a person closed by the owner: one per person, written when their status becomes
 * closed, its value (US cents) and product editable afterwards. It counts in Insights while the
 * person's status is closed.
 */
export const deals = pgTable(
  "deals",
  {
    id: id(),
    personId: personId(),
    valueCents: integer("value_cents"),
    product: text("product"),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    adminUserId: integer("admin_user_id").references(() => adminUsers.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("deals_person_idx").on(t.personId), index("deals_closed_idx").on(t.closedAt)],
);
// ---- Admin security: audit trail, second factor, invitations (product.md §10.8)

/**
 * Who did what, when and from where (docs/decisions/0088-audit-at-the-guard.md). It holds ids,
 * never a lead's personal data, so erasing a person leaves it true; the actor's e-mail is the one
 * they had then (no foreign key: removing an admin keeps their entries).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    actorAdminId: integer("actor_admin_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    address: text("address"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_action_idx").on(t.action, t.at),
    index("audit_log_actor_idx").on(t.actorAdminId, t.at),
  ],
);

/** An admin's authenticator app (RFC 6238): on once confirmed; the last step used is never taken again. */
export const adminTotp = pgTable("admin_totp", {
  adminUserId: integer("admin_user_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: createdAt(),
});

/** Single-use recovery codes, kept as SHA-256 (they are long random strings, not passwords). */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: id(),
    adminUserId: integer("admin_user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("admin_recovery_codes_admin_idx").on(t.adminUserId)],
);

/** An admin's passkeys (WebAuthn credentials): id is the credential id (base64url), public_key its COSE key (base64url). */
export const adminPasskeys = pgTable(
  "admin_passkeys",
  {
    id: text("id").primaryKey(),
    adminUserId: integer("admin_user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    // The passkey's name (decision 0092): the name the admin gave it, shown in the Security view's list.
    name: text("name").notNull().default("Passkey"),
    publicKey: text("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: text("transports"),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [index("admin_passkeys_admin_idx").on(t.adminUserId)],
);

/**
 * The "second step" after a right password with a factor on (or a factor to set up when one is
 * required): keyed by the SHA-256 of its cookie's id, short-lived, and never an admin session.
 */
export const adminSignInSteps = pgTable("admin_sign_in_steps", {
  id: text("id").primaryKey(),
  adminUserId: integer("admin_user_id")
    .notNull()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  webauthnChallenge: text("webauthn_challenge"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** A pending passkey registration's challenge, per admin. */
export const adminPasskeyChallenges = pgTable("admin_passkey_challenges", {
  adminUserId: integer("admin_user_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  challenge: text("challenge").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Invitations to become an admin: the link's token kept as SHA-256, single use, 72 hours. */
export const adminInvites = pgTable("admin_invites", {
  id: id(),
  tokenHash: text("token_hash").notNull().unique(),
  email: text("email").notNull(),
  invitedBy: integer("invited_by").references(() => adminUsers.id, { onDelete: "set null" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** The nightly backup's claim per day, so one instance of many takes it. */
export const backupRuns = pgTable("backup_runs", {
  day: date("day", { mode: "string" }).primaryKey(),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
});
// ---- Webinar events (product.md §10.9, decision 0086): (sessions the owner schedules, seats, waitlist, invites, reminders)

/** A webinar session (docs/decisions/0086-webinar-events.md). */
export const events = pgTable(
  "events",
  {
    id: id(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull(),
    agenda: jsonb("agenda").$type<Array<{ minutes: string; title: string }>>().notNull().default([]),
    takeaways: jsonb("takeaways").$type<string[]>().notNull().default([]),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** IANA zone the start was chosen in and is shown in to visitors. */
    timeZone: text("time_zone").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    capacity: integer("capacity").notNull(),
    /** US cents a seat costs; 0 is free (product.md §10.14, decision 0096). */
    priceCents: integer("price_cents").notNull().default(0),
    /** Given only to confirmed registrants (their invite and reminders). */
    joinUrl: text("join_url"),
    replayUrl: text("replay_url"),
    host: text("host").notNull(),
    published: boolean("published").notNull().default(false),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /** Raised on every change of time or link: the invites' SEQUENCE follows it. */
    sequence: integer("sequence").notNull().default(0),
    followUpSentAt: timestamp("follow_up_sent_at", { withTimezone: true }),
    /** Sessions to attend for a certificate; null is the default rule (product.md §10.18, certificates). */
    certificateMinSessions: integer("certificate_min_sessions"),
    /** Set in the transaction that issues the program's certificates after its last session: once. */
    certificatesIssuedAt: timestamp("certificates_issued_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("events_slug_idx").on(t.slug), index("events_starts_idx").on(t.startsAt)],
);

/** A place at an event: a seat (confirmed, then attended or no_show), a waitlist place, or cancelled. */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: id(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    personId: personId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    status: text("status").notNull(), // confirmed | waitlisted | cancelled | attended | no_show
    /** The self-service cancel link's secret. */
    cancelToken: text("cancel_token")
      .notNull()
      .$defaultFn(() => randomBytes(24).toString("hex")),
    /** The SEQUENCE of the last invite or cancellation sent to this registration (same UID each time). */
    icsSequence: integer("ics_sequence").notNull().default(0),
    promotedAt: timestamp("promoted_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    attribution: attribution(),
    /** A team seat's attendee (decision 0109): the team, and the seat they fill (null once replaced). */
    teamId: integer("team_id").references((): AnyPgColumn => eventTeams.id, { onDelete: "set null" }),
    teamSeat: integer("team_seat"),
    /** With the id, the waitlist's order. */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("event_registrations_event_email_idx").on(t.eventId, sql`lower(${t.email})`),
    uniqueIndex("event_registrations_cancel_token_idx").on(t.cancelToken),
    index("event_registrations_person_idx").on(t.personId),
    index("event_registrations_event_status_idx").on(t.eventId, t.status, t.createdAt, t.id),
    uniqueIndex("event_registrations_team_seat_idx").on(t.teamId, t.teamSeat),
  ],
);

/**
 * A company's seats at a paid event, bought in one order (product.md §10.15, decision 0109): held
 * while its order is, then `confirmed` (its seats count against the capacity whether named or not),
 * or `released`. Its token is the buyer's private link where each seat's attendee is named.
 */
export const eventTeams = pgTable(
  "event_teams",
  {
    id: id(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .references((): AnyPgColumn => paymentOrders.id, { onDelete: "cascade" }),
    /** The buyer. */
    personId: personId(),
    company: text("company").notNull(),
    seats: integer("seats").notNull(),
    status: text("status").notNull(), // held | confirmed | released
    token: text("token")
      .notNull()
      .$defaultFn(() => randomBytes(24).toString("hex")),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("event_teams_order_idx").on(t.orderId),
    uniqueIndex("event_teams_token_idx").on(t.token),
    index("event_teams_event_status_idx").on(t.eventId, t.status),
  ],
);

/** "Tell me about the next session": interest recorded when no session is upcoming. */
export const eventInterests = pgTable(
  "event_interests",
  {
    id: id(),
    personId: personId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    attribution: attribution(),
    createdAt: createdAt(),
    // ---- The interest kept (decision 0091). When an upcoming event is published, the
    // rows not yet told are claimed (told_at set) in that write's transaction with their e-mail.
    toldAt: timestamp("told_at", { withTimezone: true }),
    toldEventId: integer("told_event_id").references((): AnyPgColumn => events.id, { onDelete: "set null" }),
  },
  (t) => [index("event_interests_person_idx").on(t.personId)],
);

/**
 * The dated meetings of an event, 1 to 12 (decision 0108): numbered 1.. by start; the event's
 * starts_at is always its first session's (what "upcoming", the order and the refund terms read).
 */
export const eventSessions = pgTable(
  "event_sessions",
  {
    id: id(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    /** This session's own link; none means the event's. */
    joinUrl: text("join_url"),
  },
  (t) => [
    uniqueIndex("event_sessions_event_number_idx").on(t.eventId, t.number),
    index("event_sessions_starts_idx").on(t.startsAt),
  ],
);

/**
 * Each reminder sent (a seat, a session, "24h" or "1h"): the row is inserted in the transaction that
 * queues its e-mail, so it goes once whatever the instances or restarts; deleted to re-arm it.
 */
export const sessionReminders = pgTable(
  "session_reminders",
  {
    registrationId: integer("registration_id")
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: "cascade" }),
    sessionId: integer("session_id")
      .notNull()
      .references(() => eventSessions.id, { onDelete: "cascade" }),
    lead: text("lead").notNull(), // 24h | 1h
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.sessionId, t.lead] })],
);

/** Whether a seat attended one session, as the owner marked it. */
export const sessionAttendance = pgTable(
  "session_attendance",
  {
    sessionId: integer("session_id")
      .notNull()
      .references(() => eventSessions.id, { onDelete: "cascade" }),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: "cascade" }),
    attended: boolean("attended").notNull(),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.registrationId] }),
    index("session_attendance_registration_idx").on(t.registrationId),
  ],
);

/** A certificate of completion (product.md §10.18, certificates): its facts frozen when issued. */
export const certificates = pgTable(
  "certificates",
  {
    id: id(),
    /** The public verification code (/certificates/{code}). */
    code: text("code").notNull(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => eventRegistrations.id, { onDelete: "cascade" }),
    personId: personId(),
    name: text("name").notNull(),
    program: text("program").notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    endDate: date("end_date", { mode: "string" }).notNull(),
    sessionsAttended: integer("sessions_attended").notNull(),
    sessions: integer("sessions").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("certificates_code_idx").on(t.code),
    uniqueIndex("certificates_registration_idx").on(t.registrationId),
    index("certificates_event_idx").on(t.eventId),
    index("certificates_person_idx").on(t.personId),
  ],
);

// ---- Newsletter issues, deliveries and clicks (product.md §10.10, decision 0085)

/** An issue the owner writes or starts from a post; sending freezes it. */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: id(),
    subject: text("subject").notNull(),
    preheader: text("preheader").notNull().default(""),
    html: text("html").notNull().default(""),
    postId: integer("post_id").references(() => blogPosts.id, { onDelete: "set null" }),
    // draft | scheduled | sending | sent
    status: text("status").notNull().default("draft"),
    sendAt: timestamp("send_at", { withTimezone: true }),
    // Person statuses the audience is narrowed to (empty: every confirmed subscriber).
    personStatuses: jsonb("person_statuses").$type<string[]>().notNull().default([]),
    recipients: integer("recipients").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("newsletter_issues_status_idx").on(t.status, t.sendAt)],
);

/** The links of an issue: the click redirect only ever sends a reader to one of these. */
export const newsletterLinks = pgTable(
  "newsletter_links",
  {
    id: id(),
    issueId: integer("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
  },
  (t) => [uniqueIndex("newsletter_links_issue_url_idx").on(t.issueId, t.url)],
);

/** One row per recipient of an issue: the unique pair is what makes a second send impossible. */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    id: id(),
    issueId: integer("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: integer("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    personId: personId(),
    email: text("email").notNull(),
    // queued | sending | sent | failed | skipped (no longer confirmed when its turn came)
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    // Secret of this recipient's links (clicks, unsubscribe attribution).
    token: text("token").notNull().default(randomHexSql),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_deliveries_issue_subscriber_idx").on(t.issueId, t.subscriberId),
    uniqueIndex("newsletter_deliveries_token_idx").on(t.token),
    index("newsletter_deliveries_due_idx").on(t.status, t.nextAttemptAt),
    index("newsletter_deliveries_claimed_idx").on(t.claimedAt),
    index("newsletter_deliveries_person_idx").on(t.personId),
  ],
);

/** A recipient's click on one of an issue's links (first-party redirect; no open pixels). */
export const newsletterClicks = pgTable(
  "newsletter_clicks",
  {
    id: id(),
    linkId: integer("link_id")
      .notNull()
      .references(() => newsletterLinks.id, { onDelete: "cascade" }),
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => newsletterDeliveries.id, { onDelete: "cascade" }),
    personId: personId(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("newsletter_clicks_link_idx").on(t.linkId),
    index("newsletter_clicks_person_idx").on(t.personId),
  ],
);

// Follow-up sequences (product.md §10.12, decision 0097): the owner's e-mails after a trigger, one
// enrolment per person and sequence, each step sent once, ended by a booking, a close or an opt-out.

export const sequences = pgTable(
  "sequences",
  {
    id: id(),
    name: text("name").notNull(),
    active: boolean("active").notNull().default(false),
    // What enrols a person (product.md §10.12): its kinds and fields are the sequences' triggerSchema's.
    trigger: jsonb("trigger").$type<{ kind: string; level?: number; resourceId?: number }>().notNull(),
    // A deleted sequence is kept (its enrolments' exits and figures stay), hidden from the owner.
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sequences_trigger_idx").on(sql`(${t.trigger}->>'kind')`)],
);

export const sequenceSteps = pgTable(
  "sequence_steps",
  {
    id: id(),
    sequenceId: integer("sequence_id")
      .notNull()
      .references(() => sequences.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    delayHours: integer("delay_hours").notNull(),
    sendHour: smallint("send_hour"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
  },
  (t) => [uniqueIndex("sequence_steps_position_idx").on(t.sequenceId, t.position)],
);

/**
 * One person in one sequence: the unique pair is what enrols them once. The worker claims it when
 * `due_at` comes (`for update skip locked`, as the newsletter's deliveries). Erasing the person keeps
 * the row without them, so the sequence's figures keep the exit.
 */
export const sequenceEnrollments = pgTable(
  "sequence_enrollments",
  {
    id: id(),
    sequenceId: integer("sequence_id")
      .notNull()
      .references(() => sequences.id, { onDelete: "cascade" }),
    personId: integer("person_id").references((): AnyPgColumn => people.id, { onDelete: "set null" }),
    // The recommended level of the assessment that enrolled them ({{level}}), else null.
    level: smallint("level"),
    // active | completed | exited
    status: text("status").notNull().default("active"),
    // booked | closed | unsubscribed | suppressed | erased | sequence-off | sequence-deleted | undeliverable
    exitReason: text("exit_reason"),
    // How far they are (decision 0105): the last step, in the sequence's order, they have passed (been
    // sent, or moved past by an edit); none yet when null. Steps keep their ids across edits.
    passedStepId: integer("passed_step_id").references((): AnyPgColumn => sequenceSteps.id, {
      onDelete: "set null",
    }),
    // What the next step's delay counts from: the enrolment, then each step's sending. An edited delay
    // or send hour is applied from it again.
    dueFrom: timestamp("due_from", { withTimezone: true }).notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    enrolledAt: timestamp("enrolled_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("sequence_enrollments_person_idx").on(t.sequenceId, t.personId),
    index("sequence_enrollments_due_idx").on(t.status, t.dueAt),
    index("sequence_enrollments_claimed_idx").on(t.claimedAt),
    index("sequence_enrollments_of_person_idx").on(t.personId),
  ],
);

/** One step sent (or being sent) to one enrolment: the unique pair is what makes a second send impossible. */
export const sequenceSends = pgTable(
  "sequence_sends",
  {
    id: id(),
    enrollmentId: integer("enrollment_id")
      .notNull()
      .references(() => sequenceEnrollments.id, { onDelete: "cascade" }),
    sequenceId: integer("sequence_id")
      .notNull()
      .references(() => sequences.id, { onDelete: "cascade" }),
    // The step (its id, whatever its position now); null once an edit removed it.
    stepId: integer("step_id").references((): AnyPgColumn => sequenceSteps.id, { onDelete: "set null" }),
    personId: integer("person_id").references((): AnyPgColumn => people.id, { onDelete: "set null" }),
    subject: text("subject").notNull(),
    // sending | sent | failed
    status: text("status").notNull().default("sending"),
    // Secret of this e-mail's links (clicks, unsubscribe).
    token: text("token").notNull().default(randomHexSql),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("sequence_sends_step_idx").on(t.enrollmentId, t.stepId),
    uniqueIndex("sequence_sends_token_idx").on(t.token),
    index("sequence_sends_sequence_idx").on(t.sequenceId, t.stepId),
    index("sequence_sends_person_idx").on(t.personId),
  ],
);

/** A sequence's links, recorded as they are first sent: the only ones its click redirect follows. */
export const sequenceLinks = pgTable(
  "sequence_links",
  {
    id: id(),
    sequenceId: integer("sequence_id")
      .notNull()
      .references(() => sequences.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
  },
  (t) => [uniqueIndex("sequence_links_url_idx").on(t.sequenceId, t.url)],
);

/** A click through a sent step's link (first-party redirect; no open pixel). */
export const sequenceClicks = pgTable(
  "sequence_clicks",
  {
    id: id(),
    linkId: integer("link_id")
      .notNull()
      .references(() => sequenceLinks.id, { onDelete: "cascade" }),
    sendId: integer("send_id")
      .notNull()
      .references(() => sequenceSends.id, { onDelete: "cascade" }),
    personId: integer("person_id").references((): AnyPgColumn => people.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sequence_clicks_send_idx").on(t.sendId), index("sequence_clicks_person_idx").on(t.personId)],
);

/** A person who unsubscribed from sequences (not the newsletter): never enrolled again. */
export const sequenceOptOuts = pgTable("sequence_opt_outs", {
  personId: integer("person_id")
    .primaryKey()
    .references((): AnyPgColumn => people.id, { onDelete: "cascade" }),
  // The e-mail whose link they used (the step's "unsubscribed" figure).
  sendId: integer("send_id").references(() => sequenceSends.id, { onDelete: "set null" }),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

// The weekly digest and the no-visitors alert (product.md §10.13, decision 0098).

/** One row per admin and week whose digest was queued (the Monday, site time zone): once, whatever the instances or restarts. */
export const digestSends = pgTable(
  "digest_sends",
  {
    adminId: integer("admin_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    week: date("week", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.week] })],
);

/** Admins who turned the digest (and the no-visitors alert) off on /admin/security. */
export const digestOptOuts = pgTable("digest_opt_outs", {
  adminId: integer("admin_id")
    .primaryKey()
    .references(() => adminUsers.id, { onDelete: "cascade" }),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

/** The no-visitors alert's last sending: one row per alert, claimed by a conditional update. */
export const digestAlerts = pgTable("digest_alerts", {
  name: text("name").primaryKey(),
  lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull(),
});
// ---- Payments: orders, refunds, invoices, reconciliation (product.md §10.14, decisions 0096, 0106)

/**
 * The ledger's row: one attempt to buy a product (`product` names its kind, `productId` the thing
 * bought: an event's seats). The payments feature owns it; what it buys is the product's own,
 * reached through the product interface (app/features/payments/product.ts). While `held` and
 * before `holdUntil` it counts against what the product has left; `paid` once Stripe says so (the
 * product's place is then `placeId`); `expired` when its hold ended unpaid; `cancelled` when the
 * product was cancelled before it was paid; `refunded` once a refund gave its place back.
 */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: id(),
    product: text("product").notNull().default("event-seat"),
    productId: integer("product_id").notNull(),
    /** The product's place once paid (a registration), or the waitlist place this order was offered to. */
    placeId: integer("place_id"),
    personId: personId(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    attribution: attribution(),
    /** What was bought, as the buyer saw it (the timeline and the ledger show it after the product changes). */
    title: text("title").notNull().default(""),
    /** Where Stripe's page sends the buyer back (the product's page), fixed with the order. */
    returnUrl: text("return_url").notNull().default(""),
    quantity: integer("quantity").notNull().default(1),
    /** The price of all of it, in `currency`'s minor units. */
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status").notNull(), // held | paid | expired | cancelled | refunded
    holdUntil: timestamp("hold_until", { withTimezone: true }).notNull(),
    /** The secret of a waitlist offer's payment link (our URL that opens its Checkout Session). */
    offerToken: text("offer_token"),
    checkoutSessionId: text("checkout_session_id"),
    checkoutUrl: text("checkout_url"),
    /** When Stripe confirmed the open session of a stopped order closed (null: none, or still to do). */
    checkoutClosedAt: timestamp("checkout_closed_at", { withTimezone: true }),
    paymentIntentId: text("payment_intent_id"),
    paidCents: integer("paid_cents").notNull().default(0),
    /** Stripe's amount_refunded for the payment: only ever set from Stripe's own figure. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payment_orders_session_idx").on(t.checkoutSessionId),
    uniqueIndex("payment_orders_offer_idx").on(t.offerToken),
    index("payment_orders_product_status_idx").on(t.product, t.productId, t.status, t.holdUntil),
    index("payment_orders_person_idx").on(t.personId),
    index("payment_orders_intent_idx").on(t.paymentIntentId),
    index("payment_orders_created_idx").on(t.createdAt),
  ],
);

/**
 * A refund: claimed (`pending`, with its Idempotency-Key) in one transaction, made at Stripe after
 * the commit, settled (`succeeded` with Stripe's id, or `failed`) in another. One pending claim per
 * order at most: a retry of the same intent is answered from it, never a second refund.
 */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: id(),
    orderId: integer("order_id")
      .notNull()
      .references(() => paymentOrders.id, { onDelete: "restrict" }),
    amountCents: integer("amount_cents").notNull(),
    /** owner | client | late | cancelled (the product was cancelled) */
    reason: text("reason").notNull(),
    status: text("status").notNull(), // pending | succeeded | failed
    idempotencyKey: text("idempotency_key").notNull(),
    stripeRefundId: text("stripe_refund_id"),
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    /** Whether the product's place is given back once it succeeds (a seat refunded in part keeps none). */
    releasesPlace: boolean("releases_place").notNull().default(true),
    createdAt: createdAt(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("payment_refunds_key_idx").on(t.idempotencyKey),
    uniqueIndex("payment_refunds_stripe_idx").on(t.stripeRefundId),
    uniqueIndex("payment_refunds_pending_idx")
      .on(t.orderId)
      .where(sql`status = 'pending'`),
    index("payment_refunds_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * Each Stripe event id seen, inserted in the transaction of its effects (exactly once). One whose
 * subject we do not know yet (a refund or invoice payment that outran what it is about) is kept
 * `parked` with its payload and applied when the subject arrives (decision 0106).
 */
export const stripeEvents = pgTable(
  "stripe_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").notNull().default("applied"), // applied | parked
    /** A parked event's subject: the payment intent or invoice it waits for. */
    subject: text("subject"),
    payload: jsonb("payload"),
    effect: text("effect"),
  },
  (t) => [
    index("stripe_events_parked_idx")
      .on(t.subject)
      .where(sql`status = 'parked'`),
  ],
);

/**
 * Money as Stripe records it (a payment, a refund, an invoice paid), each object once, as the
 * webhook or the reconciliation saw it: Stripe's side of the books.
 */
export const stripeMoney = pgTable("stripe_money", {
  stripeId: text("stripe_id").primaryKey(),
  kind: text("kind").notNull(), // payment | refund | invoice
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  orderId: integer("order_id"),
  seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A difference between our books and Stripe's, listed once (its kind and Stripe id), e-mailed once. */
export const paymentDifferences = pgTable(
  "payment_differences",
  {
    id: id(),
    kind: text("kind").notNull(),
    stripeId: text("stripe_id").notNull(),
    orderId: integer("order_id"),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    detail: text("detail").notNull(),
    /** True when Stripe's record settled it and the books took it at once. */
    applied: boolean("applied").notNull().default(false),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("payment_differences_kind_idx").on(t.kind, t.stripeId)],
);

/** Each reconciliation run: when, from when it read Stripe's lists, the totals compared. */
export const paymentReconciliations = pgTable("payment_reconciliations", {
  id: id(),
  checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  since: timestamp("since", { withTimezone: true }),
  stripePaidCents: bigint("stripe_paid_cents", { mode: "number" }).notNull(),
  stripeRefundedCents: bigint("stripe_refunded_cents", { mode: "number" }).notNull(),
  booksPaidCents: bigint("books_paid_cents", { mode: "number" }).notNull(),
  booksRefundedCents: bigint("books_refunded_cents", { mode: "number" }).notNull(),
});

/**
 * The daily reconciliation's claim, one row per site day: the instance that inserts it runs that
 * day's reconciliation; one that died before `doneAt` is taken over an hour later (a run is
 * idempotent: each difference is listed once).
 */
export const paymentReconciliationDays = pgTable("payment_reconciliation_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
  doneAt: timestamp("done_at", { withTimezone: true }),
});

/** A Stripe invoice sent for a person's deal (team deals). */
export const paymentInvoices = pgTable(
  "payment_invoices",
  {
    id: id(),
    personId: personId(),
    /** Null while the claim's calls to Stripe have not yet answered. */
    stripeInvoiceId: text("stripe_invoice_id"),
    /** The calls' Idempotency-Keys start with it: a retry of the claim makes no second invoice. */
    idempotencyKey: text("idempotency_key")
      .notNull()
      .default(sql`('invoice-' || gen_random_uuid()::text)`),
    amountCents: integer("amount_cents").notNull(),
    description: text("description").notNull(),
    daysUntilDue: integer("days_until_due").notNull().default(30),
    /** The held order this invoice pays (team seats by invoice, decision 0109), if any. */
    orderId: integer("order_id").references((): AnyPgColumn => paymentOrders.id, { onDelete: "set null" }),
    status: text("status").notNull(), // sending | open | paid | void
    hostedInvoiceUrl: text("hosted_invoice_url"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payment_invoices_stripe_idx").on(t.stripeInvoiceId),
    index("payment_invoices_person_idx").on(t.personId),
  ],
);

/**
 * Each start that migrated a database holding data: the release that did it, the migrations from and
 * to, how many, and the backup taken first (docs/decisions/0107-container-image.md).
 */
export const upgrades = pgTable("upgrades", {
  id: id(),
  release: text("release").notNull(),
  fromMigration: text("from_migration").notNull(),
  toMigration: text("to_migration").notNull(),
  applied: integer("applied").notNull(),
  backup: text("backup"),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A pack the owner sells (product.md §10.16, decision 0110): a number of coaching calls to book
 * within `months`, or `months` of weekly office hours (no calls counted: `sessions` is null).
 */
export const packs = pgTable(
  "packs",
  {
    id: id(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    kind: text("kind").notNull(), // coaching | office-hours
    sessions: integer("sessions"),
    months: integer("months").notNull(),
    priceCents: integer("price_cents").notNull(),
    published: boolean("published").notNull().default(false),
    /** The scheduler's event type whose bookings use a credit; null: any booked call does. */
    schedulerEventTypeUri: text("scheduler_event_type_uri"),
    /** Office hours: the weekly slot's link, shown to a client while their pack lasts. */
    joinUrl: text("join_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("packs_slug_idx").on(t.slug)],
);

/**
 * A pack a client bought (one per paid order): its credits left and the day it ends, in the site's
 * time zone. What was bought is copied at purchase, so an edit of the offer changes no client's pack.
 */
export const clientPacks = pgTable(
  "client_packs",
  {
    id: id(),
    packId: integer("pack_id")
      .notNull()
      .references(() => packs.id, { onDelete: "restrict" }),
    personId: personId(),
    // Erasing the person erases their orders, and with them their packs.
    orderId: integer("order_id")
      .notNull()
      .references(() => paymentOrders.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    kind: text("kind").notNull(),
    /** Credits bought (0 for office hours). */
    sessions: integer("sessions").notNull(),
    /** Credits left: moved only with a pack_credits row in the same transaction. */
    credits: integer("credits").notNull(),
    schedulerEventTypeUri: text("scheduler_event_type_uri"),
    joinUrl: text("join_url"),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    /** The last day the pack may be used (inclusive). */
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    status: text("status").notNull().default("active"), // active | refunded
    /** The "ends in 7 days" e-mail's claim (cleared when the end moves). */
    endingNoticeAt: timestamp("ending_notice_at", { withTimezone: true }),
    /** The "last credit used" e-mail's claim. */
    lastCreditNoticeAt: timestamp("last_credit_notice_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("client_packs_order_idx").on(t.orderId),
    index("client_packs_person_idx").on(t.personId),
    index("client_packs_status_end_idx").on(t.status, t.endsOn),
    check("client_packs_credits_not_negative", sql`${t.credits} >= 0`),
  ],
);

/**
 * The credits' ledger (decision 0110): every move of a client pack's credits, and each booked call
 * that found no credit. One row per call and kind (`invitee_uri`, `kind`), so a delivery seen twice
 * moves nothing the second time.
 */
export const packCredits = pgTable(
  "pack_credits",
  {
    id: id(),
    personId: personId(),
    /** Null for a call that found no credit ("no-credit"). */
    clientPackId: integer("client_pack_id").references(() => clientPacks.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(), // booked | returned | kept | no-credit | manual | refund
    change: integer("change").notNull(),
    inviteeUri: text("invitee_uri"),
    callStartsAt: timestamp("call_starts_at", { withTimezone: true }),
    /** The owner's reason for a manual change. */
    reason: text("reason"),
    adminUserId: integer("admin_user_id").references(() => adminUsers.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("pack_credits_call_idx").on(t.inviteeUri, t.kind),
    index("pack_credits_person_idx").on(t.personId),
    index("pack_credits_pack_idx").on(t.clientPackId),
  ],
);

// The client's own page, /account (docs/product/account.md, decision 0111).

/**
 * A sign-in link e-mailed to an address (single use, 30 minutes): the table holds the SHA-256 of its
 * token, never the token, and the address it was sent to, which the person must still have.
 */
export const clientSignInLinks = pgTable(
  "client_sign_in_links",
  {
    id: id(),
    tokenHash: text("token_hash").notNull(),
    personId: integer("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("client_sign_in_links_token_idx").on(t.tokenHash),
    index("client_sign_in_links_expires_idx").on(t.expiresAt),
  ],
);

/** A client's server-side session; the cookie holds a random id, the table its SHA-256 (decision 0111). */
export const clientSessions = pgTable(
  "client_sessions",
  {
    id: text("id").primaryKey(),
    personId: integer("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    index("client_sessions_person_idx").on(t.personId),
    index("client_sessions_expires_idx").on(t.expiresAt),
  ],
);

/** A client's request to be erased, from their page: the owner confirms it (Erase on the person). */
export const clientErasureRequests = pgTable("client_erasure_requests", {
  personId: integer("person_id")
    .primaryKey()
    .references(() => people.id, { onDelete: "cascade" }),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
});
