import { and, asc, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm'
import { changingCustomersOf, refreshDemandOfVoters } from '~/features/feedback/index.server'
import { canInOrganization } from '~/lib/access-policy'
import { CUSTOMERS_PAGE_SIZE, type CustomerAttributesInput } from '~/lib/customer-rules'
import { topicOf } from '~/lib/live-topics'
import { assertOrganizationPermission, type OrganizationAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import {
  customerCompany,
  customerPerson,
  feedbackBoard,
  feedbackItem,
  feedbackStatus,
  feedbackVote,
  project,
  user,
} from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { emitLiveEvent } from '~/server/live/emit.server'
import { findOrCreatePersonByEmail, normalizedEmail } from '~/server/placeholder-accounts.server'
import { CUSTOMERS_CHANGED } from '../customer-events'

export type CompanyFields = {
  name: string
  plan?: string | null | undefined
  monthlySpendCents?: number | undefined
  attributes?: CustomerAttributesInput | undefined
}

export type CompanyRow = typeof customerCompany.$inferSelect

/**
 * Customers are the organisation's business: to anyone who is not a member they do not exist, nor to an API key
 * restricted to one project (companies belong to the whole organisation, as webhooks do).
 */
export function assertCustomersReader(access: OrganizationAccess): void {
  if (access.viewer?.apiKey?.projectId || !canInOrganization(access, 'customers.read')) {
    throw new AppError('NOT_FOUND', 'Not found')
  }
}

const emitChanged = (tx: Database, organizationId: string, companyId: string | null) =>
  emitLiveEvent(tx, topicOf.org(organizationId), CUSTOMERS_CHANGED, { companyId })

/** The Parley users of a company's people (their votes are the company's demand). */
async function usersOfCompany(tx: Database, companyId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: customerPerson.userId })
    .from(customerPerson)
    .where(and(eq(customerPerson.companyId, companyId), isNotNull(customerPerson.userId)))
  return rows.flatMap((row) => (row.userId ? [row.userId] : []))
}

/**
 * Writes a company named by the host product's id: created, or its fields replaced (attributes given replace
 * the stored ones; omitted fields are kept). When its spend changes, every item its people voted for has its
 * demand recomputed in this transaction.
 */
export async function upsertCompanyByExternalId(
  tx: Database,
  organizationId: string,
  externalId: string,
  fields: CompanyFields,
): Promise<{ company: CompanyRow; created: boolean }> {
  await changingCustomersOf(tx, organizationId)
  const [existing] = await tx
    .select()
    .from(customerCompany)
    .where(
      and(eq(customerCompany.organizationId, organizationId), eq(customerCompany.externalId, externalId)),
    )
    .for('update')
    .limit(1)
  if (!existing) {
    const [inserted] = await tx
      .insert(customerCompany)
      .values({
        organizationId,
        externalId,
        name: fields.name,
        plan: fields.plan ?? null,
        monthlySpendCents: fields.monthlySpendCents ?? 0,
        attributes: fields.attributes ?? {},
      })
      .onConflictDoNothing()
      .returning()
    // Two first writes at once: the second takes the winner's row and updates it.
    if (!inserted) return upsertCompanyByExternalId(tx, organizationId, externalId, fields)
    await emitChanged(tx, organizationId, inserted.id)
    return { company: inserted, created: true }
  }
  return { company: await updateCompanyRow(tx, existing, fields), created: false }
}

async function updateCompanyRow(
  tx: Database,
  existing: CompanyRow,
  fields: CompanyFields,
): Promise<CompanyRow> {
  const [updated] = await tx
    .update(customerCompany)
    .set({
      name: fields.name,
      plan: fields.plan === undefined ? existing.plan : fields.plan,
      monthlySpendCents: fields.monthlySpendCents ?? existing.monthlySpendCents,
      attributes: fields.attributes ?? existing.attributes,
      updatedAt: new Date(),
    })
    .where(eq(customerCompany.id, existing.id))
    .returning()
  if (!updated) throw new AppError('NOT_FOUND', 'Company not found')
  if (updated.monthlySpendCents !== existing.monthlySpendCents) {
    await refreshDemandOfVoters(tx, await usersOfCompany(tx, existing.id))
  }
  await emitChanged(tx, existing.organizationId, existing.id)
  return updated
}

