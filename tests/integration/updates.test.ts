import { and, desc, eq, gt } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { xml2js } from 'xml-js'
import { addComment } from '~/features/feedback/server/comments.server'
import { getFeedbackDetail, listTimeline } from '~/features/feedback/server/item-detail.server'
import { setVote } from '~/features/feedback/server/votes.server'
import { updatesFeedResponse } from '~/features/updates/server/feed.server'
import {
  getUpdate,
  listDrafts,
  listLabels,
  listUpdates,
  searchShippableFeedback,
} from '~/features/updates/server/read.server'
import { publishDueUpdates } from '~/features/updates/server/scheduler.server'
import { getUpdatesAccess } from '~/features/updates/server/updates-access.server'
import {
  createLabel,
  createUpdate,
  deleteUpdate,
  editUpdate,
  reactToUpdate,
} from '~/features/updates/server/write.server'
import type { UpdateFormValues } from '~/features/updates/updates.schemas'
import { UPDATES_PAGE_SIZE } from '~/lib/update-rules'
import {
  feedbackComment,
  fileAttachment,
  liveEvent,
  notification,
  projectFile,
  projectUpdate,
  reaction,
  user,
} from '~/server/db/schema'
import * as notifications from '~/server/notifications.server'
import {
  createFeedbackWorld,
  type FeedbackWorld,
  PERSONAS,
  type Persona,
  type Visibility,
} from '../helpers/feedback-world'
import { outcome } from '../helpers/test-orgs'

let w: FeedbackWorld
beforeAll(async () => {
  w = await createFeedbackWorld()
}, 120_000)
afterAll(() => w.close())

const scope = (visibility: Visibility) => ({ orgSlug: w.org.slug, projectSlug: w.projects[visibility].slug })
const updatesAccess = (who: Persona, visibility: Visibility = 'public') =>
  getUpdatesAccess(w.db, w.viewerOf(who), scope(visibility))

const form = (overrides: Partial<UpdateFormValues> = {}): UpdateFormValues => ({
  title: 'An update',
  body: 'Some **markdown**',
  labelId: null,
  itemIds: [],
  markComplete: true,
  intent: 'publish',
  ...overrides,
})

async function publish(visibility: Visibility, overrides: Partial<UpdateFormValues> = {}) {
  return createUpdate(w.db, await updatesAccess('owner', visibility), form(overrides))
}

const READERS: Record<Visibility, Persona[]> = {
  public: PERSONAS,
  private: ['member', 'admin', 'owner', 'siteAdmin'],
}
const EDITORS: Persona[] = ['admin', 'owner', 'siteAdmin']

/** What a persona may expect: not-found when they cannot read, else the write code for non-editors. */
function expected(who: Persona, visibility: Visibility, write: boolean) {
  if (!READERS[visibility].includes(who)) return 'NOT_FOUND'
  if (!write || EDITORS.includes(who)) return 'ok'
  return who === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN'
}

