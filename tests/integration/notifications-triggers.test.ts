/**
 * What notifies whom — never the actor, as each person chose, muted projects quiet but for
 * mentions — and the inbox built from it (grouping, reading, and the visibility re-check).
 */
import { and, eq, gt, inArray, isNull, like, max } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createChat } from '~/features/chat/server/chats.server'
import { editMessage, markRead } from '~/features/chat/server/messages.server'
import { editPost } from '~/features/discussions/server/posts.server'
import { addComment, editComment } from '~/features/feedback/server/comments.server'
import { setFeedbackStatus, updateFeedback } from '~/features/feedback/server/items.server'
import { setVote } from '~/features/feedback/server/votes.server'
import {
  getFeedbackFollow,
  setChatFollow,
  setFeedbackFollow,
  setProjectMuted,
} from '~/features/notifications/server/follows.server'
import {
  listNotifications,
  markNotificationsRead,
  notificationSummary,
} from '~/features/notifications/server/inbox.server'
import { saveSettings } from '~/features/notifications/server/settings.server'
import {
  rememberingVisibility,
  visibleNotificationIds,
} from '~/features/notifications/server/visibility.server'
import { getUpdatesAccess } from '~/features/updates/server/updates-access.server'
import { createUpdate, editUpdate } from '~/features/updates/server/write.server'
import { defaultSettings } from '~/lib/notification-rules'
import {
  feedbackComment,
  invitation,
  job,
  liveEvent,
  member,
  notification,
  rateLimit,
  user,
} from '~/server/db/schema'
import { notifyInvitation } from '~/server/notify-invitation.server'
import { runInRequestScope } from '~/server/request-context.server'
import { recordQueries } from '../bench/query-plans'
import { createDiscussionWorld, type DiscussionWorld } from '../helpers/discussion-world'
import type { Persona } from '../helpers/feedback-world'

let w: DiscussionWorld
beforeAll(async () => {
  w = await createDiscussionWorld()
}, 120_000)
afterAll(() => w.close())

const idOf = (who: Persona) => w.viewerOf(who)?.userId as string

/** Notifications of a kind about an item, by recipient. */
async function recipientsOf(kind: string, groupKey: string) {
  const rows = await w.db
    .select({ userId: notification.userId })
    .from(notification)
    .where(and(eq(notification.kind, kind), eq(notification.groupKey, groupKey)))
  return rows.map((row) => row.userId).sort()
}

const sorted = (...who: Persona[]) => who.map(idOf).sort()

async function comment(who: Persona, itemId: string, body: string, internal = false) {
  await w.db.delete(rateLimit).where(like(rateLimit.key, 'feedback:%'))
  return addComment(w.db, await w.access(who), itemId, { body, internal })
}

