CREATE TABLE "discussion_category" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"emoji" text DEFAULT '💬' NOT NULL,
	"editors_only" boolean DEFAULT false NOT NULL,
	"answerable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_post" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discussion_post_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_id" text NOT NULL,
	"author_id" text,
	"is_opening" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"mentions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by_id" text,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', body)) STORED
);
--> statement-breakpoint
CREATE TABLE "discussion_post_version" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discussion_post_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_id" bigint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_read" (
	"thread_id" text NOT NULL,
	"user_id" text NOT NULL,
	"last_read_post_id" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discussion_read_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "discussion_thread" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"category_id" text NOT NULL,
	"author_id" text,
	"title" text NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pinned_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"locked_by_id" text,
	"lock_reason" text DEFAULT '' NOT NULL,
	"answer_post_id" bigint,
	"answered_by_id" text,
	"converted_to_feedback_id" text,
	"started_from_feedback_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', title)) STORED
);
--> statement-breakpoint
ALTER TABLE "discussion_category" ADD CONSTRAINT "discussion_category_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_post" ADD CONSTRAINT "discussion_post_thread_id_discussion_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."discussion_thread"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_post" ADD CONSTRAINT "discussion_post_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_post" ADD CONSTRAINT "discussion_post_deleted_by_id_user_id_fk" FOREIGN KEY ("deleted_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_post_version" ADD CONSTRAINT "discussion_post_version_post_id_discussion_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."discussion_post"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_read" ADD CONSTRAINT "discussion_read_thread_id_discussion_thread_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."discussion_thread"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_read" ADD CONSTRAINT "discussion_read_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_thread" ADD CONSTRAINT "discussion_thread_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_thread" ADD CONSTRAINT "discussion_thread_category_id_discussion_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."discussion_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_thread" ADD CONSTRAINT "discussion_thread_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_thread" ADD CONSTRAINT "discussion_thread_locked_by_id_user_id_fk" FOREIGN KEY ("locked_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_thread" ADD CONSTRAINT "discussion_thread_answered_by_id_user_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_thread" ADD CONSTRAINT "discussion_thread_converted_to_feedback_id_feedback_item_id_fk" FOREIGN KEY ("converted_to_feedback_id") REFERENCES "public"."feedback_item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_thread" ADD CONSTRAINT "discussion_thread_started_from_feedback_id_feedback_item_id_fk" FOREIGN KEY ("started_from_feedback_id") REFERENCES "public"."feedback_item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discussion_category_project_position_idx" ON "discussion_category" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "discussion_post_thread_id_idx" ON "discussion_post" USING btree ("thread_id","id");--> statement-breakpoint
CREATE INDEX "discussion_post_search_idx" ON "discussion_post" USING gin ("search");--> statement-breakpoint
CREATE INDEX "discussion_post_version_post_idx" ON "discussion_post_version" USING btree ("post_id","id");--> statement-breakpoint
CREATE INDEX "discussion_read_user_idx" ON "discussion_read" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "discussion_thread_project_activity_idx" ON "discussion_thread" USING btree ("project_id","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discussion_thread_category_activity_idx" ON "discussion_thread" USING btree ("category_id","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "discussion_thread_search_idx" ON "discussion_thread" USING gin ("search");--> statement-breakpoint
-- Every project starts with these categories (project-defaults.server.ts); existing projects get theirs here.
INSERT INTO "discussion_category" ("id", "project_id", "name", "description", "emoji", "editors_only", "answerable", "position")
SELECT gen_random_uuid()::text, p."id", d."name", d."description", d."emoji", d."editors_only", d."answerable", d."position"
FROM "project" p
CROSS JOIN (VALUES
  ('General', 'Anything about the project.', '💬', false, false, 0),
  ('Announcements', 'News from the team. Only owners and admins start threads here.', '📣', true, false, 1),
  ('Q&A', 'Ask the team; the best reply is marked as the answer.', '🙋', false, true, 2),
  ('Ideas', 'Ideas worth talking through.', '💡', false, false, 3)
) AS d("name", "description", "emoji", "editors_only", "answerable", "position");