export type PersonFields = {
  email?: string | null | undefined
  name?: string | null | undefined
  /** The company's external id; null takes the person out of any company; undefined keeps it. */
  companyExternalId?: string | null | undefined
  attributes?: CustomerAttributesInput | undefined
}

async function companyIdByExternalId(tx: Database, organizationId: string, externalId: string) {
  const [found] = await tx
    .select({ id: customerCompany.id })
    .from(customerCompany)
    .where(
      and(eq(customerCompany.organizationId, organizationId), eq(customerCompany.externalId, externalId)),
    )
    .limit(1)
  if (!found) {
    throw new AppError('UNPROCESSABLE_ENTITY', 'No company has this external id', {
      company: ['Create the company first (PUT /companies/{externalId})'],
    })
  }
  return found.id
}

/**
 * Writes a person named by the host product's id. Their votes count for their company: an address finds (or
 * makes, as an unverified placeholder) the Parley account their votes are cast as, unless they already have
 * one (the widget's person). Moving them to another company moves their votes' demand in this transaction.
 */
export async function upsertPersonByExternalId(
  tx: Database,
  organizationId: string,
  externalId: string,
  fields: PersonFields & { userId?: string | undefined },
) {
  await changingCustomersOf(tx, organizationId)
  const companyId =
    fields.companyExternalId === undefined
      ? undefined
      : fields.companyExternalId === null
        ? null
        : await companyIdByExternalId(tx, organizationId, fields.companyExternalId)
  const email = fields.email ? normalizedEmail(fields.email) : fields.email
  const [existing] = await tx
    .select()
    .from(customerPerson)
    .where(and(eq(customerPerson.organizationId, organizationId), eq(customerPerson.externalId, externalId)))
    .for('update')
    .limit(1)
  let userId = fields.userId ?? existing?.userId ?? null
  if (!userId && email)
    userId = (await findOrCreatePersonByEmail(tx, { email, name: fields.name ?? undefined })).id
  // One customer person per account in an organisation: an account already known (by hand, another id) is taken over.
  const [sameUser] =
    userId && !existing
      ? await tx
          .select()
          .from(customerPerson)
          .where(and(eq(customerPerson.organizationId, organizationId), eq(customerPerson.userId, userId)))
          .for('update')
          .limit(1)
      : []
  const current = existing ?? sameUser
  const values = {
    externalId,
    userId,
    email: email === undefined ? (current?.email ?? null) : email,
    name: fields.name === undefined ? (current?.name ?? null) : fields.name,
    companyId: companyId === undefined ? (current?.companyId ?? null) : companyId,
    attributes: fields.attributes ?? current?.attributes ?? {},
    updatedAt: new Date(),
  }
  let row: typeof customerPerson.$inferSelect | undefined
  if (current) {
    ;[row] = await tx.update(customerPerson).set(values).where(eq(customerPerson.id, current.id)).returning()
  } else {
    ;[row] = await tx
      .insert(customerPerson)
      .values({ organizationId, ...values })
      .onConflictDoNothing()
      .returning()
    if (!row) return upsertPersonByExternalId(tx, organizationId, externalId, fields)
  }
  if (!row) throw new AppError('NOT_FOUND', 'Person not found')
  if (row.userId && (current?.companyId ?? null) !== row.companyId) {
    await refreshDemandOfVoters(tx, [row.userId])
  }
  await emitChanged(tx, organizationId, row.companyId)
  return { person: row, created: !current }
}