describe('feedback', () => {
  test('a comment tells the author, voters and followers, never the commenter; mentions are told once', async () => {
    const item = await w.post('member', 'Notify the interested')
    await setVote(w.db, await w.access('outsider'), item.id, true)
    await setFeedbackFollow(w.db, w.people.admin.viewer, {
      ...w.scope(),
      itemId: item.id,
      following: true,
    })
    await comment('owner', item.id, 'On it, @sita will look too.')
    const key = `feedback:${item.id}`
    expect(await recipientsOf('feedback.comment', key)).toEqual(sorted('member', 'outsider', 'admin'))
    expect(await recipientsOf('feedback.mention', key)).toEqual(sorted('siteAdmin'))
    // The commenter follows from now on; a voter who unfollows hears no more.
    expect(await getFeedbackFollow(w.db, w.people.owner.viewer, { ...w.scope(), itemId: item.id })).toEqual({
      following: true,
    })
    await setFeedbackFollow(w.db, w.people.outsider.viewer, {
      ...w.scope(),
      itemId: item.id,
      following: false,
    })
    await w.db.delete(notification).where(eq(notification.groupKey, key))
    await comment('member', item.id, 'Thanks!')
    expect(await recipientsOf('feedback.comment', key)).toEqual(sorted('admin', 'owner'))
  })

  test('an internal note tells only the members it mentions', async () => {
    const item = await w.post('outsider', 'Internal talk')
    await comment('owner', item.id, 'Ask @mia and @oscar', true)
    const key = `feedback:${item.id}`
    expect(await recipientsOf('feedback.mention', key)).toEqual(sorted('member'))
    expect(await recipientsOf('feedback.comment', key)).toEqual([])
  })

  test('an edit shows in the notifications it caused; a status change keeps its note', async () => {
    const item = await w.post('member', 'Edited words', { details: 'Details for @olivia' })
    const statuses = await w.statusesOf()
    const planned = statuses.find((status) => status.category === 'active')!
    await setFeedbackStatus(w.db, await w.access('admin'), item.id, { statusId: planned.id, comment: 'Soon' })
    const said = await comment('owner', item.id, 'The secret token is abc123, @sita')
    const [last] = await w.db.select({ id: max(liveEvent.id) }).from(liveEvent)
    const before = last?.id ?? 0
    await editComment(w.db, await w.access('owner'), item.id, said.id, 'Oops, no token here, @sita')
    await updateFeedback(w.db, await w.access('member'), item.id, {
      title: 'Edited words',
      details: 'Better details for @olivia',
    })
    const rows = await w.db
      .select({
        kind: notification.kind,
        data: notification.data,
        userId: notification.userId,
        inApp: notification.inApp,
      })
      .from(notification)
      .where(eq(notification.groupKey, `feedback:${item.id}`))
    const excerpts = new Set(rows.map((row) => `${row.kind}: ${row.data.excerpt}`))
    expect([...excerpts].sort()).toEqual([
      'feedback.comment: Oops, no token here, @sita',
      'feedback.mention: Better details for @olivia',
      'feedback.mention: Oops, no token here, @sita',
      'feedback.status: Soon',
    ])
    // Open inboxes hear of it: one event for each recipient of what was rewritten, none for anyone else.
    const told = await w.db
      .select({ topic: liveEvent.topic })
      .from(liveEvent)
      .where(and(eq(liveEvent.type, 'notification.changed'), gt(liveEvent.id, before)))
    const rewritten = rows.filter((row) => row.kind !== 'feedback.status' && row.inApp)
    const recipients = [...new Set(rewritten.map((row) => row.userId))]
    expect(recipients).toContain(idOf('siteAdmin'))
    expect(told.map((row) => row.topic).sort()).toEqual(recipients.map((id) => `user:${id}`).sort())
  })

  test('a renamed item is shown by its new name in the inbox and in mails not yet sent', async () => {
    const item = await w.post('member', 'Old name')
    await comment('owner', item.id, 'Looking into it')
    await updateFeedback(w.db, await w.access('member'), item.id, { title: 'New name', details: '' })
    const page = await listNotifications(w.db, idOf('member'), { filter: 'all' })
    const group = page.groups.find((found) => found.key === `feedback:${item.id}`)
    expect(group?.title).toBe('New name')
    expect(group?.summary).toBe('Olivia Owner commented on New name')
  })

  test('a status change tells voters; shipping tells them once, as shipped', async () => {
    const item = await w.post('member', 'Status watchers')
    await setVote(w.db, await w.access('outsider'), item.id, true)
    const statuses = await w.statusesOf()
    const planned = statuses.find((status) => status.category === 'active')!
    await setFeedbackStatus(w.db, await w.access('admin'), item.id, { statusId: planned.id, comment: 'Soon' })
    expect(await recipientsOf('feedback.status', `feedback:${item.id}`)).toEqual(sorted('member', 'outsider'))
  })
})

describe('updates', () => {
  test('a published update tells the people it mentions who may read it (a draft tells nobody yet)', async () => {
    const access = await getUpdatesAccess(w.db, w.people.owner.viewer, w.scope('private'))
    const body = 'Thanks @mia and @oscar for the reports.'
    const draft = await createUpdate(w.db, access, {
      title: 'Fixed in 2.1',
      body,
      labelId: null,
      itemIds: [],
      markComplete: false,
      intent: 'draft',
    })
    expect(await recipientsOf('update.mention', `update:${draft.id}`)).toEqual([])
    await editUpdate(w.db, access, draft.id, {
      title: 'Fixed in 2.1',
      body,
      labelId: null,
      itemIds: [],
      markComplete: false,
      intent: 'publish',
    })
    // The outsider cannot read a private project's updates: only the member hears of it.
    expect(await recipientsOf('update.mention', `update:${draft.id}`)).toEqual(sorted('member'))
  })
})

