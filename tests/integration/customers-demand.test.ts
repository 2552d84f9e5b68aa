import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { importCompaniesCsv } from '~/features/customers/server/csv-import.server'
import {
  getCompanyDetail,
  listCompanies,
  recordWidgetCustomer,
  saveCompany,
  upsertCompanyByExternalId,
  upsertPersonByExternalId,
} from '~/features/customers/server/customers.server'
import { renderDemandDigest, sendDemandDigests } from '~/features/customers/server/demand-digest.server'
import {
  deleteOrganizationSegment,
  segmentsPage,
  updateOrganizationSegment,
} from '~/features/customers/server/segments.server'
import { getRoadmap } from '~/features/feedback/roadmap/roadmap.server'
import { addComment, deleteComment } from '~/features/feedback/server/comments.server'
import { recomputeProjectDemand } from '~/features/feedback/server/counts.server'
import {
  deleteSegment,
  getItemDemand,
  listSegments,
  pinQuote,
  quoteCandidates,
  recordCompanyVote,
  saveSegment,
  segmentScopeOf,
  setDemandWeights,
  updateSegment,
} from '~/features/feedback/server/demand.server'
import { type FeedbackAccess, getFeedbackAccess } from '~/features/feedback/server/feedback-access.server'
import { getFeedbackDetail } from '~/features/feedback/server/item-detail.server'
import { setFeedbackStatus } from '~/features/feedback/server/items.server'
import { listFeedback } from '~/features/feedback/server/list.server'
import { mergeFeedback, unmergeFeedback } from '~/features/feedback/server/merge.server'
import { setVote } from '~/features/feedback/server/votes.server'
import type { Viewer } from '~/lib/viewer'
import { getOrganizationAccess } from '~/server/authz.server'
import { feedbackItem, notificationSetting } from '~/server/db/schema'
import { logger } from '~/server/logger.server'
import type { MailMessage } from '~/server/mail/mailer.server'
import { apiClient, insertApiKey, type TestApiKey, testApiApp } from '../helpers/api-keys'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'
import { expectAppError } from '../helpers/test-orgs'

/**
 * Customers and the demand behind feedback: companies and people from every door (the widget's token, the API,
 * CSV, by hand), revenue totals kept exact through votes (concurrent ones too), merges (a company on both
 * duplicates counts once), undos and spend changes, the members' sorts, and attributes, plans and spend never
 * shown to anyone outside the organisation.
 */

let w: FeedbackWorld
let call: ReturnType<typeof apiClient>
let key: TestApiKey
const db = () => w.db
const orgAccess = (who: Viewer | null) => getOrganizationAccess(db(), who, w.org.slug)

/** A company with `size` people (inserted users), its spend in cents. */
async function company(externalId: string, name: string, spendCents: number, size: number, plan = 'Pro') {
  await db().transaction((tx) =>
    upsertCompanyByExternalId(tx, w.org.id, externalId, {
      name,
      plan,
      monthlySpendCents: spendCents,
      attributes: { region: 'EU', secretNote: `${name}-internal` },
    }),
  )
  const people: Viewer[] = []
  for (let index = 0; index < size; index++) {
    const viewer = await w.insertUser(`${externalId}p${index}`)
    await db().transaction((tx) =>
      upsertPersonByExternalId(tx, w.org.id, `${externalId}-person-${index}`, {
        userId: viewer.userId,
        name: viewer.name,
        companyExternalId: externalId,
      }),
    )
    people.push(viewer)
  }
  return people
}

const vote = async (who: Viewer, itemId: string, voted = true) =>
  setVote(db(), await w.access(who), itemId, voted)
const demandOf = async (itemId: string) => {
  const row = await w.itemRow(itemId)
  return { companies: row.demandCompanies, revenue: row.demandRevenueCents }
}

let acme: Viewer[]
let globex: Viewer[]
let initech: Viewer[]

beforeAll(async () => {
  w = await createFeedbackWorld()
  call = apiClient(testApiApp(w.db))
  key = await insertApiKey(w.db, { organizationId: w.org.id, name: 'Billing', createdBy: w.people.owner.id })
  acme = await company('acme', 'Acme Corp', 5_000_00, 6, 'Enterprise')
  globex = await company('globex', 'Globex', 1_200_50, 3, 'Pro')
  initech = await company('initech', 'Initech', 49_00, 2, 'Starter')
}, 120_000)
afterAll(() => w?.close())

