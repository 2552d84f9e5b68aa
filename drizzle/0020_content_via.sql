ALTER TABLE "chat_message" ADD COLUMN "via" text;--> statement-breakpoint
ALTER TABLE "discussion_post" ADD COLUMN "via" text;--> statement-breakpoint
ALTER TABLE "feedback_comment" ADD COLUMN "via" text;--> statement-breakpoint
ALTER TABLE "feedback_item" ADD COLUMN "via" text;--> statement-breakpoint
ALTER TABLE "project_update" ADD COLUMN "via" text;