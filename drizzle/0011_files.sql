CREATE TABLE "file_attachment" (
	"file_id" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_attachment_file_id_subject_type_subject_id_pk" PRIMARY KEY("file_id","subject_type","subject_id")
);
--> statement-breakpoint
CREATE TABLE "file_folder" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"is_attachments" boolean DEFAULT false NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_upload" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"folder_id" text,
	"replaces_file_id" text,
	"purpose" text DEFAULT 'file' NOT NULL,
	"chat_id" text,
	"file_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "file_version" (
	"id" text PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"number" integer NOT NULL,
	"storage_key" text NOT NULL,
	"size" bigint NOT NULL,
	"mime" text NOT NULL,
	"kind" text NOT NULL,
	"thumbnail_key" text,
	"thumbnail_status" text DEFAULT 'none' NOT NULL,
	"uploaded_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_file" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"folder_id" text,
	"name" text NOT NULL,
	"current_version_id" text NOT NULL,
	"version_count" integer DEFAULT 1 NOT NULL,
	"size" bigint NOT NULL,
	"mime" text NOT NULL,
	"kind" text NOT NULL,
	"thumbnail_key" text,
	"thumbnail_status" text DEFAULT 'none' NOT NULL,
	"created_by_id" text,
	"restricted_to_chat_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload_lock" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"release_requested" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_attachment" ADD CONSTRAINT "file_attachment_file_id_project_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."project_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_folder" ADD CONSTRAINT "file_folder_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_folder" ADD CONSTRAINT "file_folder_parent_id_file_folder_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."file_folder"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_folder" ADD CONSTRAINT "file_folder_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_upload" ADD CONSTRAINT "file_upload_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_upload" ADD CONSTRAINT "file_upload_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_upload" ADD CONSTRAINT "file_upload_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_version" ADD CONSTRAINT "file_version_file_id_project_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."project_file"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_version" ADD CONSTRAINT "file_version_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_version" ADD CONSTRAINT "file_version_uploaded_by_id_user_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_file" ADD CONSTRAINT "project_file_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_file" ADD CONSTRAINT "project_file_folder_id_file_folder_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."file_folder"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_file" ADD CONSTRAINT "project_file_created_by_id_user_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_file" ADD CONSTRAINT "project_file_restricted_to_chat_id_chat_id_fk" FOREIGN KEY ("restricted_to_chat_id") REFERENCES "public"."chat"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_attachment_subject_idx" ON "file_attachment" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "file_folder_sibling_name_idx" ON "file_folder" USING btree ("project_id",coalesce("parent_id", ''),lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "file_folder_attachments_idx" ON "file_folder" USING btree ("project_id") WHERE "file_folder"."is_attachments";--> statement-breakpoint
CREATE INDEX "file_upload_running_idx" ON "file_upload" USING btree ("organization_id") WHERE "file_upload"."finished_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "file_version_file_number_idx" ON "file_version" USING btree ("file_id","number");--> statement-breakpoint
CREATE INDEX "file_version_organization_idx" ON "file_version" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "project_file_folder_idx" ON "project_file" USING btree ("project_id","folder_id","name");--> statement-breakpoint
CREATE INDEX "project_file_name_trgm_idx" ON "project_file" USING gin (lower("name") gin_trgm_ops);