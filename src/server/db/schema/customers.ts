import { sql } from 'drizzle-orm'
import {
  bigint,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { organization, user } from './auth'
import { project } from './projects'

/** Free-form facts about a company or a person ("region": "EU", "seats": 40), for members only. */
export type CustomerAttributes = Record<string, string | number | boolean>

/**
 * A company an organisation sells to: from the widget's signed token, the API, a CSV upload or by hand.
 * `externalId` is the host product's id for it (null for one made by hand). `monthlySpendCents` is kept in
 * cents so totals are exact integer sums. Plans, spend and attributes are for the organisation's members only:
 * no public page, portal, widget answer for a non-member or public API resource other than this one shows them.
 */
export const customerCompany = pgTable(
  'customer_company',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    name: text('name').notNull(),
    plan: text('plan'),
    monthlySpendCents: bigint('monthly_spend_cents', { mode: 'number' }).notNull().default(0),
    attributes: jsonb('attributes').$type<CustomerAttributes>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    uniqueIndex('customer_company_external_idx')
      .on(table.organizationId, table.externalId)
      .where(sql`${table.externalId} is not null`),
    index('customer_company_spend_idx').on(
      table.organizationId,
      table.monthlySpendCents.desc(),
      table.id.desc(),
    ),
    index('customer_company_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
  ],
)

/**
 * A person of a customer, in one organisation: the Parley user their votes are cast as (`userId`; a widget
 * person, a placeholder account made from an address, or a real account), with the company they belong to.
 * `externalId` is the host product's id for them (the widget token's `sub`, the API's path parameter).
 */
export const customerPerson = pgTable(
  'customer_person',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    companyId: text('company_id').references(() => customerCompany.id, { onDelete: 'set null' }),
    email: text('email'),
    name: text('name'),
    attributes: jsonb('attributes').$type<CustomerAttributes>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [
    uniqueIndex('customer_person_external_idx')
      .on(table.organizationId, table.externalId)
      .where(sql`${table.externalId} is not null`),
    uniqueIndex('customer_person_user_idx')
      .on(table.userId, table.organizationId)
      .where(sql`${table.userId} is not null`),
    index('customer_person_company_idx').on(table.companyId),
  ],
)

/**
 * How a project ranks its ideas (the prioritisation formula shown on each item): score = votes × `votes` +
 * companies × `companies` + monthly spend in thousands × `revenue` + recency (0–10, halving every 30 days
 * since the latest vote) × `recency`. No row: the defaults in ~/lib/customer-rules.
 */
export const projectDemandWeights = pgTable('project_demand_weights', {
  projectId: text('project_id')
    .primaryKey()
    .references(() => project.id, { onDelete: 'cascade' }),
  votes: doublePrecision('votes').notNull(),
  companies: doublePrecision('companies').notNull(),
  revenue: doublePrecision('revenue').notNull(),
  recency: doublePrecision('recency').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).defaultNow().notNull(),
})

/** A saved filter over companies ("Enterprise, EU"): plans and attribute values a company must match. */
export const customerSegment = pgTable(
  'customer_segment',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organization.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    plans: text('plans').array().notNull().default(sql`'{}'::text[]`),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [index('customer_segment_org_idx').on(table.organizationId)],
)
