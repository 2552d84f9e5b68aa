import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { DEMO_TEAMMATES } from '~/app/demo/demo-chat-content.server'
import { DEMO_CUSTOMER_VOTERS } from '~/app/demo/demo-customers.server'
import { seedProjectFeedback } from '~/app/demo/demo-feedback.server'
import {
  DEMO_PEOPLE,
  PRIVATE_FEEDBACK,
  PUBLIC_FEEDBACK,
  PUBLIC_HELD_POSTS,
} from '~/app/demo/demo-feedback-content.server'
import { DEMO_ORGANIZATION, DEMO_PROJECTS, DEMO_USER, seedDemoContent } from '~/app/demo/demo-seed.server'
import { DEMO_DRAFT_UPDATE, DEMO_UPDATES, seedProjectUpdates } from '~/app/demo/demo-updates.server'
import { DEMO_API_KEYS } from '~/features/api-keys/demo-api-keys.server'
import { getRoadmap } from '~/features/feedback/roadmap/roadmap.server'
import { getFeedbackAccess } from '~/features/feedback/server/feedback-access.server'
import { getFeedbackDetail } from '~/features/feedback/server/item-detail.server'
import { listFeedback } from '~/features/feedback/server/list.server'
import { listTeamsOfUser } from '~/features/orgs/orgs.server'
import { listRecentActivity, listVisibleProjects } from '~/features/projects/projects.server'
import { getUpdate, listDrafts, listUpdates } from '~/features/updates/server/read.server'
import { getUpdatesAccess } from '~/features/updates/server/updates-access.server'
import { DEMO_WEBHOOKS, seedDemoWebhooks } from '~/features/webhooks/demo-webhooks.server'
import {
  listLastWebhookDeliveries,
  listWebhookDeliveries,
  listWebhookEndpoints,
} from '~/features/webhooks/server/webhooks.server'
import { DEFAULT_STATUSES } from '~/lib/feedback-rules'
import { extractMentions } from '~/lib/mentions'
import { getOrganizationAccess, getProjectAccess } from '~/server/authz.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import {
  account,
  appSetting,
  feedbackBoard,
  feedbackComment,
  feedbackItem,
  feedbackQuote,
  feedbackStatus,
  feedbackVote,
  member,
  organization,
  project,
  projectActivity,
  projectFile,
  user,
} from '~/server/db/schema'
import { listPublicTeamsOfUser } from '~/server/organization-queries.server'
import { createLocalStorage } from '~/server/storage/local-storage.server'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'
import { outcome } from '../helpers/test-orgs'

const logger = pino({ level: 'silent' })