describe('authorization matrix', () => {
  for (const visibility of ['public', 'private'] as const) {
    for (const who of PERSONAS) {
      test(`${who} on a ${visibility} project`, async () => {
        const published = await publish(visibility, { title: `Matrix ${who} ${visibility}` })
        const run = (fn: (a: Awaited<ReturnType<typeof updatesAccess>>) => Promise<unknown>) =>
          outcome(async () => fn(await updatesAccess(who, visibility)))

        expect(await run((a) => listUpdates(w.db, a))).toBe(expected(who, visibility, false))
        expect(await run((a) => getUpdate(w.db, a, published.id))).toBe(expected(who, visibility, false))
        expect(await run((a) => createUpdate(w.db, a, form({ intent: 'draft' })))).toBe(
          expected(who, visibility, true),
        )
        expect(await run((a) => editUpdate(w.db, a, published.id, form({ title: 'Edited title' })))).toBe(
          expected(who, visibility, true),
        )
        expect(await run((a) => createLabel(w.db, a, { name: `L ${who}`.slice(0, 30), color: 'gray' }))).toBe(
          expected(who, visibility, true),
        )
        expect(await run((a) => searchShippableFeedback(w.db, a, ''))).toBe(expected(who, visibility, true))
        // Reacting needs only a sign-in on a readable project.
        const react = expected(who, visibility, false)
        expect(
          await run((a) => reactToUpdate(w.db, a, { updateId: published.id, emoji: '👍', on: true })),
        ).toBe(react === 'ok' && who === 'anonymous' ? 'UNAUTHORIZED' : react)
        expect(await run((a) => deleteUpdate(w.db, a, published.id))).toBe(expected(who, visibility, true))
        // Whoever could not delete it leaves it in place.
        const [row] = await w.db.select().from(projectUpdate).where(eq(projectUpdate.id, published.id))
        expect(Boolean(row)).toBe(expected(who, visibility, true) !== 'ok')
      })
    }
  }

  test('an update of another project is not found through this one', async () => {
    const other = await publish('private', { title: 'Private only' })
    const owner = await updatesAccess('owner', 'public')
    expect(await outcome(getUpdate(w.db, owner, other.id))).toBe('NOT_FOUND')
    expect(await outcome(deleteUpdate(w.db, owner, other.id))).toBe('NOT_FOUND')
  })

  test('a label or linked item of another project is refused', async () => {
    const owner = await updatesAccess('owner', 'public')
    const [privateLabel] = await listLabels(w.db, w.projects.private.id)
    const privateItem = await w.post('owner', 'Private item', { visibility: 'private' })
    expect(await outcome(createUpdate(w.db, owner, form({ labelId: privateLabel?.id ?? 'x' })))).toBe(
      'BAD_REQUEST',
    )
    expect(await outcome(createUpdate(w.db, owner, form({ itemIds: [privateItem.id] })))).toBe('BAD_REQUEST')
  })
})

describe('drafts and scheduled updates', () => {
  test('are invisible to non-editors: not found, not listed, not in the feed', async () => {
    const draft = await publish('public', { title: 'Secret draft', intent: 'draft' })
    const scheduled = await publish('public', {
      title: 'Secret scheduled',
      intent: 'schedule',
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    })
    expect(draft.state).toBe('draft')
    expect(scheduled.state).toBe('scheduled')
    for (const who of ['anonymous', 'outsider', 'member'] as const) {
      const access = await updatesAccess(who)
      expect(await outcome(getUpdate(w.db, access, draft.id))).toBe('NOT_FOUND')
      expect(await outcome(getUpdate(w.db, access, scheduled.id))).toBe('NOT_FOUND')
      const titles = (await listUpdates(w.db, access)).updates.map((u) => u.title)
      expect(titles).not.toContain('Secret draft')
      expect(titles).not.toContain('Secret scheduled')
      expect(await listDrafts(w.db, access)).toEqual([])
      expect(await outcome(reactToUpdate(w.db, access, { updateId: draft.id, emoji: '👍', on: true }))).toBe(
        who === 'anonymous' ? 'UNAUTHORIZED' : 'NOT_FOUND',
      )
    }
    const feed = await (
      await updatesFeedResponse({ db: w.db, baseUrl: 'http://x.test' }, scope('public'))
    ).text()
    expect(feed).not.toContain('Secret draft')
    expect(feed).not.toContain('Secret scheduled')
    const owner = await updatesAccess('owner')
    expect((await listDrafts(w.db, owner)).map((u) => u.title)).toEqual(
      expect.arrayContaining(['Secret draft', 'Secret scheduled']),
    )
    expect((await getUpdate(w.db, owner, draft.id)).state).toBe('draft')
  })
})

/** An item with a voter, a commenter and its author, each a different person. */
async function askedFor(title: string) {
  const item = await w.post('member', title)
  const voter = await w.insertUser('voter')
  const commenter = await w.insertUser('commenter')
  await setVote(w.db, await w.access(voter), item.id, true)
  await addComment(w.db, await w.access(commenter), item.id, { body: 'Please!', internal: false })
  // The publishing owner takes part too: an actor is never told about their own action.
  await addComment(w.db, await w.access('owner'), item.id, { body: 'On it', internal: false })
  return { item, voter, commenter }
}

const notificationsOf = (updateId: string) =>
  w.db
    .select()
    .from(notification)
    .where(and(eq(notification.subjectId, updateId)))