/**
 * The widget's signed token names the person's company: it becomes (or updates) the organisation's company and
 * the person joins it, in the transaction that maps the token to its person.
 */
export async function recordWidgetCustomer(
  tx: Database,
  organizationId: string,
  person: {
    userId: string
    externalId: string
    email: string | null
    name: string | null
    company: {
      id: string
      name: string
      plan?: string | undefined
      monthly_spend?: number | undefined
    } | null
  },
): Promise<void> {
  if (person.company) {
    await upsertCompanyByExternalId(tx, organizationId, person.company.id, {
      name: person.company.name,
      ...(person.company.plan !== undefined ? { plan: person.company.plan } : {}),
      ...(person.company.monthly_spend !== undefined
        ? { monthlySpendCents: Math.round(person.company.monthly_spend * 100) }
        : {}),
    })
  }
  await upsertPersonByExternalId(tx, organizationId, person.externalId, {
    userId: person.userId,
    email: person.email,
    name: person.name,
    companyExternalId: person.company ? person.company.id : undefined,
  })
}

export type CompanySummary = {
  id: string
  externalId: string | null
  name: string
  plan: string | null
  monthlySpendCents: number
  attributes: Record<string, string | number | boolean>
  peopleCount: number
}

const peopleCount = sql<number>`(select count(*)::int from ${customerPerson} where ${customerPerson.companyId} = ${customerCompany.id})`

/** One page of the organisation's companies, biggest spend first (keyset on spend and id), optionally searched by name. */
export async function listCompanies(
  db: Database,
  access: OrganizationAccess,
  input: { q?: string | undefined; cursor?: string | undefined; limit?: number | undefined },
): Promise<{ companies: CompanySummary[]; nextCursor: string | null }> {
  assertCustomersReader(access)
  const limit = input.limit ?? CUSTOMERS_PAGE_SIZE
  const conditions: SQL[] = [eq(customerCompany.organizationId, access.organization.id)]
  const q = input.q?.trim()
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    conditions.push(
      or(
        ilike(customerCompany.name, like),
        ilike(customerCompany.externalId, like),
        ilike(customerCompany.plan, like),
      ) as SQL,
    )
  }
  if (input.cursor) {
    const cursor = decodeCompanyCursor(input.cursor)
    conditions.push(
      sql`(${customerCompany.monthlySpendCents}, ${customerCompany.id}) < (${cursor.spend}, ${cursor.id})`,
    )
  }
  const rows = await db
    .select({
      id: customerCompany.id,
      externalId: customerCompany.externalId,
      name: customerCompany.name,
      plan: customerCompany.plan,
      monthlySpendCents: customerCompany.monthlySpendCents,
      attributes: customerCompany.attributes,
      peopleCount,
    })
    .from(customerCompany)
    .where(and(...conditions))
    .orderBy(desc(customerCompany.monthlySpendCents), desc(customerCompany.id))
    .limit(limit + 1)
  const page = rows.slice(0, limit)
  const last = page[page.length - 1]
  return {
    companies: page,
    nextCursor:
      rows.length > limit && last
        ? Buffer.from(JSON.stringify({ spend: last.monthlySpendCents, id: last.id })).toString('base64url')
        : null,
  }
}

function decodeCompanyCursor(cursor: string): { spend: number; id: string } {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (Number.isSafeInteger(parsed?.spend) && typeof parsed?.id === 'string') return parsed
  } catch {}
  throw new AppError('BAD_REQUEST', 'This list position is not valid; reload the list')
}

async function loadCompany(db: Database, access: OrganizationAccess, companyId: string) {
  const [company] = await db
    .select()
    .from(customerCompany)
    .where(and(eq(customerCompany.id, companyId), eq(customerCompany.organizationId, access.organization.id)))
    .limit(1)
  if (!company) throw new AppError('NOT_FOUND', 'Company not found')
  return company
}