describe('revenue behind an item', () => {
  test('a company counts once however many of its people vote, and leaves when the last one unvotes', async () => {
    const { id } = await w.post('owner', 'Single sign-on')
    await vote(acme[0] as Viewer, id)
    await vote(acme[1] as Viewer, id)
    await vote(initech[0] as Viewer, id)
    expect(await demandOf(id)).toEqual({ companies: 2, revenue: 5_049_00 })
    await vote(acme[0] as Viewer, id, false)
    expect(await demandOf(id)).toEqual({ companies: 2, revenue: 5_049_00 })
    await vote(acme[1] as Viewer, id, false)
    expect(await demandOf(id)).toEqual({ companies: 1, revenue: 49_00 })
  })

  test('concurrent votes of many people of several companies end exact', async () => {
    const { id } = await w.post('owner', 'Audit log')
    const everyone = [...acme, ...globex, ...initech]
    await Promise.all(everyone.map((viewer) => vote(viewer, id)))
    expect(await demandOf(id)).toEqual({ companies: 3, revenue: 5_000_00 + 1_200_50 + 49_00 })
    await Promise.all(everyone.slice(0, 8).map((viewer) => vote(viewer, id, false)))
    // Left: globex's third person and both of initech's.
    expect(await demandOf(id)).toEqual({ companies: 2, revenue: 1_200_50 + 49_00 })
  })

  test('a merge counts a company on both duplicates once; the undo gives each its own again', async () => {
    const target = await w.post('owner', 'Export to Excel')
    const duplicate = await w.post('owner', 'Excel export please')
    await vote(acme[0] as Viewer, target.id)
    await vote(acme[2] as Viewer, duplicate.id)
    await vote(globex[0] as Viewer, duplicate.id)
    expect(await demandOf(target.id)).toEqual({ companies: 1, revenue: 5_000_00 })
    await mergeFeedback(db(), await w.access('owner'), duplicate.id, target.id)
    expect(await demandOf(target.id)).toEqual({ companies: 2, revenue: 6_200_50 })
    // Concurrent votes while merged still count each company once.
    await Promise.all([vote(acme[3] as Viewer, target.id), vote(globex[1] as Viewer, target.id)])
    expect(await demandOf(target.id)).toEqual({ companies: 2, revenue: 6_200_50 })
    await unmergeFeedback(db(), await w.access('owner'), duplicate.id)
    expect(await demandOf(target.id)).toEqual({ companies: 2, revenue: 6_200_50 })
    expect(await demandOf(duplicate.id)).toEqual({ companies: 2, revenue: 6_200_50 })
    await vote(globex[1] as Viewer, target.id, false)
    expect(await demandOf(target.id)).toEqual({ companies: 1, revenue: 5_000_00 })
  })

  test('a new spend, a person changing company and a removed company move the totals at once', async () => {
    const { id } = await w.post('owner', 'Dark mode for reports')
    await vote(initech[1] as Viewer, id)
    await db().transaction((tx) =>
      upsertCompanyByExternalId(tx, w.org.id, 'initech', { name: 'Initech', monthlySpendCents: 99_00 }),
    )
    expect(await demandOf(id)).toEqual({ companies: 1, revenue: 99_00 })
    await db().transaction((tx) =>
      upsertPersonByExternalId(tx, w.org.id, 'initech-person-1', { companyExternalId: 'globex' }),
    )
    expect(await demandOf(id)).toEqual({ companies: 1, revenue: 1_200_50 })
    await db().transaction((tx) =>
      upsertPersonByExternalId(tx, w.org.id, 'initech-person-1', { companyExternalId: 'initech' }),
    )
    expect(await demandOf(id)).toEqual({ companies: 1, revenue: 99_00 })
  })

  /**
   * A write left uncommitted until `commit` (the first of two racing transactions); `written` resolves once its
   * statements ran. On PGlite the other transaction waits for it whole; on PostgreSQL only the demand's turn makes
   * them wait, which is what the races below prove.
   */
  function heldOpen(write: (tx: ReturnType<typeof db>) => Promise<unknown>) {
    let release = () => {}
    let written = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    const wrote = new Promise<void>((resolve) => {
      written = resolve
    })
    const committed = db().transaction(async (tx) => {
      await write(tx as unknown as ReturnType<typeof db>)
      written()
      await released
    })
    return {
      written: Promise.race([wrote, committed]),
      commit: async () => {
        release()
        await committed
      },
    }
  }
  const aMoment = () => new Promise((resolve) => setTimeout(resolve, 300))

  test('a spend change racing the first vote of its company on an item leaves no total behind, either way', async () => {
    const spend = (monthlySpendCents: number) => (tx: ReturnType<typeof db>) =>
      upsertCompanyByExternalId(tx, w.org.id, 'initech', { name: 'Initech', monthlySpendCents })
    // The change first: the vote waits for it and counts the new spend.
    const first = await w.post('owner', 'Offline mode')
    const change = heldOpen(spend(77_00))
    await change.written
    const voting = vote(initech[0] as Viewer, first.id)
    await aMoment()
    await change.commit()
    await voting
    expect(await demandOf(first.id)).toEqual({ companies: 1, revenue: 77_00 })
    // The vote first: the change waits for it and sees its item.
    const second = await w.post('owner', 'Calendar sync')
    // The access is read first: on PGlite a query outside the open transaction would wait for it.
    const access = await w.access(initech[1] as Viewer)
    const voted = heldOpen((tx) => setVote(tx, access, second.id, true))
    await voted.written
    const changing = db().transaction(spend(88_00))
    await aMoment()
    await voted.commit()
    await changing
    expect(await demandOf(second.id)).toEqual({ companies: 1, revenue: 88_00 })
    expect(await demandOf(first.id)).toEqual({ companies: 1, revenue: 88_00 })
    await db().transaction(spend(49_00))
    expect(await demandOf(first.id)).toEqual({ companies: 1, revenue: 49_00 })
  })

  test('a person joining a company while they vote brings the company to the item', async () => {
    const newcomer = await w.insertUser('newcomer')
    const { id } = await w.post('owner', 'Two-factor by SMS')
    const joining = heldOpen((tx) =>
      upsertPersonByExternalId(tx, w.org.id, 'newcomer', {
        userId: newcomer.userId,
        companyExternalId: 'globex',
      }),
    )
    await joining.written
    const voting = vote(newcomer, id)
    await aMoment()
    await joining.commit()
    await voting
    expect(await demandOf(id)).toEqual({ companies: 1, revenue: 1_200_50 })
  })

  test('the recompute path finds exactly what the counters hold', async () => {
    const before = await db()
      .select({ id: feedbackItem.id, c: feedbackItem.demandCompanies, r: feedbackItem.demandRevenueCents })
      .from(feedbackItem)
      .where(eq(feedbackItem.projectId, w.projects.public.id))
    await db().update(feedbackItem).set({ demandCompanies: 0, demandRevenueCents: 0 })
    await recomputeProjectDemand(db(), w.projects.public.id)
    const after = await db()
      .select({ id: feedbackItem.id, c: feedbackItem.demandCompanies, r: feedbackItem.demandRevenueCents })
      .from(feedbackItem)
      .where(eq(feedbackItem.projectId, w.projects.public.id))
    expect(new Map(after.map((row) => [row.id, row]))).toEqual(new Map(before.map((row) => [row.id, row])))
  })
})