test('a draft’s changes are told on the members’ topic only; a published update’s on the public one', async () => {
  const [last] = await w.db.select({ id: liveEvent.id }).from(liveEvent).orderBy(desc(liveEvent.id)).limit(1)
  const since = last?.id ?? 0
  const access = await updatesAccess('owner')
  const draft = await createUpdate(w.db, access, form({ title: 'Secret launch', intent: 'draft' }))
  await editUpdate(w.db, access, draft.id, form({ title: 'Secret launch v2', intent: 'draft' }))
  await deleteUpdate(w.db, access, draft.id)
  const published = await createUpdate(w.db, access, form({ title: 'Out now' }))
  const events = await w.db
    .select({ topic: liveEvent.topic, payload: liveEvent.payload })
    .from(liveEvent)
    .where(and(gt(liveEvent.id, since), eq(liveEvent.type, 'updates.changed')))
    .orderBy(liveEvent.id)
  const topicOfUpdate = (updateId: string) =>
    events.filter((event) => event.payload.updateId === updateId).map((event) => event.topic.split(':')[0])
  expect(topicOfUpdate(draft.id)).toEqual(['members', 'members', 'members'])
  expect(topicOfUpdate(published.id)).toEqual(['project'])
})

describe('publishing ships feedback', () => {
  test('done status, shipped timeline entry, Shipped in, notifications for everyone but the actor', async () => {
    const { item, voter, commenter } = await askedFor('Dark mode please')
    const published = await publish('public', { title: 'Dark mode is here', itemIds: [item.id] })

    const complete = (await w.statusesOf()).find((status) => status.category === 'done')
    expect((await w.itemRow(item.id)).statusId).toBe(complete?.id)
    const detail = await getFeedbackDetail(w.db, await w.access('anonymous'), item.id)
    expect('shippedIn' in detail && detail.shippedIn.map((u) => u.title)).toEqual(['Dark mode is here'])
    const timeline = await listTimeline(w.db, await w.access('anonymous'), item.id)
    expect(JSON.stringify(timeline)).toContain('Dark mode is here')
    const shippedRows = await w.db
      .select()
      .from(feedbackComment)
      .where(and(eq(feedbackComment.itemId, item.id), eq(feedbackComment.kind, 'shipped')))
    expect(shippedRows).toHaveLength(1)

    const told = (await notificationsOf(published.id)).map((row) => row.userId).sort()
    expect(told).toEqual([w.people.member.viewer.userId, voter.userId, commenter.userId].sort())
    expect((await notificationsOf(published.id)).every((row) => row.kind === 'update.shipped')).toBe(true)
    const view = await getUpdate(w.db, await updatesAccess('anonymous'), published.id)
    expect(view.shipped.map((s) => s.title)).toEqual(['Dark mode please'])
  })

  test('whoever publishes another editor’s draft is the actor: the author hears of it, the publisher does not', async () => {
    const item = await w.post('member', 'Published by someone else')
    await setVote(w.db, await w.access('admin'), item.id, true)
    await setVote(w.db, await w.access('owner'), item.id, true)
    const draft = await createUpdate(
      w.db,
      await updatesAccess('admin'),
      form({ title: 'Written by the admin', itemIds: [item.id], intent: 'draft' }),
    )
    await editUpdate(
      w.db,
      await updatesAccess('owner'),
      draft.id,
      form({ title: 'Written by the admin', itemIds: [item.id] }),
    )
    const rows = await notificationsOf(draft.id)
    const owner = w.people.owner.viewer.userId
    expect(rows.map((row) => row.userId).sort()).toEqual(
      [w.people.member.viewer.userId, w.people.admin.viewer.userId].sort(),
    )
    expect(rows.map((row) => row.actorId)).toEqual(rows.map(() => owner))
  })

  test('a name added to a published update is told, once, by its editor; names already there are not told again', async () => {
    // Mentions need usernames (this world's people have none).
    for (const [who, username] of [
      ['member', 'mia'],
      ['siteAdmin', 'sita'],
    ] as const) {
      await w.db.update(user).set({ username }).where(eq(user.id, w.people[who].viewer.userId))
    }
    const access = await updatesAccess('owner')
    const published = await createUpdate(w.db, access, form({ title: 'Thanks', body: 'Thanks @mia' }))
    const mentions = async () =>
      (await notificationsOf(published.id)).filter((row) => row.kind === 'update.mention')
    expect((await mentions()).map((row) => row.userId)).toEqual([w.people.member.viewer.userId])
    const admin = await updatesAccess('admin')
    await editUpdate(w.db, admin, published.id, form({ title: 'Thanks', body: 'Thanks @mia and @sita' }))
    await editUpdate(w.db, admin, published.id, form({ title: 'Thanks', body: 'Thanks @mia and @sita!' }))
    const told = await mentions()
    expect(told.map((row) => row.userId).sort()).toEqual(
      [w.people.member.viewer.userId, w.people.siteAdmin.viewer.userId].sort(),
    )
    expect(told.find((row) => row.userId === w.people.siteAdmin.viewer.userId)?.actorId).toBe(
      w.people.admin.viewer.userId,
    )
  })

  test('readers see only the linked items they may see: not those of a team-only board, nor of another team’s', async () => {
    const open = await w.post('member', 'Open to everyone')
    const membersOnly = await w.insertBoard('public', 'Staff ideas', true)
    const staffItem = await w.post('admin', 'Staff only idea', { boardId: membersOnly.id })
    const design = await w.insertTeam('Design')
    const designBoard = await w.insertBoard('public', 'Design crit', true, [design])
    const designItem = await w.post('admin', 'Design only idea', { boardId: designBoard.id })
    const published = await publish('public', {
      title: 'Three things shipped',
      itemIds: [open.id, staffItem.id, designItem.id],
      markComplete: false,
    })
    const seen = async (who: Persona) => {
      const access = await updatesAccess(who)
      const one = (await getUpdate(w.db, access, published.id)).shipped.map((item) => item.title).sort()
      const listed = (await listUpdates(w.db, access)).updates.find((update) => update.id === published.id)
      expect(listed?.shipped.map((item) => item.title).sort()).toEqual(one)
      return one
    }
    for (const who of ['anonymous', 'outsider'] as const)
      expect([who, await seen(who)]).toEqual([who, ['Open to everyone']])
    expect(await seen('member')).toEqual(['Open to everyone', 'Staff only idea'])
    for (const who of EDITORS)
      expect([who, await seen(who)]).toEqual([
        who,
        ['Design only idea', 'Open to everyone', 'Staff only idea'],
      ])
    await w.addToTeam(design, w.people.member.viewer.userId)
    expect(await seen('member')).toEqual(['Design only idea', 'Open to everyone', 'Staff only idea'])
  })

  test('without "Mark linked feedback as Complete" the status stays', async () => {
    const item = await w.post('member', 'Keep my status')
    const before = (await w.itemRow(item.id)).statusId
    await publish('public', { title: 'Partly shipped', itemIds: [item.id], markComplete: false })
    expect((await w.itemRow(item.id)).statusId).toBe(before)
  })

  test('a failure anywhere rolls the whole publication back', async () => {
    const { item } = await askedFor('Rollback me')
    const before = await w.itemRow(item.id)
    const spy = vi
      .spyOn(notifications, 'recordNotifications')
      .mockRejectedValueOnce(new Error('mail store down'))
    const owner = await updatesAccess('owner')
    await expect(
      createUpdate(w.db, owner, form({ title: 'Doomed update', itemIds: [item.id] })),
    ).rejects.toThrow('mail store down')
    spy.mockRestore()
    const rows = await w.db.select().from(projectUpdate).where(eq(projectUpdate.title, 'Doomed update'))
    expect(rows).toEqual([])
    expect((await w.itemRow(item.id)).statusId).toBe(before.statusId)
    const shipped = await w.db
      .select()
      .from(feedbackComment)
      .where(and(eq(feedbackComment.itemId, item.id), eq(feedbackComment.kind, 'shipped')))
    expect(shipped).toEqual([])
    expect(JSON.stringify(await listTimeline(w.db, await w.access('owner'), item.id))).not.toContain('Doomed')

    // The same for publishing an existing draft: it stays a draft with nothing shipped.
    const draft = await createUpdate(
      w.db,
      owner,
      form({ title: 'Doomed draft', itemIds: [item.id], intent: 'draft' }),
    )
    const again = vi
      .spyOn(notifications, 'recordNotifications')
      .mockRejectedValueOnce(new Error('down again'))
    await expect(
      editUpdate(w.db, owner, draft.id, form({ title: 'Doomed draft', itemIds: [item.id] })),
    ).rejects.toThrow('down again')
    again.mockRestore()
    expect((await getUpdate(w.db, owner, draft.id)).state).toBe('draft')
    expect((await w.itemRow(item.id)).statusId).toBe(before.statusId)
    expect(await notificationsOf(draft.id)).toEqual([])
  })
})

