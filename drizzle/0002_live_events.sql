CREATE TABLE "live_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_event_topic_id_idx" ON "live_event" USING btree ("topic","id");--> statement-breakpoint
CREATE INDEX "live_event_created_at_idx" ON "live_event" USING btree ("created_at");