describe('sorts, the demand panel and recorded votes', () => {
  test('members sort by revenue and companies; anyone else gets the top sort and no demand', async () => {
    const big = await w.post('owner', 'Idea of the three biggest')
    for (const viewer of [acme[4], globex[2], initech[0]] as Viewer[]) await vote(viewer, big.id)
    const members = await listFeedback(db(), await w.access('member'), { board: 'all', sort: 'revenue' })
    expect(members.items[0]?.id).toBe(big.id)
    expect(members.items[0]?.demand?.companies).toBe(3)
    const byCompanies = await listFeedback(db(), await w.access('member'), {
      board: 'all',
      sort: 'companies',
    })
    expect(byCompanies.items[0]?.demand?.companies).toBe(3)
    const pageOne = await listFeedback(db(), await w.access('member'), {
      board: 'all',
      sort: 'revenue',
      limit: 2,
    })
    const pageTwo = await listFeedback(db(), await w.access('member'), {
      board: 'all',
      sort: 'revenue',
      limit: 2,
      cursor: pageOne.nextCursor ?? undefined,
    })
    expect(pageTwo.items.map((item) => item.id)).not.toContain(pageOne.items[0]?.id)
    const enterprise = await listFeedback(db(), await w.access('member'), {
      board: 'all',
      sort: 'top',
      plan: 'Enterprise',
    })
    expect(enterprise.items.length).toBeGreaterThan(0)
    for (const who of ['anonymous', 'outsider'] as const) {
      const visitor = await listFeedback(db(), await w.access(who), {
        board: 'all',
        sort: 'revenue',
        plan: 'Enterprise',
      })
      const top = await listFeedback(db(), await w.access(who), { board: 'all', sort: 'top' })
      expect(visitor.items.map((item) => item.id)).toEqual(top.items.map((item) => item.id))
      expect(visitor.items.every((item) => item.demand === null)).toBe(true)
    }
  })

  test('the roadmap orders its columns by revenue and companies and filters by plan for members only', async () => {
    const statuses = await w.statusesOf()
    const planned = statuses.find((status) => status.name === 'Planned')?.id as string
    const owner = await w.access('owner')
    const quiet = await w.post('owner', 'Roadmap: the big customers’ idea')
    const loud = await w.post('owner', 'Roadmap: the popular idea')
    for (const item of [quiet, loud]) await setFeedbackStatus(db(), owner, item.id, { statusId: planned })
    // More votes on the loud one, but only from the smallest company; the quiet one has the two biggest.
    await vote(acme[0] as Viewer, quiet.id)
    await vote(globex[0] as Viewer, quiet.id)
    for (const viewer of [initech[0], initech[1], w.people.outsider.viewer] as Viewer[])
      await vote(viewer, loud.id)
    const column = (columns: Awaited<ReturnType<typeof getRoadmap>>) =>
      (columns.find((entry) => entry.status.id === planned)?.cards ?? []).filter((card) =>
        card.title.startsWith('Roadmap:'),
      )

    const byVotes = column(await getRoadmap(db(), await w.access('member'), {}))
    expect(byVotes.map((card) => card.id)).toEqual([loud.id, quiet.id])
    const byRevenue = column(await getRoadmap(db(), await w.access('member'), { sort: 'revenue' }))
    expect(byRevenue.map((card) => card.id)).toEqual([quiet.id, loud.id])
    expect(byRevenue[0]?.demand).toEqual({ companies: 2, revenueCents: 5_000_00 + 1_200_50 })
    const byCompanies = column(await getRoadmap(db(), await w.access('member'), { sort: 'companies' }))
    expect(byCompanies.map((card) => card.id)).toEqual([quiet.id, loud.id])
    const starter = column(await getRoadmap(db(), await w.access('member'), { plan: 'Starter' }))
    expect(starter.map((card) => card.id)).toEqual([loud.id])

    // Anyone else asking for the demand order or the plan filter silently gets the editors' order, every
    // card, and no demand at all.
    for (const who of ['anonymous', 'outsider'] as const) {
      const asked = await getRoadmap(db(), await w.access(who), { sort: 'revenue', plan: 'Starter' })
      expect(column(asked).map((card) => card.id)).toEqual([loud.id, quiet.id])
      expect(asked.flatMap((entry) => entry.cards).every((card) => card.demand === null)).toBe(true)
      expect(JSON.stringify(asked)).not.toContain('revenueCents')
    }
  })

  test('the panel groups voters by company and shows its score term by term; nobody outside sees it', async () => {
    const { id } = await w.post('owner', 'Scheduled exports')
    await vote(acme[5] as Viewer, id)
    await setDemandWeights(db(), await w.access('owner'), { votes: 1, companies: 10, revenue: 2, recency: 0 })
    const demand = await getItemDemand(db(), await w.access('member'), id)
    expect(demand.companies.map((entry) => entry.name)).toEqual(['Acme Corp'])
    expect(demand.score.terms.find((term) => term.name === 'companies')?.points).toBe(10)
    expect(demand.score.total).toBe(2 * 1 + 10 + 2 * 5)
    for (const who of ['anonymous', 'outsider'] as const) {
      await expectAppError(getItemDemand(db(), await w.access(who), id), 'NOT_FOUND')
    }
    await expectAppError(
      setDemandWeights(db(), await w.access('member'), { votes: 1, companies: 1, revenue: 1, recency: 1 }),
      'FORBIDDEN',
    )
  })

  test('members pin a few telling comments, shown with author and company; nobody else sees or pins them', async () => {
    const { id } = await w.post('owner', 'Offline mode')
    const other = await w.post('owner', 'Something else')
    const said = async (who: Viewer, body: string) =>
      (await addComment(db(), await w.access(who), id, { body, internal: false })).id
    const fromAcme = await said(acme[0] as Viewer, 'We lose a day a week without it')
    const fromGlobex = await said(globex[0] as Viewer, 'Our field teams have no signal')
    const plain = await Promise.all(
      ['+1', 'Same here', 'Please'].map((body) => said(initech[0] as Viewer, body)),
    )
    const member = await w.access('member')

    const offered = await quoteCandidates(db(), member, id)
    expect(offered.map((quote) => quote.commentId)).toContain(fromAcme)
    await pinQuote(db(), member, id, { commentId: fromGlobex, pinned: true })
    await pinQuote(db(), member, id, { commentId: fromAcme, pinned: true })
    // Pinning twice is harmless.
    await pinQuote(db(), member, id, { commentId: fromAcme, pinned: true })
    let demand = await getItemDemand(db(), member, id)
    expect(demand.quotes.map((quote) => [quote.body, quote.author, quote.company])).toEqual([
      ['Our field teams have no signal', globex[0]?.name, 'Globex'],
      ['We lose a day a week without it', acme[0]?.name, 'Acme Corp'],
    ])

    // At most a few: the fourth is refused until one is unpinned.
    await pinQuote(db(), member, id, { commentId: plain[0] as string, pinned: true })
    await expectAppError(
      pinQuote(db(), member, id, { commentId: plain[1] as string, pinned: true }),
      'BAD_REQUEST',
    )
    await pinQuote(db(), member, id, { commentId: plain[0] as string, pinned: false })
    await pinQuote(db(), member, id, { commentId: plain[1] as string, pinned: true })
    // Concurrent pins for the last place: one wins.
    await pinQuote(db(), member, id, { commentId: plain[1] as string, pinned: false })
    const race = await Promise.allSettled(
      [plain[0], plain[2]].map((commentId) =>
        pinQuote(db(), member, id, { commentId: commentId as string, pinned: true }),
      ),
    )
    expect(race.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    expect((await getItemDemand(db(), member, id)).quotes).toHaveLength(3)

    // A comment of another item is not this item's quote; a deleted comment leaves the pins.
    const elsewhere = (
      await addComment(db(), await w.access('owner'), other.id, { body: 'x', internal: false })
    ).id
    await pinQuote(db(), member, id, { commentId: fromAcme, pinned: false })
    await expectAppError(pinQuote(db(), member, id, { commentId: elsewhere, pinned: true }), 'NOT_FOUND')
    await deleteComment(db(), await w.access('owner'), id, fromGlobex)
    demand = await getItemDemand(db(), member, id)
    expect(demand.quotes.map((quote) => quote.commentId)).not.toContain(fromGlobex)

    for (const who of ['anonymous', 'outsider'] as const) {
      await expectAppError(quoteCandidates(db(), await w.access(who), id), 'NOT_FOUND')
      await expectAppError(
        pinQuote(db(), await w.access(who), id, { commentId: fromAcme, pinned: true }),
        'NOT_FOUND',
      )
    }
    const customer = acme[1] as Viewer
    await expectAppError(
      pinQuote(db(), await w.access(customer), id, { commentId: fromAcme, pinned: true }),
      'NOT_FOUND',
    )
  })

  test('a member records a vote for a company from a call, with a note and a link for members only', async () => {
    const { id } = await w.post('owner', 'Slack integration')
    const companies = await listCompanies(db(), await orgAccess(w.people.member.viewer), { q: 'globex' })
    const globexId = companies.companies[0]?.id as string
    await recordCompanyVote(db(), await w.access('member'), id, {
      companyId: globexId,
      email: 'cto@globex.example',
      note: 'Blocking their renewal',
      url: 'https://support.example/tickets/42',
    })
    const demand = await getItemDemand(db(), await w.access('owner'), id)
    const voter = demand.companies[0]?.voters.find((entry) => entry.note)
    expect(voter).toMatchObject({ note: 'Blocking their renewal', url: 'https://support.example/tickets/42' })
    expect(await demandOf(id)).toEqual({ companies: 1, revenue: 1_200_50 })
    await expectAppError(
      recordCompanyVote(db(), await w.access('outsider'), id, { companyId: globexId, note: '', url: '' }),
      'NOT_FOUND',
    )
  })

  test('a person joined to a company by a recorded vote brings their earlier votes elsewhere to the company', async () => {
    const [initechId] = (await listCompanies(db(), await orgAccess(w.people.member.viewer), { q: 'initech' }))
      .companies
    const caller = await w.insertUser('caller-of-initech')
    const earlier = await w.post('owner', 'Recorded join: earlier idea')
    await vote(caller, earlier.id)
    expect(await demandOf(earlier.id)).toEqual({ companies: 0, revenue: 0 })
    const now = await w.post('owner', 'Recorded join: the call')
    await recordCompanyVote(db(), await w.access('member'), now.id, {
      companyId: String(initechId?.id),
      email: String(caller.email),
      note: 'Said on the call',
      url: '',
    })
    expect(await demandOf(now.id)).toEqual({ companies: 1, revenue: 49_00 })
    // The idea they had voted for before the call now counts Initech too.
    expect(await demandOf(earlier.id)).toEqual({ companies: 1, revenue: 49_00 })
  })
})

describe('segments', () => {
  test('members save a segment of plans and attributes and see only the items its companies voted for', async () => {
    // Acme (Enterprise) and Globex (Pro) are in the EU; a US company on Enterprise must not match "Enterprise, EU".
    const [usPerson] = await company('umbrella', 'Umbrella', 30_00, 1, 'Enterprise')
    await db().transaction((tx) =>
      upsertCompanyByExternalId(tx, w.org.id, 'umbrella', { name: 'Umbrella', attributes: { region: 'US' } }),
    )
    const eu = await w.post('owner', 'Segment: asked by Acme')
    const us = await w.post('owner', 'Segment: asked by Umbrella')
    const pro = await w.post('owner', 'Segment: asked by Globex')
    await vote(acme[0] as Viewer, eu.id)
    await vote(usPerson as Viewer, us.id)
    await vote(globex[0] as Viewer, pro.id)
    const member = await w.access('member')
    const { id: segment } = await saveSegment(db(), segmentScopeOf(member), {
      name: 'Enterprise, EU',
      plans: ['Enterprise'],
      attributes: [{ key: 'region', value: 'EU' }],
    })
    const { id: allEu } = await saveSegment(db(), segmentScopeOf(member), {
      name: 'EU',
      plans: [],
      attributes: [{ key: 'region', value: 'EU' }],
    })
    // By name, in the database's collation (which may put "EU" first).
    expect((await listSegments(db(), segmentScopeOf(member))).map((entry) => entry.name).sort()).toEqual(
      ['EU', 'Enterprise, EU'].sort(),
    )
    const titles = async (input: { segment: string }) =>
      (await listFeedback(db(), member, { board: 'all', sort: 'new', ...input })).items
        .map((item) => item.title)
        .filter((title) => title.startsWith('Segment:'))
    expect(await titles({ segment })).toEqual(['Segment: asked by Acme'])
    expect(await titles({ segment: allEu })).toEqual(['Segment: asked by Globex', 'Segment: asked by Acme'])
    // The roadmap takes the same filter.
    const roadmap = await getRoadmap(db(), member, { segment })
    expect(
      roadmap
        .flatMap((column) => column.cards)
        .every((card) => !card.title.startsWith('Segment: asked by U')),
    ).toBe(true)

    // A segment of everyone filters nothing and is refused; anyone else neither sees, saves nor filters by one.
    await expectAppError(
      saveSegment(db(), segmentScopeOf(member), { name: 'All', plans: [], attributes: [] }),
      'BAD_REQUEST',
    )
    for (const who of ['anonymous', 'outsider'] as const) {
      const access = await w.access(who)
      expect(await listSegments(db(), segmentScopeOf(access))).toEqual([])
      await expectAppError(
        saveSegment(db(), segmentScopeOf(access), { name: 'x', plans: ['Pro'], attributes: [] }),
        'NOT_FOUND',
      )
      await expectAppError(deleteSegment(db(), segmentScopeOf(access), segment), 'NOT_FOUND')
      const filtered = await listFeedback(db(), access, { board: 'all', sort: 'top', segment })
      const all = await listFeedback(db(), access, { board: 'all', sort: 'top' })
      expect(filtered.items.map((item) => item.id)).toEqual(all.items.map((item) => item.id))
    }
    await deleteSegment(db(), segmentScopeOf(member), allEu)
    expect((await listSegments(db(), segmentScopeOf(member))).map((entry) => entry.name)).toEqual([
      'Enterprise, EU',
    ])
  })

  test('a member changes a segment from the list or the Customers page; anyone else is told there is none', async () => {
    const member = await w.access('member')
    const { id: segment } = await saveSegment(db(), segmentScopeOf(member), {
      name: 'Starter',
      plans: ['Starter'],
      attributes: [],
    })
    const starter = await w.post('owner', 'Segment edit: asked by Initech')
    const pro = await w.post('owner', 'Segment edit: asked by Globex')
    await vote(initech[0] as Viewer, starter.id)
    await vote(globex[1] as Viewer, pro.id)
    const titles = async () =>
      (await listFeedback(db(), member, { board: 'all', sort: 'new', segment })).items
        .map((item) => item.title)
        .filter((title) => title.startsWith('Segment edit:'))
    expect(await titles()).toEqual(['Segment edit: asked by Initech'])
    const change = { name: 'Pro, EU', plans: ['Pro'], attributes: [{ key: 'region', value: 'EU' }] }
    await updateSegment(db(), segmentScopeOf(member), segment, change)
    expect((await listSegments(db(), segmentScopeOf(member))).find((entry) => entry.id === segment)).toEqual({
      id: segment,
      name: 'Pro, EU',
      plans: ['Pro'],
      attributes: { region: 'EU' },
    })
    // The filter in use by its id follows the change.
    expect(await titles()).toEqual(['Segment edit: asked by Globex'])
    await expectAppError(
      updateSegment(db(), segmentScopeOf(member), segment, { name: 'Everyone', plans: [], attributes: [] }),
      'BAD_REQUEST',
    )

    // Who may change it, from a project's feedback: members (owners and admins are members too) and nobody else.
    const widgetPerson = await getFeedbackAccess(
      db(),
      {
        ...(w.viewerOf('member') as Viewer),
        external: { organizationId: w.org.id, projectId: w.projects.public.id, externalId: 'seg-1' },
      },
      { orgSlug: w.org.slug, projectSlug: w.projects.public.slug },
    )
    const matrix: [string, FeedbackAccess, 'ok' | 'NOT_FOUND'][] = [
      ['owner', await w.access('owner'), 'ok'],
      ['admin', await w.access('admin'), 'ok'],
      ['member', member, 'ok'],
      ['outsider', await w.access('outsider'), 'NOT_FOUND'],
      ['anonymous', await w.access('anonymous'), 'NOT_FOUND'],
      ['widget person', widgetPerson, 'NOT_FOUND'],
    ]
    for (const [who, access, expected] of matrix) {
      const attempt = updateSegment(db(), segmentScopeOf(access), segment, { ...change, name: `By ${who}` })
      if (expected === 'ok') expect((await attempt).id, who).toBe(segment)
      else await expectAppError(attempt, expected)
    }
    // Another organisation's segment is no segment of this one.
    await expectAppError(
      updateSegment(db(), { organizationId: 'another-org', isMember: true }, segment, change),
      'NOT_FOUND',
    )

    // From the Customers page: the organisation's members; an outsider and a visitor are told there is none.
    for (const who of ['owner', 'member'] as const) {
      const access = await orgAccess(w.viewerOf(who))
      await updateOrganizationSegment(db(), access, segment, { ...change, name: `Page ${who}` })
      expect((await segmentsPage(db(), access)).segments.map((entry) => entry.name)).toContain(`Page ${who}`)
    }
    for (const who of ['outsider', 'anonymous'] as const) {
      const attempt = orgAccess(w.viewerOf(who)).then((access) =>
        updateOrganizationSegment(db(), access, segment, { ...change, name: 'Stolen' }),
      )
      await expectAppError(attempt, 'NOT_FOUND')
      await expectAppError(
        orgAccess(w.viewerOf(who)).then((access) => segmentsPage(db(), access)),
        'NOT_FOUND',
      )
    }
    const page = await segmentsPage(db(), await orgAccess(w.viewerOf('member')))
    expect(page.projects.map((entry) => entry.slug)).toContain(w.projects.public.slug)
    expect(page.plans).toEqual(expect.arrayContaining(['Enterprise', 'Pro', 'Starter']))
    await deleteOrganizationSegment(db(), await orgAccess(w.viewerOf('member')), segment)
    expect((await listSegments(db(), segmentScopeOf(member))).map((entry) => entry.id)).not.toContain(segment)
  })
})

describe('customers never leave the organisation', () => {
  test('public pages and public API answers of other resources carry no company, plan, spend or attribute', async () => {
    const { id } = await w.post('owner', 'Webhooks for invoices')
    await vote(acme[0] as Viewer, id)
    const secrets = ['Acme Corp', 'Enterprise', 'Acme Corp-internal', 'secretNote', 'demand', '500000']
    for (const who of ['anonymous', 'outsider'] as const) {
      const access = await w.access(who)
      const shown = JSON.stringify([
        await getFeedbackDetail(db(), access, id),
        await listFeedback(db(), access, { board: 'all', sort: 'trending' }),
      ])
      for (const secret of secrets.slice(0, 4)) expect(shown).not.toContain(secret)
      expect(shown).not.toContain('"demand":{')
    }
    const fromApi = await call('GET', `/feedback/${id}`, { key })
    expect(fromApi.status).toBe(200)
    for (const secret of secrets) expect(fromApi.text).not.toContain(secret)
    const list = await call('GET', `/projects/${w.projects.public.slug}/feedback?sort=top`, { key })
    for (const secret of secrets) expect(list.text).not.toContain(secret)
  })

  test('customers are for members only: outsiders are told there are none, plain members may not change them', async () => {
    await expectAppError(
      orgAccess(w.people.outsider.viewer).then((a) => listCompanies(db(), a, {})),
      'NOT_FOUND',
    )
    await expectAppError(
      orgAccess(null).then((a) => listCompanies(db(), a, {})),
      'NOT_FOUND',
    )
    const page = await listCompanies(db(), await orgAccess(w.people.member.viewer), {})
    expect(page.companies[0]?.name).toBe('Acme Corp')
    await expectAppError(
      saveCompany(db(), await orgAccess(w.people.member.viewer), { name: 'Nope' }),
      'FORBIDDEN',
    )
    const detail = await getCompanyDetail(
      db(),
      await orgAccess(w.people.member.viewer),
      page.companies[0]?.id as string,
    )
    expect(detail.people.length).toBeGreaterThanOrEqual(6)
    expect(detail.requests.map((request) => request.title)).toContain('Export to Excel')
  })
})

describe('the doors companies come in by', () => {
  test('the public API writes and reads companies and people with the customers scopes only', async () => {
    const put = await call('PUT', '/companies/umbrella', {
      key,
      body: { name: 'Umbrella', plan: 'Enterprise', monthly_spend: 12500.5, attributes: { region: 'US' } },
    })
    expect(put.status).toBe(200)
    expect(put.json).toMatchObject({
      external_id: 'umbrella',
      monthly_spend: 12500.5,
      attributes: { region: 'US' },
    })
    const person = await call('PUT', '/people/u-1', {
      key,
      body: { email: 'alice@umbrella.example', name: 'Alice', company: 'umbrella' },
    })
    expect(person.status).toBe(200)
    expect(person.json).toMatchObject({ company: 'umbrella', email: 'alice@umbrella.example' })
    const unknown = await call('PUT', '/people/u-2', { key, body: { company: 'nobody' } })
    expect(unknown.status).toBe(422)
    expect((await call('GET', '/companies?q=umbr', { key })).json?.data).toHaveLength(1)
    expect((await call('GET', '/people/u-1', { key })).status).toBe(200)
    const feedbackOnly = await insertApiKey(w.db, { organizationId: w.org.id, scopes: ['feedback:read'] })
    expect((await call('GET', '/companies', { key: feedbackOnly })).status).toBe(403)
    expect((await call('PUT', '/companies/x', { key: feedbackOnly, body: { name: 'X' } })).status).toBe(403)
  })

  test("the widget's token makes the company and its person", async () => {
    const viewer = await w.insertUser('widgetperson')
    await db().transaction((tx) =>
      recordWidgetCustomer(tx, w.org.id, {
        userId: viewer.userId,
        externalId: 'host-user-7',
        email: 'w@hooli.example',
        name: 'Widget Person',
        company: { id: 'hooli', name: 'Hooli', plan: 'Pro', monthly_spend: 800 },
      }),
    )
    const { id } = await w.post('owner', 'Widget-born idea')
    await vote(viewer, id)
    expect(await demandOf(id)).toEqual({ companies: 1, revenue: 800_00 })
  })

  test('a CSV file imports all its rows or, with a bad row, none', async () => {
    const access = await orgAccess(w.people.owner.viewer)
    const bad = await importCompaniesCsv(db(), access, 'external_id,name,monthly_spend\nc1,One,10\nc2,,20\n')
    expect(bad).toMatchObject({ created: 0, problems: [{ row: 3 }] })
    const good = await importCompaniesCsv(
      db(),
      access,
      '\uFEFFexternal_id,name,plan,monthly_spend,region\nc1,One,Pro,"1,000",EU\nc2,Two,,20.5,US\n',
    )
    expect(good).toEqual({ created: 2, updated: 0, problems: [] })
    const page = await listCompanies(db(), access, { q: 'One' })
    expect(page.companies[0]).toMatchObject({ monthlySpendCents: 1_000_00, attributes: { region: 'EU' } })
  })
})

describe('the weekly digest', () => {
  test('renders the week’s demand and goes to the members who chose it only', async () => {
    const mail = await renderDemandDigest(db(), {
      organizationId: w.org.id,
      organizationName: w.org.name,
      organizationSlug: w.org.slug,
      baseUrl: 'https://parley.example',
      since: new Date(Date.now() - 7 * 24 * 3600 * 1000),
    })
    expect(mail?.subject).toContain('this week’s demand')
    expect(mail?.text).toContain('Idea of the three biggest')
    expect(mail?.html).toContain('Most revenue gained')
    await db()
      .insert(notificationSetting)
      .values({ userId: w.people.member.id, settings: { demandDigest: true } })
      .onConflictDoUpdate({ target: notificationSetting.userId, set: { settings: { demandDigest: true } } })
    const sent: MailMessage[] = []
    const count = await sendDemandDigests(
      {
        db: db(),
        mailer: { send: async (message) => void sent.push(message), close: () => {} },
        baseUrl: 'https://parley.example',
        logger,
      },
      new Date(),
    )
    expect(count).toBe(1)
    expect(sent.map((message) => message.to)).toEqual([w.people.member.viewer.email])
  })
})