describe('seedDemoContent on a fresh database', () => {
  let database: DatabaseHandle
  let t: ReturnType<typeof createTestAuth>
  beforeAll(async () => {
    database = await createTestDatabase()
    t = createTestAuth(database)
  })
  afterAll(() => database.close())

  test('creates the demo user, who can sign in by username or email, and owns the demo organisation', async () => {
    expect(await seedDemoContent({ db: database.db, auth: t.auth, logger })).toBe(true)

    const byUsername = await t.request('/sign-in/username', {
      body: { username: DEMO_USER.username, password: DEMO_USER.password },
    })
    expect(byUsername.status).toBe(200)
    expect(byUsername.json?.user).toMatchObject({ name: DEMO_USER.name, email: DEMO_USER.email })
    const byEmail = await t.request('/sign-in/email', {
      body: { email: DEMO_USER.email, password: DEMO_USER.password },
    })
    expect(byEmail.status).toBe(200)

    const [demoUser] = await database.db.select().from(user).where(eq(user.email, DEMO_USER.email))
    expect(demoUser).toMatchObject({ username: DEMO_USER.username, role: 'user' })
    const organizations = await listTeamsOfUser(database.db, demoUser?.id ?? '')
    expect(organizations).toEqual([
      expect.objectContaining({
        name: DEMO_ORGANIZATION.name,
        slug: DEMO_ORGANIZATION.slug,
        role: 'owner',
        memberCount: 1 + DEMO_TEAMMATES.length,
      }),
    ])
    expect(
      await database.db.select().from(appSetting).where(eq(appSetting.key, 'demo_seeded_at')),
    ).toHaveLength(1)
  })

  test('seeds one public and one private demo project, each with a creation activity', async () => {
    const [demoUser] = await database.db.select().from(user).where(eq(user.email, DEMO_USER.email))
    const [demoOrg] = await database.db
      .select()
      .from(organization)
      .where(eq(organization.slug, DEMO_ORGANIZATION.slug))
    const projects = await database.db
      .select()
      .from(project)
      .where(eq(project.organizationId, demoOrg?.id ?? ''))
    expect(projects.map((row) => [row.slug, row.visibility]).sort()).toEqual([
      ['internal-tools', 'private'],
      ['public-roadmap', 'public'],
    ])
    expect(DEMO_PROJECTS.map((demo) => demo.visibility).sort()).toEqual(['private', 'public'])
    for (const row of projects) {
      expect(row.createdBy).toBe(demoUser?.id)
      const created = await database.db
        .select()
        .from(projectActivity)
        .where(and(eq(projectActivity.projectId, row.id), eq(projectActivity.kind, 'project.created')))
      expect(created).toEqual([
        expect.objectContaining({ actorId: demoUser?.id, summary: `created the project ${row.name}` }),
      ])
      // The project is older than every other entry of its feed (its feedback came later).
      const [oldest] = await database.db
        .select()
        .from(projectActivity)
        .where(eq(projectActivity.projectId, row.id))
        .orderBy(asc(projectActivity.createdAt))
        .limit(1)
      expect(oldest?.kind).toBe('project.created')
      const recent = await listRecentActivity(database.db, row.id, 100, true)
      expect(recent.at(-1)).toMatchObject({
        kind: 'project.created',
        actor: { name: DEMO_USER.name, username: DEMO_USER.username },
      })
    }
  })

  test('visitors see the public demo project only; the demo profile lists Demo Team', async () => {
    const access = await getOrganizationAccess(database.db, null, DEMO_ORGANIZATION.slug)
    expect((await listVisibleProjects(database.db, access)).map((row) => row.slug)).toEqual([
      'public-roadmap',
    ])
    await expect(
      getProjectAccess(database.db, null, DEMO_ORGANIZATION.slug, 'internal-tools'),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })

    const [demoUser] = await database.db.select().from(user).where(eq(user.email, DEMO_USER.email))
    expect(await listPublicTeamsOfUser(database.db, demoUser?.id ?? '')).toEqual([
      { name: DEMO_ORGANIZATION.name, slug: DEMO_ORGANIZATION.slug, logo: null },
    ])
  })

  async function demoProject(slug: string) {
    const [row] = await database.db.select().from(project).where(eq(project.slug, slug))
    if (!row) throw new Error(`no demo project ${slug}`)
    return row
  }
  const itemsOf = (projectId: string) =>
    database.db.select().from(feedbackItem).where(eq(feedbackItem.projectId, projectId))

  test('the public project has three boards and about 40 items in every status', async () => {
    const roadmap = await demoProject('public-roadmap')
    const boards = await database.db
      .select()
      .from(feedbackBoard)
      .where(eq(feedbackBoard.projectId, roadmap.id))
      .orderBy(asc(feedbackBoard.position))
    expect(boards.map((board) => board.name)).toEqual(['Feature requests', 'Bugs', 'Integrations'])
    // One board shows anonymous voting, posting and the review hold; the others keep them off, as every new
    // board does.
    expect(boards.map((board) => board.anonymousVotes)).toEqual([false, false, true])
    expect(boards.map((board) => board.anonymousPosts)).toEqual([false, false, true])
    expect(boards[2]?.holdAnonymousPosts).toBe(true)
    const all = await itemsOf(roadmap.id)
    // One anonymous post waits in the moderators' queue, out of every list.
    const held = all.filter((item) => item.heldAt !== null)
    expect(held.map((item) => [item.title, item.boardId])).toEqual(
      PUBLIC_HELD_POSTS.map((post) => [post.title, boards[2]?.id]),
    )
    const items = all.filter((item) => item.heldAt === null)
    expect(items).toHaveLength(PUBLIC_FEEDBACK.length)
    expect(items.length).toBeGreaterThanOrEqual(38)
    for (const board of boards)
      expect(items.filter((item) => item.boardId === board.id).length).toBeGreaterThan(5)

    const statuses = await database.db
      .select()
      .from(feedbackStatus)
      .where(eq(feedbackStatus.projectId, roadmap.id))
    const listed = items.filter((item) => item.mergedIntoId === null)
    const used = new Set(listed.map((item) => statuses.find((status) => status.id === item.statusId)?.name))
    expect([...used].sort()).toEqual(DEFAULT_STATUSES.map((status) => status.name).sort())
    expect(statuses).toHaveLength(DEFAULT_STATUSES.length)

    // Spread over about two months, none in the future, and "new" is not the same order as "trending".
    const ages = items.map((item) => (Date.now() - item.createdAt.getTime()) / 86_400_000)
    expect(Math.max(...ages)).toBeGreaterThan(50)
    expect(Math.min(...ages)).toBeGreaterThan(0)
    const access = await getFeedbackAccess(database.db, null, {
      orgSlug: DEMO_ORGANIZATION.slug,
      projectSlug: 'public-roadmap',
    })
    const trending = await listFeedback(database.db, access, { board: 'all', sort: 'trending' })
    const newest = await listFeedback(database.db, access, { board: 'all', sort: 'new' })
    const top = await listFeedback(database.db, access, { board: 'all', sort: 'top' })
    expect(trending.items.map((item) => item.id)).not.toEqual(newest.items.map((item) => item.id))
    expect(trending.items[0]?.id).not.toBe(newest.items[0]?.id)
    expect(top.items[0]?.voteCount).toBeGreaterThan(5)
    expect(trending.nextCursor).not.toBeNull()
  })

  test('stored vote and comment counts are exact, the merged duplicate counted once per person', async () => {
    const roadmap = await demoProject('public-roadmap')
    const items = await itemsOf(roadmap.id)
    for (const item of items) {
      const [votes] = await database.db
        .execute<{ total: number }>(
          sql`select count(*)::int as total from feedback_vote where item_id = ${item.id}`,
        )
        .then((result) => (result as unknown as { rows: { total: number }[] }).rows)
      const sources = [
        item.id,
        ...items.filter((other) => other.mergedIntoId === item.id).map((other) => other.id),
      ]
      const comments = await database.db
        .select()
        .from(feedbackComment)
        .where(
          and(
            inArray(feedbackComment.itemId, sources),
            eq(feedbackComment.kind, 'comment'),
            eq(feedbackComment.internal, false),
          ),
        )
      expect({ id: item.title, votes: item.voteCount, comments: item.commentCount }).toEqual({
        id: item.title,
        votes: votes?.total,
        comments: comments.length,
      })
    }
    const duplicate = items.find((item) => item.mergedIntoId !== null)
    const target = items.find((item) => item.id === duplicate?.mergedIntoId)
    expect(duplicate?.title).toBe('Dark theme please')
    expect(target?.title).toBe('Dark mode')
    const voters = async (itemId: string) =>
      (await database.db.select().from(feedbackVote).where(eq(feedbackVote.itemId, itemId))).filter(
        (vote) => vote.mergedFromItemId === null,
      )
    const own = new Set((await voters(target?.id ?? '')).map((vote) => vote.userId))
    const fromDuplicate = new Set((await voters(duplicate?.id ?? '')).map((vote) => vote.userId))
    expect(target?.voteCount).toBe(new Set([...own, ...fromDuplicate]).size)
    expect(target?.voteCount).toBeLessThan(own.size + fromDuplicate.size)
    expect(
      await database.db
        .select()
        .from(feedbackComment)
        .where(and(eq(feedbackComment.itemId, duplicate?.id ?? ''), eq(feedbackComment.kind, 'merge'))),
    ).toHaveLength(1)
  })

  test('several demo people voted and commented; they are real users nobody can sign in as', async () => {
    const roadmap = await demoProject('public-roadmap')
    const voters = await database.db
      .selectDistinct({ userId: feedbackVote.userId })
      .from(feedbackVote)
      .innerJoin(feedbackItem, eq(feedbackItem.id, feedbackVote.itemId))
      .where(eq(feedbackItem.projectId, roadmap.id))
    // The held anonymous posts' stand-ins voted for their own post, as every author does.
    expect(voters.length).toBe(DEMO_PEOPLE.length + 1 + DEMO_CUSTOMER_VOTERS + PUBLIC_HELD_POSTS.length)
    for (const person of DEMO_PEOPLE) {
      const [row] = await database.db.select().from(user).where(eq(user.email, person.email))
      expect(row).toMatchObject({ name: person.name, username: person.username, emailVerified: true })
      const [credential] = await database.db
        .select()
        .from(account)
        .where(eq(account.userId, row?.id ?? ''))
      expect(credential?.password).toBeTruthy()
      const signIn = await t.request('/sign-in/username', {
        body: { username: person.username, password: DEMO_USER.password },
      })
      expect(signIn.status).toBe(401)
      // Not members of the demo team: they are its customers.
      expect(
        await database.db
          .select()
          .from(member)
          .where(eq(member.userId, row?.id ?? '')),
      ).toEqual([])
    }
    const commenters = await database.db
      .selectDistinct({ authorId: feedbackComment.authorId })
      .from(feedbackComment)
      .innerJoin(feedbackItem, eq(feedbackItem.id, feedbackComment.itemId))
      .where(and(eq(feedbackItem.projectId, roadmap.id), eq(feedbackComment.kind, 'comment')))
    expect(commenters.length).toBeGreaterThanOrEqual(6)
  })

  test('comments mention real people; status changes carry team notes; one internal note for members', async () => {
    const roadmap = await demoProject('public-roadmap')
    const [demoUser] = await database.db.select().from(user).where(eq(user.email, DEMO_USER.email))
    const comments = await database.db
      .select({ comment: feedbackComment })
      .from(feedbackComment)
      .innerJoin(feedbackItem, eq(feedbackItem.id, feedbackComment.itemId))
      .where(eq(feedbackItem.projectId, roadmap.id))
      .then((rows) => rows.map((row) => row.comment))
    const mentioned = comments.flatMap((comment) => extractMentions(comment.body))
    expect(mentioned.length).toBeGreaterThanOrEqual(3)
    const known = await database.db.select().from(user).where(inArray(user.username, mentioned))
    expect(new Set(known.map((row) => row.username))).toEqual(new Set(mentioned))

    const statusChanges = comments.filter((comment) => comment.kind === 'status')
    expect(statusChanges.length).toBeGreaterThan(10)
    expect(
      statusChanges.every((change) => change.authorId === demoUser?.id && change.fromStatus === 'Open'),
    ).toBe(true)
    expect(statusChanges.filter((change) => change.body.length > 0).length).toBeGreaterThanOrEqual(2)

    const notes = comments.filter((comment) => comment.internal)
    expect(notes).toHaveLength(1)
    expect(notes[0]?.authorId).toBe(demoUser?.id)
    const publicFeed = await listRecentActivity(database.db, roadmap.id, 500)
    const membersFeed = await listRecentActivity(database.db, roadmap.id, 500, true)
    expect(publicFeed.some((entry) => entry.kind === 'feedback.note')).toBe(false)
    expect(membersFeed.filter((entry) => entry.kind === 'feedback.note')).toHaveLength(1)
  })

  test('every item has a creation entry in its project feed, in the order things happened', async () => {
    for (const [slug, content] of [
      ['public-roadmap', PUBLIC_FEEDBACK],
      ['internal-tools', PRIVATE_FEEDBACK],
    ] as const) {
      const row = await demoProject(slug)
      const feed = await listRecentActivity(database.db, row.id, 500, true)
      expect(feed.filter((entry) => entry.kind === 'feedback.created')).toHaveLength(content.length)
      expect(feed.some((entry) => entry.kind === 'feedback.status')).toBe(true)
      const times = feed.map((entry) => Date.parse(entry.createdAt))
      expect(times).toEqual([...times].sort((a, b) => b - a))
      expect(Math.max(...times)).toBeLessThanOrEqual(Date.now())
    }
    const merged = await listRecentActivity(database.db, (await demoProject('public-roadmap')).id, 500)
    expect(merged.filter((entry) => entry.kind === 'feedback.merged')).toHaveLength(1)
  })

  test('the private project has a few items that visitors cannot reach', async () => {
    const internal = await demoProject('internal-tools')
    expect((await itemsOf(internal.id)).length).toBe(PRIVATE_FEEDBACK.length)
    await expect(
      getFeedbackAccess(database.db, null, {
        orgSlug: DEMO_ORGANIZATION.slug,
        projectSlug: 'internal-tools',
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })

  test('the public project has three published updates with different labels and a draft for editors', async () => {
    const roadmap = await demoProject('public-roadmap')
    const scope = { orgSlug: DEMO_ORGANIZATION.slug, projectSlug: roadmap.slug }
    const visitor = await getUpdatesAccess(database.db, null, scope)
    const { updates } = await listUpdates(database.db, visitor)
    expect(updates.map((update) => update.title)).toEqual(
      [...DEMO_UPDATES].sort((a, b) => a.daysAgo - b.daysAgo).map((update) => update.title),
    )
    expect(new Set(updates.map((update) => update.label?.name)).size).toBe(3)
    expect(updates.every((update) => update.body.length > 80 && update.author !== null)).toBe(true)
    const ages = updates.map((update) => (Date.now() - Date.parse(update.publishedAt ?? '')) / 86_400_000)
    expect(Math.max(...ages)).toBeGreaterThan(14)
    // One shipped demo feedback: the link, and the item's page says where.
    const shipping = updates.filter((update) => update.shipped.length > 0)
    expect(shipping).toHaveLength(1)
    const itemId = shipping[0]?.shipped[0]?.id ?? ''
    const detail = await getFeedbackDetail(
      database.db,
      await getFeedbackAccess(database.db, null, scope),
      itemId,
    )
    expect('shippedIn' in detail && detail.shippedIn.map((update) => update.title)).toEqual([
      shipping[0]?.title,
    ])
    expect('status' in detail && detail.status?.category).toBe('done')
    // The draft: editors only.
    expect(await listDrafts(database.db, visitor)).toEqual([])
    const [demoUser] = await database.db.select().from(user).where(eq(user.email, DEMO_USER.email))
    const owner = await getUpdatesAccess(
      database.db,
      {
        userId: demoUser?.id ?? '',
        name: DEMO_USER.name,
        email: DEMO_USER.email,
        username: DEMO_USER.username,
        image: null,
        role: 'user',
      },
      scope,
    )
    const drafts = await listDrafts(database.db, owner)
    expect(drafts.map((draft) => draft.title)).toEqual([DEMO_DRAFT_UPDATE.title])
    expect(await outcome(getUpdate(database.db, visitor, drafts[0]?.id ?? ''))).toBe('NOT_FOUND')
    // Seeding again writes nothing.
    expect(
      await seedProjectUpdates(database.db, { projectId: roadmap.id, authorId: demoUser?.id ?? '' }),
    ).toBe(false)
  })

  test('the roadmap has cards in every column', async () => {
    const roadmap = await demoProject('public-roadmap')
    const scope = { orgSlug: DEMO_ORGANIZATION.slug, projectSlug: roadmap.slug }
    const columns = await getRoadmap(database.db, await getFeedbackAccess(database.db, null, scope), {})
    expect(columns.length).toBeGreaterThanOrEqual(3)
    for (const column of columns) expect(column.cards.length, column.status.name).toBeGreaterThan(0)
  })

  test('companies of different sizes stand behind the ideas: the revenue sort puts the three biggest customers’ idea first, for members only', async () => {
    const scope = { orgSlug: DEMO_ORGANIZATION.slug, projectSlug: 'public-roadmap' }
    const [demoUser] = await database.db
      .select({ id: user.id, email: user.email, name: user.name })
      .from(user)
      .where(eq(user.username, DEMO_USER.username))
    if (!demoUser) throw new Error('no demo user')
    const viewer = {
      userId: demoUser.id,
      name: demoUser.name,
      email: demoUser.email,
      username: 'demo',
      image: null,
      role: null,
    }
    const members = await listFeedback(database.db, await getFeedbackAccess(database.db, viewer, scope), {
      board: 'all',
      sort: 'revenue',
    })
    expect(members.items[0]?.demand?.companies).toBeGreaterThanOrEqual(3)
    // Northwind, Globex and Initech: 18,000 + 9,500 + 4,200 a month (and its author's company, if any).
    expect(members.items[0]?.demand?.revenueCents).toBeGreaterThanOrEqual(31_700_00)
    expect(members.items.filter((item) => (item.demand?.companies ?? 0) > 0).length).toBeGreaterThan(5)
    // What two of those customers said is pinned as that idea's quotes.
    const quotes = await database.db
      .select({ itemId: feedbackQuote.itemId })
      .from(feedbackQuote)
      .where(eq(feedbackQuote.itemId, String(members.items[0]?.id)))
    expect(quotes).toHaveLength(2)
    const visitors = await listFeedback(database.db, await getFeedbackAccess(database.db, null, scope), {
      board: 'all',
      sort: 'revenue',
    })
    expect(visitors.items.every((item) => item.demand === null)).toBe(true)
  })

  test('two disabled demo webhooks (Standard, Slack) with past deliveries; seeding them again adds none', async () => {
    const [owner] = await database.db.select().from(user).where(eq(user.email, DEMO_USER.email))
    if (!owner) throw new Error('no demo user')
    const viewer = {
      userId: owner.id,
      name: owner.name,
      email: owner.email,
      username: owner.username,
      image: null,
      role: owner.role,
    }
    const access = await getOrganizationAccess(database.db, viewer, DEMO_ORGANIZATION.slug)
    const endpoints = await listWebhookEndpoints(database.db, access)
    expect(endpoints.map((endpoint) => [endpoint.format, endpoint.enabled, endpoint.disabledReason])).toEqual(
      expect.arrayContaining([
        ['standard', false, 'manual'],
        ['slack', false, 'failing'],
      ]),
    )
    expect(endpoints).toHaveLength(DEMO_WEBHOOKS.length)
    const slack = endpoints.find((endpoint) => endpoint.format === 'slack')
    const [publicProject] = await database.db
      .select()
      .from(project)
      .where(eq(project.slug, DEMO_PROJECTS[0].slug))
    expect(slack?.projectIds).toEqual([publicProject?.id])
    const last = await listLastWebhookDeliveries(database.db, access)
    for (const endpoint of endpoints) {
      const { deliveries } = await listWebhookDeliveries(database.db, access, endpoint.id, { limit: 25 })
      expect(deliveries).toHaveLength(4)
      expect(deliveries.every((delivery) => delivery.status !== 'pending')).toBe(true)
      expect(last[endpoint.id]?.id).toBe(deliveries[0]?.id)
    }
    await seedDemoWebhooks(database.db, {
      organizationId: access.organization.id,
      organizationSlug: DEMO_ORGANIZATION.slug,
      createdBy: owner.id,
    })
    expect(await listWebhookEndpoints(database.db, access)).toHaveLength(DEMO_WEBHOOKS.length)
  })

  test('seeding a project that already has feedback writes nothing', async () => {
    const roadmap = await demoProject('public-roadmap')
    const before = (await itemsOf(roadmap.id)).length
    const people = new Map([
      ['demo', (await database.db.select().from(user).where(eq(user.email, DEMO_USER.email)))[0]?.id ?? ''],
    ])
    expect(
      await seedProjectFeedback(database.db, { projectId: roadmap.id, items: PRIVATE_FEEDBACK, people }),
    ).toBe(false)
    expect(await itemsOf(roadmap.id)).toHaveLength(before)
  })

  test('a second call returns false and creates nothing', async () => {
    const before = {
      users: (await database.db.select().from(user)).length,
      organizations: (await database.db.select().from(organization)).length,
      members: (await database.db.select().from(member)).length,
      projects: (await database.db.select().from(project)).length,
      items: (await database.db.select().from(feedbackItem)).length,
      votes: (await database.db.select().from(feedbackVote)).length,
      comments: (await database.db.select().from(feedbackComment)).length,
    }
    expect(before.items).toBe(PUBLIC_FEEDBACK.length + PUBLIC_HELD_POSTS.length + PRIVATE_FEEDBACK.length)
    expect(await seedDemoContent({ db: database.db, auth: t.auth, logger })).toBe(false)
    expect({
      users: (await database.db.select().from(user)).length,
      organizations: (await database.db.select().from(organization)).length,
      members: (await database.db.select().from(member)).length,
      projects: (await database.db.select().from(project)).length,
      items: (await database.db.select().from(feedbackItem)).length,
      votes: (await database.db.select().from(feedbackVote)).length,
      comments: (await database.db.select().from(feedbackComment)).length,
    }).toEqual(before)
  })

  test('a deleted demo user stays deleted', async () => {
    await database.db.delete(organization).where(eq(organization.slug, DEMO_ORGANIZATION.slug))
    await database.db.delete(user).where(eq(user.email, DEMO_USER.email))
    expect(await seedDemoContent({ db: database.db, auth: t.auth, logger })).toBe(false)
    expect(await database.db.select().from(user).where(eq(user.email, DEMO_USER.email))).toEqual([])
    expect(
      await database.db.select().from(organization).where(eq(organization.slug, DEMO_ORGANIZATION.slug)),
    ).toEqual([])
    const signIn = await t.request('/sign-in/username', {
      body: { username: DEMO_USER.username, password: DEMO_USER.password },
    })
    expect(signIn.status).toBe(401)
  })
})

describe('seedDemoContent after an interrupted start', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  test('finishes the job: reuses the existing demo user and creates the missing organisation', async () => {
    const t = createTestAuth(database)
    const up = await t.signUp({
      email: DEMO_USER.email,
      username: DEMO_USER.username,
      password: DEMO_USER.password,
      name: DEMO_USER.name,
    })
    expect(up.status).toBe(200)
    const demoUserId = String((up.json?.user as { id?: string } | undefined)?.id)

    expect(await seedDemoContent({ db: database.db, auth: t.auth, logger })).toBe(true)
    expect(await database.db.select().from(user).where(eq(user.email, DEMO_USER.email))).toHaveLength(1)
    // Each demo API key writes as a user row of its own.
    expect(await database.db.select().from(user)).toHaveLength(
      1 +
        DEMO_PEOPLE.length +
        DEMO_TEAMMATES.length +
        DEMO_API_KEYS.length +
        DEMO_CUSTOMER_VOTERS +
        // The stand-ins of the visitors whose posts wait for review.
        PUBLIC_HELD_POSTS.length,
    )
    const organizations = await listTeamsOfUser(database.db, demoUserId)
    expect(organizations).toEqual([expect.objectContaining({ slug: DEMO_ORGANIZATION.slug, role: 'owner' })])
  })
})

describe('seedDemoContent when a demo person exists or their username is taken', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  test('reuses the person, leaves the username with its owner, and still seeds all feedback', async () => {
    const t = createTestAuth(database)
    const [first, second] = DEMO_PEOPLE
    const existing = await t.signUp({ email: first.email, username: first.username, name: first.name })
    expect(existing.status).toBe(200)
    const squatter = await t.signUp({
      email: 'someone@else.example',
      username: second.username,
      name: 'Someone',
    })
    expect(squatter.status).toBe(200)

    expect(await seedDemoContent({ db: database.db, auth: t.auth, logger })).toBe(true)
    expect(await database.db.select().from(user).where(eq(user.email, first.email))).toHaveLength(1)
    const [renamed] = await database.db.select().from(user).where(eq(user.email, second.email))
    expect(renamed).toMatchObject({ name: second.name, username: null })
    expect(await database.db.select().from(user)).toHaveLength(
      2 +
        DEMO_PEOPLE.length +
        DEMO_TEAMMATES.length +
        DEMO_API_KEYS.length +
        DEMO_CUSTOMER_VOTERS +
        PUBLIC_HELD_POSTS.length,
    )
    expect(await database.db.select().from(feedbackItem)).toHaveLength(
      PUBLIC_FEEDBACK.length + PUBLIC_HELD_POSTS.length + PRIVATE_FEEDBACK.length,
    )
  })
})

