CREATE TABLE "feedback_quote" (
	"comment_id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"pinned_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_quote" ADD CONSTRAINT "feedback_quote_comment_id_feedback_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."feedback_comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_quote" ADD CONSTRAINT "feedback_quote_item_id_feedback_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."feedback_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_quote" ADD CONSTRAINT "feedback_quote_pinned_by_user_id_fk" FOREIGN KEY ("pinned_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_quote_item_idx" ON "feedback_quote" USING btree ("item_id","created_at");