describe('scheduled publishing', () => {
  test('rows whose time has come are published by the next run (also after a restart), exactly once in a race', async () => {
    const item = await w.post('member', 'Scheduled ship')
    const owner = await updatesAccess('owner')
    const soon = new Date(Date.now() + 60_000)
    const scheduled = await createUpdate(
      w.db,
      owner,
      form({ title: 'Scheduled one', itemIds: [item.id], intent: 'schedule', publishAt: soon.toISOString() }),
    )
    // Not yet due.
    expect(await publishDueUpdates(w.db, new Date())).toBe(0)
    expect((await getUpdate(w.db, owner, scheduled.id)).state).toBe('scheduled')
    // A run that comes later than the time (as after a restart) publishes it; two racing runs publish once.
    const later = new Date(soon.getTime() + 1_000)
    const counts = await Promise.all([publishDueUpdates(w.db, later), publishDueUpdates(w.db, later)])
    expect(counts[0] + counts[1]).toBe(1)
    const view = await getUpdate(w.db, await updatesAccess('anonymous'), scheduled.id)
    expect(view.state).toBe('published')
    expect(view.publishedAt).not.toBeNull()
    const shipped = await w.db
      .select()
      .from(feedbackComment)
      .where(and(eq(feedbackComment.itemId, item.id), eq(feedbackComment.kind, 'shipped')))
    expect(shipped).toHaveLength(1)
    expect(await publishDueUpdates(w.db, later)).toBe(0)
  })
})

