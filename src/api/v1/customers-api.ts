import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { z } from 'zod'
import {
  attributesSchema,
  externalIdSchema,
  monthlySpendSchema,
} from '~/features/customers/customers.schemas'
import {
  assertCustomersReader,
  listCompanies,
  upsertCompanyByExternalId,
  upsertPersonByExternalId,
} from '~/features/customers/server/customers.server'
import { centsOf } from '~/lib/customer-rules'
import { decodeCursor, listOf, listQuery } from '~/server/api/list'
import { defineOperation } from '~/server/api/operation'
import { assertOrganizationPermission } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { customerCompany, customerPerson } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { organizationAccessOf } from './access.server'
import { timestamp } from './common'

const tags = ['Customers']

const companySchema = z
  .object({
    external_id: z.string().nullable(),
    name: z.string(),
    plan: z.string().nullable(),
    monthly_spend: z.number().describe('In the organisation’s currency, per month'),
    attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    people: z.number().int().describe('How many people of the company Parley knows'),
    updated_at: timestamp,
  })
  .meta({ id: 'Company' })

const personSchema = z
  .object({
    external_id: z.string().nullable(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    company: z.string().nullable().describe('The external id of the person’s company'),
    attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    updated_at: timestamp,
  })
  .meta({ id: 'CustomerPerson' })

const companyParams = z.object({ externalId: externalIdSchema.describe('Your product’s id for the company') })
const personParams = z.object({ externalId: externalIdSchema.describe('Your product’s id for the person') })

const putCompanyBody = z.object({
  name: z.string().trim().min(1).max(120),
  plan: z.string().trim().max(60).nullable().optional(),
  monthly_spend: monthlySpendSchema.optional().describe('What the company pays per month'),
  attributes: attributesSchema.optional().describe('Replaces the stored attributes when sent'),
})

const putPersonBody = z.object({
  email: z.email().max(254).nullable().optional(),
  name: z.string().trim().max(100).nullable().optional(),
  company: externalIdSchema.nullable().optional().describe('A company’s external id; null: no company'),
  attributes: attributesSchema.optional(),
})

async function customersAccess(context: Parameters<typeof organizationAccessOf>[0], write: boolean) {
  const access = await organizationAccessOf(context)
  assertCustomersReader(access)
  if (write) assertOrganizationPermission(access, 'customers.manage')
  return access
}

async function companyJson(db: Database, organizationId: string, externalId: string) {
  const [row] = await db
    .select()
    .from(customerCompany)
    .where(
      and(eq(customerCompany.organizationId, organizationId), eq(customerCompany.externalId, externalId)),
    )
    .limit(1)
  if (!row) throw new AppError('NOT_FOUND', 'Company not found')
  const people = await db.$count(customerPerson, eq(customerPerson.companyId, row.id))
  return toCompany({ ...row, peopleCount: people, updatedAt: row.updatedAt })
}

function toCompany(row: {
  externalId: string | null
  name: string
  plan: string | null
  monthlySpendCents: number
  attributes: Record<string, string | number | boolean>
  peopleCount: number
  updatedAt?: Date
}) {
  return {
    external_id: row.externalId,
    name: row.name,
    plan: row.plan,
    monthly_spend: row.monthlySpendCents / 100,
    attributes: row.attributes,
    people: row.peopleCount,
    updated_at: (row.updatedAt ?? new Date()).toISOString(),
  }
}

export const putCompany = defineOperation({
  id: 'putCompany',
  method: 'PUT',
  path: '/companies/{externalId}',
  scope: 'customers:write',
  tags,
  summary: 'Create or update a company',
  description:
    'Named by your product’s id for it. Fields not sent keep their value; `attributes` sent replace the stored ' +
    'ones. A new monthly spend moves the revenue behind every item its people voted for at once. Companies, ' +
    'plans, spend and attributes are for the organisation’s members only: no public page shows them.',
  params: companyParams,
  body: putCompanyBody,
  response: companySchema,
  status: 200,
  handler: async ({ db, viewer, params, body }) => {
    const access = await customersAccess({ db, viewer }, true)
    await db.transaction((tx) =>
      upsertCompanyByExternalId(tx, access.organization.id, params.externalId, {
        name: body.name,
        ...(body.plan !== undefined ? { plan: body.plan } : {}),
        ...(body.monthly_spend !== undefined ? { monthlySpendCents: centsOf(body.monthly_spend) } : {}),
        ...(body.attributes !== undefined ? { attributes: body.attributes } : {}),
      }),
    )
    return companyJson(db, access.organization.id, params.externalId)
  },
})

export const getCompany = defineOperation({
  id: 'getCompany',
  method: 'GET',
  path: '/companies/{externalId}',
  scope: 'customers:read',
  tags,
  summary: 'Get a company',
  params: companyParams,
  response: companySchema,
  status: 200,
  handler: async ({ db, viewer, params }) => {
    const access = await customersAccess({ db, viewer }, false)
    return companyJson(db, access.organization.id, params.externalId)
  },
})

export const listCompaniesOperation = defineOperation({
  id: 'listCompanies',
  method: 'GET',
  path: '/companies',
  scope: 'customers:read',
  tags,
  summary: 'List companies',
  description: 'Biggest monthly spend first; `q` searches names, external ids and plans.',
  query: listQuery.extend({ q: z.string().trim().max(100).optional() }),
  response: listOf(companySchema),
  status: 200,
  handler: async ({ db, viewer, query }) => {
    const access = await customersAccess({ db, viewer }, false)
    const page = await listCompanies(db, access, { q: query.q, cursor: query.cursor, limit: query.limit })
    return { data: page.companies.map(toCompany), next_cursor: page.nextCursor }
  },
})

async function personJson(db: Database, organizationId: string, externalId: string) {
  const [row] = await db
    .select({ person: customerPerson, company: customerCompany.externalId })
    .from(customerPerson)
    .leftJoin(customerCompany, eq(customerCompany.id, customerPerson.companyId))
    .where(and(eq(customerPerson.organizationId, organizationId), eq(customerPerson.externalId, externalId)))
    .limit(1)
  if (!row) throw new AppError('NOT_FOUND', 'Person not found')
  return toPerson(row)
}

function toPerson(row: { person: typeof customerPerson.$inferSelect; company: string | null }) {
  return {
    external_id: row.person.externalId,
    email: row.person.email,
    name: row.person.name,
    company: row.company,
    attributes: row.person.attributes,
    updated_at: row.person.updatedAt.toISOString(),
  }
}

export const putPerson = defineOperation({
  id: 'putPerson',
  method: 'PUT',
  path: '/people/{externalId}',
  scope: 'customers:write',
  tags,
  summary: 'Create or update a customer’s person',
  description:
    'Named by your product’s id for them. `company` is a company’s external id (create it first). With an ' +
    '`email`, their votes (found by that address, or recorded for it later) count for their company.',
  params: personParams,
  body: putPersonBody,
  response: personSchema,
  status: 200,
  handler: async ({ db, viewer, params, body }) => {
    const access = await customersAccess({ db, viewer }, true)
    await db.transaction((tx) =>
      upsertPersonByExternalId(tx, access.organization.id, params.externalId, {
        email: body.email,
        name: body.name,
        companyExternalId: body.company,
        attributes: body.attributes,
      }),
    )
    return personJson(db, access.organization.id, params.externalId)
  },
})

export const getPerson = defineOperation({
  id: 'getPerson',
  method: 'GET',
  path: '/people/{externalId}',
  scope: 'customers:read',
  tags,
  summary: 'Get a customer’s person',
  params: personParams,
  response: personSchema,
  status: 200,
  handler: async ({ db, viewer, params }) => {
    const access = await customersAccess({ db, viewer }, false)
    return personJson(db, access.organization.id, params.externalId)
  },
})

const personCursor = z.tuple([z.string()])

export const listPeople = defineOperation({
  id: 'listPeople',
  method: 'GET',
  path: '/people',
  scope: 'customers:read',
  tags,
  summary: 'List customers’ people',
  description: 'The people with an external id, in the order of their ids.',
  query: listQuery,
  response: listOf(personSchema),
  status: 200,
  handler: async ({ db, viewer, query }) => {
    const access = await customersAccess({ db, viewer }, false)
    const cursor = decodeCursor(query.cursor, personCursor)
    const rows = await db
      .select({ person: customerPerson, company: customerCompany.externalId })
      .from(customerPerson)
      .leftJoin(customerCompany, eq(customerCompany.id, customerPerson.companyId))
      .where(
        and(
          eq(customerPerson.organizationId, access.organization.id),
          cursor ? gt(customerPerson.externalId, cursor[0]) : sql`${customerPerson.externalId} is not null`,
        ),
      )
      .orderBy(asc(customerPerson.externalId))
      .limit(query.limit + 1)
    const page = rows.slice(0, query.limit)
    const last = page[page.length - 1]
    return {
      data: page.map(toPerson),
      next_cursor:
        rows.length > query.limit && last?.person.externalId
          ? Buffer.from(JSON.stringify([last.person.externalId])).toString('base64url')
          : null,
    }
  },
})

export const customerOperations = [
  listCompaniesOperation,
  getCompany,
  putCompany,
  listPeople,
  getPerson,
  putPerson,
]