describe('seedDemoContent when one demo project already exists', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  test('adds only the missing one', async () => {
    const t = createTestAuth(database)
    const up = await t.signUp({
      email: DEMO_USER.email,
      username: DEMO_USER.username,
      password: DEMO_USER.password,
      name: DEMO_USER.name,
    })
    const created = await t.request('/organization/create', {
      body: { name: DEMO_ORGANIZATION.name, slug: DEMO_ORGANIZATION.slug },
      cookie: up.cookie,
    })
    expect(created.status, created.text).toBe(200)
    await database.db.insert(project).values({
      organizationId: String(created.json?.id),
      slug: 'public-roadmap',
      name: 'Kept as it was',
      visibility: 'public',
    })

    expect(await seedDemoContent({ db: database.db, auth: t.auth, logger })).toBe(true)
    const rows = await database.db.select().from(project)
    expect(rows.map((row) => [row.slug, row.name]).sort()).toEqual([
      ['internal-tools', 'Internal Tools'],
      ['public-roadmap', 'Kept as it was'],
    ])
  })
})

describe('seedDemoContent with file storage', () => {
  let database: DatabaseHandle
  let directory: string
  beforeAll(async () => {
    database = await createTestDatabase()
    directory = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-demo-files-'))
  })
  afterAll(async () => {
    await database.close()
    await fs.rm(directory, { recursive: true, force: true })
  })

  test('the demo files are stored with their thumbnails (the picture and thumbnails drawn by the child process)', async () => {
    const storage = createLocalStorage(directory)
    const t = createTestAuth(database)
    expect(await seedDemoContent({ db: database.db, auth: t.auth, logger, storage })).toBe(true)
    const files = await database.db
      .select({
        name: projectFile.name,
        thumbnailStatus: projectFile.thumbnailStatus,
        key: projectFile.thumbnailKey,
      })
      .from(projectFile)
      .orderBy(asc(projectFile.name))
    expect(files.map((file) => [file.name, file.thumbnailStatus])).toEqual([
      ['Architecture notes.md', 'none'],
      ['Brand guidelines.pdf', 'ready'],
      ['Onboarding.pdf', 'ready'],
      ['Release checklist.md', 'none'],
      ['Roadmap board.png', 'ready'],
    ])
    for (const file of files.filter((row) => row.key)) {
      const stored = await storage.get(file.key as string)
      // RIFF....WEBP
      expect(
        Buffer.from(stored?.data ?? [])
          .subarray(8, 12)
          .toString(),
      ).toBe('WEBP')
    }
  })
})
