ALTER TABLE "feedback_board" ADD COLUMN "anonymous_posts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_board" ADD COLUMN "hold_anonymous_posts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_comment" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feedback_item" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "feedback_comment_held_idx" ON "feedback_comment" USING btree ("held_at") WHERE "feedback_comment"."held_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "feedback_item_project_held_idx" ON "feedback_item" USING btree ("project_id","held_at") WHERE "feedback_item"."held_at" IS NOT NULL;