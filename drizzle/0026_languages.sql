ALTER TABLE "organization" ADD COLUMN "default_language" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "language" text;