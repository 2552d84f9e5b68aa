CREATE TABLE "data_transfer" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text,
	"project_id" text,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source_secret" text,
	"checkpoint" jsonb,
	"report" jsonb,
	"error" text,
	"input_key" text,
	"output_key" text,
	"output_size" bigint,
	"requested_by" text,
	"api_key_id" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "imported_record" (
	"project_id" text NOT NULL,
	"source_kind" text NOT NULL,
	"record_kind" text NOT NULL,
	"source_key" text NOT NULL,
	"target_id" text NOT NULL,
	"transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_transfer" ADD CONSTRAINT "data_transfer_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_transfer" ADD CONSTRAINT "data_transfer_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_transfer" ADD CONSTRAINT "data_transfer_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_transfer" ADD CONSTRAINT "data_transfer_api_key_id_api_key_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_key"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_record" ADD CONSTRAINT "imported_record_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_record" ADD CONSTRAINT "imported_record_transfer_id_data_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."data_transfer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_transfer_project_idx" ON "data_transfer" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "data_transfer_requested_by_idx" ON "data_transfer" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "data_transfer_unfinished_idx" ON "data_transfer" USING btree ("status") WHERE "data_transfer"."status" in ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "imported_record_source_idx" ON "imported_record" USING btree ("project_id","source_kind","record_kind","source_key");