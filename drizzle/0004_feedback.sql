CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "feedback_board" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"color" text DEFAULT 'blue' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"team_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_comment" (
	"id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"author_id" text,
	"kind" text DEFAULT 'comment' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"from_status" text,
	"to_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "feedback_item" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"board_id" text NOT NULL,
	"status_id" text NOT NULL,
	"author_id" text,
	"title" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"trending_score" double precision DEFAULT 0 NOT NULL,
	"comments_locked" boolean DEFAULT false NOT NULL,
	"merged_into_id" text,
	"merged_at" timestamp with time zone,
	"merged_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(details, '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "feedback_status" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'gray' NOT NULL,
	"category" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"show_on_roadmap" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_vote" (
	"item_id" text NOT NULL,
	"user_id" text NOT NULL,
	"added_by_id" text,
	"merged_from_item_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_vote_item_id_user_id_pk" PRIMARY KEY("item_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "project_activity" ADD COLUMN "audience" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_activity" ADD COLUMN "path" text;--> statement-breakpoint
ALTER TABLE "feedback_board" ADD CONSTRAINT "feedback_board_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_comment" ADD CONSTRAINT "feedback_comment_item_id_feedback_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."feedback_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_comment" ADD CONSTRAINT "feedback_comment_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_item" ADD CONSTRAINT "feedback_item_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_item" ADD CONSTRAINT "feedback_item_board_id_feedback_board_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."feedback_board"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_item" ADD CONSTRAINT "feedback_item_status_id_feedback_status_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."feedback_status"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_item" ADD CONSTRAINT "feedback_item_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_item" ADD CONSTRAINT "feedback_item_merged_into_id_feedback_item_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."feedback_item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_item" ADD CONSTRAINT "feedback_item_merged_by_id_user_id_fk" FOREIGN KEY ("merged_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_status" ADD CONSTRAINT "feedback_status_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_vote" ADD CONSTRAINT "feedback_vote_item_id_feedback_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."feedback_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_vote" ADD CONSTRAINT "feedback_vote_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_vote" ADD CONSTRAINT "feedback_vote_added_by_id_user_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_vote" ADD CONSTRAINT "feedback_vote_merged_from_item_id_feedback_item_id_fk" FOREIGN KEY ("merged_from_item_id") REFERENCES "public"."feedback_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_board_project_position_idx" ON "feedback_board" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "feedback_comment_item_created_idx" ON "feedback_comment" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_item_project_trending_idx" ON "feedback_item" USING btree ("project_id","trending_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feedback_item"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "feedback_item_project_top_idx" ON "feedback_item" USING btree ("project_id","vote_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feedback_item"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "feedback_item_project_new_idx" ON "feedback_item" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feedback_item"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "feedback_item_board_trending_idx" ON "feedback_item" USING btree ("board_id","trending_score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feedback_item"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "feedback_item_board_top_idx" ON "feedback_item" USING btree ("board_id","vote_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feedback_item"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "feedback_item_board_new_idx" ON "feedback_item" USING btree ("board_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feedback_item"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "feedback_item_status_idx" ON "feedback_item" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "feedback_item_merged_into_idx" ON "feedback_item" USING btree ("merged_into_id");--> statement-breakpoint
CREATE INDEX "feedback_item_search_idx" ON "feedback_item" USING gin ("search");--> statement-breakpoint
CREATE INDEX "feedback_item_title_trgm_idx" ON "feedback_item" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "feedback_status_project_position_idx" ON "feedback_status" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "feedback_vote_user_idx" ON "feedback_vote" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "feedback_vote_item_created_idx" ON "feedback_vote" USING btree ("item_id","created_at");--> statement-breakpoint
-- Existing projects start with the same boards and statuses as new ones (src/lib/feedback-rules.ts).
INSERT INTO "feedback_board" ("id", "project_id", "name", "description", "color", "position")
SELECT gen_random_uuid()::text, p."id", d."name", d."description", d."color", d."position"
FROM "project" p
CROSS JOIN (VALUES
  ('Feature requests', 'Ideas for what we should build next.', 'blue', 0),
  ('Bugs', 'Something does not work as it should.', 'red', 1)
) AS d("name", "description", "color", "position");--> statement-breakpoint
INSERT INTO "feedback_status" ("id", "project_id", "name", "color", "category", "position", "show_on_roadmap")
SELECT gen_random_uuid()::text, p."id", d."name", d."color", d."category", d."position", d."show_on_roadmap"
FROM "project" p
CROSS JOIN (VALUES
  ('Open', 'gray', 'open', 0, false),
  ('Under review', 'amber', 'open', 1, false),
  ('Planned', 'blue', 'active', 2, true),
  ('In progress', 'purple', 'active', 3, true),
  ('Complete', 'green', 'done', 4, true),
  ('Closed', 'red', 'closed', 5, false)
) AS d("name", "color", "category", "position", "show_on_roadmap");