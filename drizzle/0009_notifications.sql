CREATE TABLE "job" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "notification_setting" (
	"user_id" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "group_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "in_app" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "email_state" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "email_channel" text DEFAULT 'digest' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_setting" ADD CONSTRAINT "notification_setting_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_due_idx" ON "job" USING btree ("run_at") WHERE "job"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "notification_user_group_idx" ON "notification" USING btree ("user_id","group_key","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notification_user_unread_idx" ON "notification" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "notification"."read_at" is null and "notification"."in_app";--> statement-breakpoint
CREATE INDEX "notification_email_pending_idx" ON "notification" USING btree ("user_id","email_channel","created_at") WHERE "notification"."email_state" = 'pending';--> statement-breakpoint
-- Notifications written before this release group by the item they are about.
UPDATE "notification" SET "group_key" = CASE
  WHEN "subject_type" = 'chat_message' THEN 'chat:' || coalesce("data"->>'chatId', "subject_id")
  WHEN "subject_type" = 'discussion_post' THEN 'discussion:' || coalesce("data"->>'threadId', "subject_id")
  ELSE "subject_type" || ':' || "subject_id"
END WHERE "group_key" = '';
--> statement-breakpoint
-- Scheduled updates are published by the job queue from now on.
INSERT INTO "job" ("kind", "key", "payload", "run_at")
SELECT 'update.publish', 'update.publish:' || "id", jsonb_build_object('updateId', "id"), "publish_at"
FROM "project_update" WHERE "state" = 'scheduled' AND "publish_at" IS NOT NULL
ON CONFLICT ("key") DO NOTHING;
