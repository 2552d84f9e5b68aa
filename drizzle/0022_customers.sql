CREATE TABLE "customer_company" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"external_id" text,
	"name" text NOT NULL,
	"plan" text,
	"monthly_spend_cents" bigint DEFAULT 0 NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_person" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"external_id" text,
	"user_id" text,
	"company_id" text,
	"email" text,
	"name" text,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_segment" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" text NOT NULL,
	"name" text NOT NULL,
	"plans" text[] DEFAULT '{}'::text[] NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_demand_weights" (
	"project_id" text PRIMARY KEY NOT NULL,
	"votes" double precision NOT NULL,
	"companies" double precision NOT NULL,
	"revenue" double precision NOT NULL,
	"recency" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_item" ADD COLUMN "demand_companies" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_item" ADD COLUMN "demand_revenue_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feedback_vote" ADD COLUMN "source_note" text;--> statement-breakpoint
ALTER TABLE "feedback_vote" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "customer_company" ADD CONSTRAINT "customer_company_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_person" ADD CONSTRAINT "customer_person_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_person" ADD CONSTRAINT "customer_person_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_person" ADD CONSTRAINT "customer_person_company_id_customer_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."customer_company"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_segment" ADD CONSTRAINT "customer_segment_organization_id_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_demand_weights" ADD CONSTRAINT "project_demand_weights_project_id_project_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."project"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_company_external_idx" ON "customer_company" USING btree ("organization_id","external_id") WHERE "customer_company"."external_id" is not null;--> statement-breakpoint
CREATE INDEX "customer_company_spend_idx" ON "customer_company" USING btree ("organization_id","monthly_spend_cents" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_company_name_trgm_idx" ON "customer_company" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "customer_person_external_idx" ON "customer_person" USING btree ("organization_id","external_id") WHERE "customer_person"."external_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_person_user_idx" ON "customer_person" USING btree ("user_id","organization_id") WHERE "customer_person"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "customer_person_company_idx" ON "customer_person" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "customer_segment_org_idx" ON "customer_segment" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "feedback_item_project_revenue_idx" ON "feedback_item" USING btree ("project_id","demand_revenue_cents" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feedback_item"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "feedback_item_project_companies_idx" ON "feedback_item" USING btree ("project_id","demand_companies" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feedback_item"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "feedback_item_board_revenue_idx" ON "feedback_item" USING btree ("board_id","demand_revenue_cents" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feedback_item"."merged_into_id" is null;--> statement-breakpoint
CREATE INDEX "feedback_item_board_companies_idx" ON "feedback_item" USING btree ("board_id","demand_companies" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "feedback_item"."merged_into_id" is null;