describe('reactions', () => {
  test("toggle, count per emoji and mark the viewer's own", async () => {
    const published = await publish('public', { title: 'React to me' })
    const react = async (who: Persona, emoji: '👍' | '🎉', on: boolean) =>
      reactToUpdate(w.db, await updatesAccess(who), { updateId: published.id, emoji, on })
    await react('member', '👍', true)
    await react('outsider', '👍', true)
    await react('outsider', '👍', true)
    await react('outsider', '🎉', true)
    let view = await getUpdate(w.db, await updatesAccess('outsider'), published.id)
    const count = (emoji: string) => view.reactions.find((r) => r.emoji === emoji)
    expect(count('👍')).toMatchObject({ count: 2, reacted: true })
    expect(count('🎉')).toMatchObject({ count: 1, reacted: true })
    await react('outsider', '👍', false)
    view = await getUpdate(w.db, await updatesAccess('member'), published.id)
    expect(count('👍')).toMatchObject({ count: 1, reacted: true })
    // Others' reactions are counted for everyone, but marked as one's own only for those who made them.
    view = await getUpdate(w.db, await updatesAccess('anonymous'), published.id)
    expect(count('👍')).toMatchObject({ count: 1, reacted: false })
    view = await getUpdate(w.db, await updatesAccess('outsider'), published.id)
    expect(count('👍')).toMatchObject({ count: 1, reacted: false })
    expect(count('🎉')).toMatchObject({ count: 1, reacted: true })
  })

  test('deleting an update takes its reactions, file links and notifications with it', async () => {
    const { item } = await askedFor('Gone with its update')
    const published = await publish('public', { title: 'Short-lived', itemIds: [item.id] })
    await reactToUpdate(w.db, await updatesAccess('member'), {
      updateId: published.id,
      emoji: '👍',
      on: true,
    })
    const [file] = await w.db
      .insert(projectFile)
      .values({
        projectId: w.projects.public.id,
        name: 'notes.txt',
        currentVersionId: 'v1',
        size: 5,
        mime: 'text/plain',
        kind: 'text',
      })
      .returning({ id: projectFile.id })
    await w.db
      .insert(fileAttachment)
      .values({ fileId: file!.id, subjectType: 'update', subjectId: published.id })
    const left = async () => ({
      reactions: (await w.db.select().from(reaction).where(eq(reaction.subjectId, published.id))).length,
      links: (await w.db.select().from(fileAttachment).where(eq(fileAttachment.subjectId, published.id)))
        .length,
      notifications: (await notificationsOf(published.id)).length,
    })
    expect(await left()).toEqual({ reactions: 1, links: 1, notifications: 3 })
    await deleteUpdate(w.db, await updatesAccess('owner'), published.id)
    expect(await left()).toEqual({ reactions: 0, links: 0, notifications: 0 })
  })
})

