CREATE TABLE "anonymous_visitor" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"claimed_by_id" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anonymous_visitor_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "feedback_board" ADD COLUMN "anonymous_votes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_vote" ADD COLUMN "importance" text;--> statement-breakpoint
ALTER TABLE "anonymous_visitor" ADD CONSTRAINT "anonymous_visitor_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anonymous_visitor" ADD CONSTRAINT "anonymous_visitor_claimed_by_id_user_id_fk" FOREIGN KEY ("claimed_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anonymous_visitor_claimed_by_idx" ON "anonymous_visitor" USING btree ("claimed_by_id");