describe('discussions and chat', () => {
  test('a reply tells followers; a mention is told once; the replier never', async () => {
    const threadId = await w.start('member', { title: 'Follow me' })
    const said = await w.answer('admin', threadId, 'Reply with @olivia')
    const key = `discussion:${threadId}`
    expect(await recipientsOf('discussion.reply', key)).toEqual(sorted('member'))
    expect(await recipientsOf('discussion.mention', key)).toEqual(sorted('owner'))

    // An edited reply reads as it is now in the notifications it caused.
    await editPost(w.db, await w.discussionAccess('admin'), {
      ...w.scope(),
      threadId,
      postId: said.id,
      body: 'Edited reply with @olivia',
    })
    const rows = await w.db
      .select({ data: notification.data })
      .from(notification)
      .where(eq(notification.groupKey, key))
    expect(rows.map((row) => row.data.excerpt)).toEqual([
      'Edited reply with @olivia',
      'Edited reply with @olivia',
    ])
  })

  test('private chats tell their people of every message; open chats only those who follow', async () => {
    const ownerChat = await createChat(w.db, await w.chatAccess('owner'), {
      ...w.scope(),
      name: 'Leads',
      topic: '',
      memberIds: [idOf('admin')],
    })
    await w.say('admin', ownerChat.id, 'Private hello')
    expect(await recipientsOf('chat.message', `chat:${ownerChat.id}`)).toEqual(sorted('owner'))

    const general = await w.generalChat()
    await w.say('admin', general.id, 'Open hello')
    expect(await recipientsOf('chat.message', `chat:${general.id}`)).toEqual([])
    await setChatFollow(w.db, w.people.member.viewer, { ...w.scope(), chatId: general.id, following: true })
    await w.say('admin', general.id, 'Now @olivia and Mia hear it')
    expect(await recipientsOf('chat.message', `chat:${general.id}`)).toEqual(sorted('member'))
    expect(await recipientsOf('chat.mention', `chat:${general.id}`)).toEqual(sorted('owner'))

    // An edited message reads as it is now in the notifications it caused.
    const sent = await w.say('admin', general.id, 'Call me at 555-0100, @olivia')
    await editMessage(w.db, await w.chatAccess('admin'), general.id, sent.id, 'Call me, @olivia')
    const [mention] = await w.db
      .select({ data: notification.data })
      .from(notification)
      .where(and(eq(notification.kind, 'chat.mention'), eq(notification.subjectId, sent.id)))
    expect(mention?.data.excerpt).toBe('Call me, @olivia')
  })

  test('an invitation reaches the bell of someone who has an account with that address verified', async () => {
    const invite = (id: string) =>
      notifyInvitation(w.db, {
        invitation: { id, email: w.people.outsider.viewer.email.toUpperCase() },
        inviterId: idOf('owner'),
        organization: { id: w.org.id, name: w.org.name, slug: w.org.slug },
      })
    const verified = async (value: boolean) =>
      w.db
        .update(user)
        .set({ emailVerified: value })
        .where(eq(user.id, idOf('outsider')))
    // Anyone may sign up with an address that is about to be invited: unverified, the bell stays silent (the
    // mail, with the link, goes to the mailbox either way).
    await verified(false)
    await invite('invitation-unverified')
    expect(await recipientsOf('invitation', 'invitation:invitation-unverified')).toEqual([])
    await verified(true)
    try {
      await invite('invitation-1')
      expect(await recipientsOf('invitation', 'invitation:invitation-1')).toEqual(sorted('outsider'))
    } finally {
      await verified(false)
    }
    // Recorded while verified, it shows only while the address is (a changed address starts unverified).
    const [entry] = await w.db
      .select()
      .from(notification)
      .where(eq(notification.groupKey, 'invitation:invitation-1'))
    await w.db.insert(invitation).values({
      id: 'invitation-1',
      organizationId: w.org.id,
      email: w.people.outsider.viewer.email,
      role: 'member',
      status: 'pending',
      expiresAt: new Date(Date.now() + 86_400_000),
      inviterId: idOf('owner'),
      createdAt: new Date(),
    })
    const shown = async () => (await visibleNotificationIds(w.db, idOf('outsider'), [entry!])).has(entry!.id)
    expect(await shown()).toBe(false)
    await verified(true)
    try {
      expect(await shown()).toBe(true)
    } finally {
      await verified(false)
    }
  })
})