describe('labels', () => {
  test('two editors adding the same name at once get one label and a conflict', async () => {
    const [owner, admin] = [await updatesAccess('owner'), await updatesAccess('admin')]
    const results = await Promise.all([
      outcome(createLabel(w.db, owner, { name: 'Beta', color: 'blue' })),
      outcome(createLabel(w.db, admin, { name: 'beta', color: 'green' })),
    ])
    expect(results.sort()).toEqual(['CONFLICT', 'ok'])
    const named = (await listLabels(w.db, owner.project.id)).filter(
      (label) => label.name.toLowerCase() === 'beta',
    )
    expect(named).toHaveLength(1)
  })
})

describe('list and feed', () => {
  test('keyset pagination lists every published update once, newest first', async () => {
    for (let i = 0; i < UPDATES_PAGE_SIZE + 3; i++) await publish('private', { title: `Paged ${i}` })
    const access = await updatesAccess('member', 'private')
    const seen: string[] = []
    let cursor: string | undefined
    let pages = 0
    do {
      const page = await listUpdates(w.db, access, cursor)
      seen.push(...page.updates.map((u) => u.id))
      cursor = page.nextCursor ?? undefined
      pages++
    } while (cursor && pages < 20)
    expect(new Set(seen).size).toBe(seen.length)
    const all = await w.db
      .select()
      .from(projectUpdate)
      .where(and(eq(projectUpdate.projectId, w.projects.private.id), eq(projectUpdate.state, 'published')))
    expect(seen.length).toBe(all.length)
    expect(pages).toBeGreaterThan(1)
    const times = all
      .sort((a, b) => seen.indexOf(a.id) - seen.indexOf(b.id))
      .map((u) => u.publishedAt?.getTime() ?? 0)
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(await outcome(listUpdates(w.db, access, 'garbage'))).toBe('BAD_REQUEST')
    // Dates JavaScript parses but PostgreSQL refuses are the same 400, never a 500.
    const cursorAt = (at: string) => Buffer.from(JSON.stringify({ at, id: 'x' })).toString('base64url')
    for (const at of [
      '+010000-01-01T00:00:00.000Z',
      '0000-01-01T00:00:00.000Z',
      '2026-02-30T00:00:00.000Z',
    ]) {
      expect(await outcome(listUpdates(w.db, access, cursorAt(at))), at).toBe('BAD_REQUEST')
    }
  })

  test('the Atom feed parses, with an entry per published update; private projects answer 404', async () => {
    await publish('public', { title: 'Feed <entry> & more', body: '# Heading\n\nText' })
    const response = await updatesFeedResponse({ db: w.db, baseUrl: 'https://parley.test/' }, scope('public'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/atom+xml')
    // A real XML parser (xml-js, installed with `feed`): malformed XML throws here.
    type Node = { _attributes?: Record<string, string>; _text?: string; _cdata?: string }
    const parsed = xml2js(await response.text(), { compact: true }) as {
      feed: Node & { entry: Record<string, Node | Node[]> | Record<string, Node | Node[]>[] }
    }
    expect(parsed.feed._attributes?.xmlns).toBe('http://www.w3.org/2005/Atom')
    const entries = [parsed.feed.entry].flat()
    expect(entries.length).toBeGreaterThan(0)
    const text = (node: Node | Node[] | undefined) => {
      const one = Array.isArray(node) ? node[0] : node
      return one?._text ?? one?._cdata ?? ''
    }
    for (const entry of entries) {
      expect(text(entry.id)).toMatch(/^https:\/\/parley\.test\/@/)
      expect(text(entry.title)).not.toBe('')
      expect(Number.isNaN(Date.parse(text(entry.updated)))).toBe(false)
      const link = [entry.link].flat()[0] as Node | undefined
      expect(link?._attributes?.href).toBe(text(entry.id))
    }
    expect(entries.map((entry) => text(entry.title))).toContain('Feed <entry> & more')
    const hidden = await updatesFeedResponse({ db: w.db, baseUrl: 'https://parley.test' }, scope('private'))
    expect(hidden.status).toBe(404)
    const missing = await updatesFeedResponse(
      { db: w.db, baseUrl: 'https://parley.test' },
      { orgSlug: w.org.slug, projectSlug: 'no-such-project' },
    )
    expect(missing.status).toBe(404)
  })
})
