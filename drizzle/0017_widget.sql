CREATE TABLE "external_identity" (
	"organization_id" text NOT NULL,
	"external_id" text NOT NULL,
	"user_id" text NOT NULL,
	"email" text,
	"name" text,
	"avatar_url" text,
	"company" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_identity_organization_id_external_id_pk" PRIMARY KEY("organization_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "organization_widget_policy" (
	"organization_id" text PRIMARY KEY NOT NULL,
	"link_verified_emails" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_widget" (
	"project_id" text PRIMARY KEY NOT NULL,
	"allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"launcher_position" text DEFAULT 'right' NOT NULL,
	"launcher_colour" text DEFAULT '#5b4be0' NOT NULL,
	"tabs" text[] DEFAULT '{feedback,updates}'::text[] NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widget_session" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"project_id" text NOT NULL,
	"external_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_identity" ADD CONSTRAINT "external_identity_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_identity" ADD CONSTRAINT "external_identity_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_widget_policy" ADD CONSTRAINT "organization_widget_policy_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_widget" ADD CONSTRAINT "project_widget_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_session" ADD CONSTRAINT "widget_session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_session" ADD CONSTRAINT "widget_session_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_session" ADD CONSTRAINT "widget_session_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_identity_user_idx" ON "external_identity" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "widget_session_project_idx" ON "widget_session" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "widget_session_expires_at_idx" ON "widget_session" USING btree ("expires_at");