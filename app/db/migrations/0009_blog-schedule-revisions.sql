CREATE TABLE "blog_post_revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_post_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"post_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"read_time" integer NOT NULL,
	"image_url" text,
	"alt_text" text,
	"tags" text[] NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"saved_by" integer,
	"saved_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(replace(replace(replace(replace(regexp_replace(regexp_replace(content, '</?(p|h[1-6]|li|ul|ol|blockquote|pre|br|hr|img)([\s/][^>]*)?>', ' ', 'gi'), '<[^>]*>', '', 'g'), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&amp;', '&'))) STORED;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "blog_post_revisions" ADD CONSTRAINT "blog_post_revisions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_post_revisions" ADD CONSTRAINT "blog_post_revisions_saved_by_admin_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_revisions_post_idx" ON "blog_post_revisions" USING btree ("post_id","id");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_updated_by_admin_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_visible_idx" ON "blog_posts" USING btree ("publish_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "blog_posts"."published";--> statement-breakpoint
-- Published posts were public from their creation: they keep that date. (A row written without a time,
-- e.g. by a script, is public from its insertion: the column's default.)
UPDATE "blog_posts" SET "publish_at" = "created_at" WHERE "published";