export type CompanyPerson = {
  id: string
  externalId: string | null
  name: string | null
  email: string | null
  userId: string | null
  attributes: Record<string, string | number | boolean>
}

export type CompanyRequest = {
  itemId: string
  title: string
  projectSlug: string
  projectName: string
  status: { name: string; color: string }
  voteCount: number
  voters: string[]
  votedAt: string
}

/** A company with its people and every item they asked for (voted on), in projects and boards the viewer sees. */
export async function getCompanyDetail(db: Database, access: OrganizationAccess, companyId: string) {
  assertCustomersReader(access)
  const company = await loadCompany(db, access, companyId)
  const people: CompanyPerson[] = await db
    .select({
      id: customerPerson.id,
      externalId: customerPerson.externalId,
      name: sql<string | null>`coalesce(${customerPerson.name}, ${user.name})`,
      email: customerPerson.email,
      userId: customerPerson.userId,
      attributes: customerPerson.attributes,
    })
    .from(customerPerson)
    .leftJoin(user, eq(user.id, customerPerson.userId))
    .where(eq(customerPerson.companyId, company.id))
    .orderBy(asc(customerPerson.name), asc(customerPerson.id))
  const userIds = people.flatMap((person) => (person.userId ? [person.userId] : []))
  const requests = userIds.length > 0 ? await requestsOf(db, access, userIds) : []
  return {
    company: {
      id: company.id,
      externalId: company.externalId,
      name: company.name,
      plan: company.plan,
      monthlySpendCents: company.monthlySpendCents,
      attributes: company.attributes,
      createdAt: company.createdAt.toISOString(),
    },
    people,
    requests,
    canManage: canInOrganization(access, 'customers.manage'),
  }
}

async function requestsOf(
  db: Database,
  access: OrganizationAccess,
  userIds: string[],
): Promise<CompanyRequest[]> {
  const isEditor = canInOrganization(access, 'customers.manage')
  // A board limited to some teams shows only to them and editors; the company page follows the same rule.
  const boardVisible = isEditor
    ? sql`true`
    : sql`(${feedbackBoard.teamOnly} = false or cardinality(${feedbackBoard.teamIds}) = 0)`
  const rows = await db
    .select({
      itemId: feedbackItem.id,
      title: feedbackItem.title,
      projectSlug: project.slug,
      projectName: project.name,
      status: { name: feedbackStatus.name, color: feedbackStatus.color },
      voteCount: feedbackItem.voteCount,
      voters: sql<string[]>`array_agg(distinct ${user.name})`,
      votedAt: sql<string>`max(${feedbackVote.createdAt})`,
    })
    .from(feedbackVote)
    .innerJoin(feedbackItem, eq(feedbackItem.id, feedbackVote.itemId))
    .innerJoin(project, eq(project.id, feedbackItem.projectId))
    .innerJoin(feedbackBoard, eq(feedbackBoard.id, feedbackItem.boardId))
    .innerJoin(feedbackStatus, eq(feedbackStatus.id, feedbackItem.statusId))
    .innerJoin(user, eq(user.id, feedbackVote.userId))
    .where(
      and(
        inArray(feedbackVote.userId, userIds),
        eq(project.organizationId, access.organization.id),
        sql`${feedbackItem.mergedIntoId} is null`,
        sql`${feedbackItem.heldAt} is null`,
        boardVisible,
      ),
    )
    .groupBy(feedbackItem.id, project.slug, project.name, feedbackStatus.name, feedbackStatus.color)
    .orderBy(sql`max(${feedbackVote.createdAt}) desc`)
    .limit(200)
  return rows.map((row) => ({ ...row, votedAt: new Date(row.votedAt).toISOString() }))
}