describe('choices', () => {
  test('a muted project is quiet but for mentions', async () => {
    await setProjectMuted(w.db, w.people.admin.viewer, { ...w.scope(), muted: true })
    try {
      const threadId = await w.start('admin', { title: 'Muted author' })
      await w.answer('member', threadId, 'A reply the admin does not hear of')
      await w.answer('member', threadId, 'But @adam hears this')
      const key = `discussion:${threadId}`
      expect(await recipientsOf('discussion.reply', key)).toEqual([])
      expect(await recipientsOf('discussion.mention', key)).toEqual(sorted('admin'))
    } finally {
      await setProjectMuted(w.db, w.people.admin.viewer, { ...w.scope(), muted: false })
    }
  })

  test('in-app off keeps it out of the inbox; both off records nothing; e-mail on queues a mail job', async () => {
    const settings = defaultSettings()
    settings.choices.discussion = { inApp: false, email: true }
    settings.choices.mention = { inApp: false, email: false }
    await saveSettings(w.db, idOf('member'), settings)
    try {
      const threadId = await w.start('member', { title: 'Choices' })
      await w.answer('owner', threadId, 'Hello @mia')
      await w.answer('owner', threadId, 'Second reply')
      const rows = await w.db
        .select()
        .from(notification)
        .where(
          and(eq(notification.userId, idOf('member')), eq(notification.groupKey, `discussion:${threadId}`)),
        )
      expect(rows.map((row) => [row.kind, row.inApp, row.emailState, row.emailChannel])).toEqual([
        ['discussion.reply', false, 'pending', 'digest'],
      ])
      const [digest] = await w.db
        .select()
        .from(job)
        .where(eq(job.key, `notification.digest:${idOf('member')}`))
      expect(digest?.runAt.getTime()).toBeGreaterThan(Date.now())
      const page = await listNotifications(w.db, idOf('member'), { filter: 'all' })
      expect(page.groups.map((group) => group.key)).not.toContain(`discussion:${threadId}`)
    } finally {
      await saveSettings(w.db, idOf('member'), defaultSettings())
    }
  })
})

