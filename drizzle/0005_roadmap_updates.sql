CREATE TABLE "follow" (
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"user_id" text NOT NULL,
	"level" text DEFAULT 'watching' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_subject_type_subject_id_user_id_pk" PRIMARY KEY("subject_type","subject_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"actor_id" text,
	"kind" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"project_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reaction" (
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"user_id" text NOT NULL,
	"emoji" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reaction_subject_type_subject_id_user_id_emoji_pk" PRIMARY KEY("subject_type","subject_id","user_id","emoji")
);
--> statement-breakpoint
CREATE TABLE "project_update" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"author_id" text,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"label_id" text,
	"state" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"mark_complete" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "update_feedback" (
	"update_id" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "update_feedback_update_id_item_id_pk" PRIMARY KEY("update_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "update_label" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'gray' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_item" ADD COLUMN "roadmap_position" double precision;--> statement-breakpoint
ALTER TABLE "follow" ADD CONSTRAINT "follow_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reaction" ADD CONSTRAINT "reaction_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_update" ADD CONSTRAINT "project_update_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_update" ADD CONSTRAINT "project_update_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_update" ADD CONSTRAINT "project_update_label_id_update_label_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."update_label"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_feedback" ADD CONSTRAINT "update_feedback_update_id_project_update_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."project_update"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_feedback" ADD CONSTRAINT "update_feedback_item_id_feedback_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."feedback_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "update_label" ADD CONSTRAINT "update_label_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_user_idx" ON "follow" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notification_user_created_idx" ON "notification" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_subject_idx" ON "notification" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "reaction_subject_idx" ON "reaction" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "project_update_project_published_idx" ON "project_update" USING btree ("project_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "project_update_due_idx" ON "project_update" USING btree ("state","publish_at");--> statement-breakpoint
CREATE INDEX "update_feedback_item_idx" ON "update_feedback" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "update_label_project_position_idx" ON "update_label" USING btree ("project_id","position");--> statement-breakpoint
-- Existing projects get the default update labels, like new ones (src/lib/update-rules.ts).
INSERT INTO "update_label" ("id", "project_id", "name", "color", "position")
SELECT gen_random_uuid()::text, p."id", d."name", d."color", d."position"
FROM "project" p
CROSS JOIN (VALUES ('New', 'green', 0), ('Improved', 'blue', 1), ('Fixed', 'amber', 2)) AS d("name", "color", "position");