/** A company made or changed by hand on the Customers page (no external id unless one is given). */
export async function saveCompany(
  db: Database,
  access: OrganizationAccess,
  input: CompanyFields & { id?: string | undefined; externalId?: string | null | undefined },
): Promise<{ id: string }> {
  assertCustomersReader(access)
  assertOrganizationPermission(access, 'customers.manage')
  const organizationId = access.organization.id
  return db.transaction(async (tx) => {
    await changingCustomersOf(tx, organizationId)
    if (input.externalId) {
      const [taken] = await tx
        .select({ id: customerCompany.id })
        .from(customerCompany)
        .where(
          and(
            eq(customerCompany.organizationId, organizationId),
            eq(customerCompany.externalId, input.externalId),
          ),
        )
        .limit(1)
      if (taken && taken.id !== input.id) {
        throw new AppError('CONFLICT', 'Another company has this external id', {
          externalId: ['Another company has this external id'],
        })
      }
    }
    if (!input.id) {
      const [inserted] = await tx
        .insert(customerCompany)
        .values({
          organizationId,
          externalId: input.externalId || null,
          name: input.name,
          plan: input.plan ?? null,
          monthlySpendCents: input.monthlySpendCents ?? 0,
          attributes: input.attributes ?? {},
        })
        .returning({ id: customerCompany.id })
      if (!inserted) throw new Error('The company was not created')
      await emitChanged(tx, organizationId, inserted.id)
      return inserted
    }
    const [existing] = await tx
      .select()
      .from(customerCompany)
      .where(and(eq(customerCompany.id, input.id), eq(customerCompany.organizationId, organizationId)))
      .for('update')
      .limit(1)
    if (!existing) throw new AppError('NOT_FOUND', 'Company not found')
    if (input.externalId !== undefined) {
      await tx
        .update(customerCompany)
        .set({ externalId: input.externalId || null })
        .where(eq(customerCompany.id, existing.id))
    }
    await updateCompanyRow(tx, existing, input)
    return { id: existing.id }
  })
}

/** Removes a company: its people stay (without a company) and the items they voted for lose its demand. */
export async function deleteCompany(db: Database, access: OrganizationAccess, companyId: string) {
  assertCustomersReader(access)
  assertOrganizationPermission(access, 'customers.manage')
  await db.transaction(async (tx) => {
    await changingCustomersOf(tx, access.organization.id)
    const company = await loadCompany(tx, access, companyId)
    const userIds = await usersOfCompany(tx, company.id)
    await tx.delete(customerCompany).where(eq(customerCompany.id, company.id))
    await refreshDemandOfVoters(tx, userIds)
    await emitChanged(tx, access.organization.id, null)
  })
}

/** A person added to a company by hand: by address (their votes are found or cast as that account). */
export async function addPersonToCompany(
  db: Database,
  access: OrganizationAccess,
  companyId: string,
  input: { email: string; name?: string | undefined },
) {
  assertCustomersReader(access)
  assertOrganizationPermission(access, 'customers.manage')
  return db.transaction(async (tx) => {
    await changingCustomersOf(tx, access.organization.id)
    const company = await loadCompany(tx, access, companyId)
    const account = await findOrCreatePersonByEmail(tx, { email: input.email, name: input.name })
    const [existing] = await tx
      .select()
      .from(customerPerson)
      .where(
        and(eq(customerPerson.organizationId, access.organization.id), eq(customerPerson.userId, account.id)),
      )
      .for('update')
      .limit(1)
    if (existing) {
      await tx
        .update(customerPerson)
        .set({
          companyId: company.id,
          email: normalizedEmail(input.email),
          name: input.name ?? existing.name,
          updatedAt: new Date(),
        })
        .where(eq(customerPerson.id, existing.id))
    } else {
      await tx.insert(customerPerson).values({
        organizationId: access.organization.id,
        userId: account.id,
        companyId: company.id,
        email: normalizedEmail(input.email),
        name: input.name ?? null,
      })
    }
    if (existing?.companyId !== company.id) await refreshDemandOfVoters(tx, [account.id])
    await emitChanged(tx, access.organization.id, company.id)
    return { userId: account.id }
  })
}