describe('the inbox', () => {
  test('groups by item, newest first, with a summary; reading marks read; the summary counts', async () => {
    const me = idOf('admin')
    await markNotificationsRead(w.db, me, { all: true })
    const item = await w.post('admin', 'Grouped item')
    for (const body of ['One', 'Two', 'Three']) await comment('outsider', item.id, body)
    const threadId = await w.start('owner', { title: 'Later thread', body: 'Over to you, @adam' })
    const page = await listNotifications(w.db, me, { filter: 'unread' })
    expect(page.groups.map((group) => group.key)).toEqual([`discussion:${threadId}`, `feedback:${item.id}`])
    const feedbackGroup = page.groups[1]!
    expect(feedbackGroup.summary).toBe('3 new comments on Grouped item')
    expect(feedbackGroup.unreadCount).toBe(3)
    expect(feedbackGroup.entries.map((entry) => entry.excerpt)).toEqual(['Three', 'Two', 'One'])
    expect(feedbackGroup.entries[0]?.path).toMatch(new RegExp(`/feedback/${item.id}#comment-`))
    expect(page.groups[0]?.summary).toBe('Olivia Owner mentioned you in Later thread')
    expect((await notificationSummary(w.db, me)).unread).toBe(4)

    await markNotificationsRead(w.db, me, { groupKey: `feedback:${item.id}` })
    expect((await notificationSummary(w.db, me)).unread).toBe(1)
    expect((await listNotifications(w.db, me, { filter: 'unread' })).groups).toHaveLength(1)
    expect((await listNotifications(w.db, me, { filter: 'all' })).groups.length).toBeGreaterThanOrEqual(2)
    await markNotificationsRead(w.db, me, { all: true })
    expect((await notificationSummary(w.db, me)).unread).toBe(0)
  })

  test('a group counts only what the viewer may still see, and shows the latest of that', async () => {
    const me = idOf('admin')
    await markNotificationsRead(w.db, me, { all: true })
    const item = await w.post('admin', 'Counted item')
    const comments = []
    for (const body of ['Kept', 'Gone one', 'Gone two', 'Gone three', 'Gone four', 'Gone five', 'Gone six']) {
      comments.push(await comment('outsider', item.id, body))
    }
    // Six of the seven comments are deleted: the six latest entries of the group are about nothing now.
    await w.db.delete(feedbackComment).where(
      inArray(
        feedbackComment.id,
        comments.slice(1).map((created) => created.id),
      ),
    )
    const page = await listNotifications(w.db, me, { filter: 'all' })
    const group = page.groups.find((candidate) => candidate.key === `feedback:${item.id}`)
    expect(group).toMatchObject({ unreadCount: 1, totalCount: 1 })
    expect(group?.entries.map((entry) => entry.excerpt)).toEqual(['Kept'])
    expect(group?.summary).toBe('Oscar Outsider commented on Counted item')
    await markNotificationsRead(w.db, me, { all: true })
  })

  test('the bell asks who the recipient is once, and about each notification once', async () => {
    const me = idOf('admin')
    const item = await w.post('admin', 'Bell item')
    for (const body of ['First', 'Second']) await comment('outsider', item.id, body)
    const other = await w.post('admin', 'Bell item two')
    await comment('owner', other.id, 'Third')
    const alone = await notificationSummary(w.db, me)
    expect(alone.unread).toBeGreaterThan(0)
    // A page's call: a read-only request (src/start.ts), where the recipient's standing is shared.
    const queries = await recordQueries(w.database, () =>
      runInRequestScope(() => notificationSummary(w.db, me), { readOnly: true }),
    )
    const reads = (table: string) =>
      queries.filter((query) => new RegExp(`from "${table}" where "${table}"\\."user_id"`).test(query.text))
    expect(reads('member')).toHaveLength(1)
    expect(reads('team_member')).toHaveLength(1)
    expect(await runInRequestScope(() => notificationSummary(w.db, me), { readOnly: true })).toEqual(alone)
    // The unread entries are often among the latest groups' entries: what was decided is not looked up again.
    const unread = await w.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, me), isNull(notification.readAt)))
    const visibleIds = rememberingVisibility(w.db, me)
    const first = await visibleIds(unread)
    expect(first.size).toBe(alone.unread)
    expect(
      await recordQueries(w.database, async () => expect(await visibleIds(unread)).toEqual(first)),
    ).toEqual([])
  })

  test('keyset pages of groups walk everything once', async () => {
    const me = idOf('admin')
    const keys = new Set<string>()
    let cursor: string | undefined
    for (let round = 0; round < 20; round++) {
      const page = await listNotifications(w.db, me, { filter: 'all', cursor }, 2)
      for (const group of page.groups) {
        expect(keys.has(group.key)).toBe(false)
        keys.add(group.key)
      }
      if (!page.nextCursor) break
      cursor = page.nextCursor
    }
    const whole = await listNotifications(w.db, me, { filter: 'all' }, 100)
    expect([...keys]).toEqual(whole.groups.map((group) => group.key))
    expect(keys.size).toBeGreaterThan(2)
    // A forged cursor is refused with the list's message, never a database error: '1' parses in JavaScript
    // (the year 2001) but not as a timestamp in PostgreSQL.
    const forged = (latest: unknown) => Buffer.from(JSON.stringify([latest, 'x'])).toString('base64url')
    for (const latest of ['1', '2026-02-30 10:00:00+00', '0000-01-01T00:00:00Z', 7]) {
      await expect(
        listNotifications(w.db, me, { filter: 'all', cursor: forged(latest) }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'This list cursor is not valid',
      })
    }
  })

  test('reading a chat marks its notifications read', async () => {
    const general = await w.generalChat()
    const sent = await w.say('admin', general.id, 'Ping @olivia')
    const key = `chat:${general.id}`
    const unreadBefore = (await listNotifications(w.db, idOf('owner'), { filter: 'unread' })).groups
    expect(unreadBefore.map((group) => group.key)).toContain(key)
    await markRead(w.db, await w.chatAccess('owner'), general.id, sent.id)
    const unreadAfter = (await listNotifications(w.db, idOf('owner'), { filter: 'unread' })).groups
    expect(unreadAfter.map((group) => group.key)).not.toContain(key)
  })

  test('a member removed from the team no longer sees what came from its private project', async () => {
    const leaver = await w.insertUser('Leaver', { memberOfOrg: true })
    const threadId = await w.start('owner', {
      title: 'Private plans',
      body: `For @${leaver.username}`,
      visibility: 'private',
    })
    const key = `discussion:${threadId}`
    expect(
      (await listNotifications(w.db, leaver.userId, { filter: 'all' })).groups.map((g) => g.key),
    ).toContain(key)
    expect((await notificationSummary(w.db, leaver.userId)).unread).toBe(1)
    await w.db.delete(member).where(eq(member.userId, leaver.userId))
    expect((await listNotifications(w.db, leaver.userId, { filter: 'all' })).groups).toEqual([])
    expect((await notificationSummary(w.db, leaver.userId)).unread).toBe(0)
  })
})
