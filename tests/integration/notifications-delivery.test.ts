/**
 * Mail through the durable queue to a real SMTP server — batching, the digest, working
 * hours, an SMTP outage, a node that died mid-job, two nodes at once, the visibility re-check, and the
 * one-click unsubscribe link that works without signing in and only for its recipient.
 */
import { and, eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { followThread } from '~/features/discussions/server/threads.server'
import { updateFeedback } from '~/features/feedback/server/items.server'
import { notificationJobHandlers } from '~/features/notifications/server/delivery.server'
import { setProjectMuted } from '~/features/notifications/server/follows.server'
import { markNotificationsRead } from '~/features/notifications/server/inbox.server'
import { saveSettings } from '~/features/notifications/server/settings.server'
import {
  unsubscribeByToken,
  unsubscribeToken,
  verifyUnsubscribeToken,
} from '~/features/notifications/server/unsubscribe.server'
import { defaultSettings, nextDigestTime } from '~/lib/notification-rules'
import { job, member, notification, user } from '~/server/db/schema'
import { runDueJobs } from '~/server/jobs/queue.server'
import { createMailer, type Mailer } from '~/server/mail/mailer.server'
import { loadOwnSettings } from '~/server/notification-settings.server'
import { IMMEDIATE_MAIL_DELAY_MS } from '~/server/notifications.server'
import { createDiscussionWorld, type DiscussionWorld } from '../helpers/discussion-world'
import { type SmtpInbox, startSmtpInbox } from '../helpers/smtp-inbox'

const SECRET = 'test-secret-for-unsubscribe-links-0123456789'
const BASE_URL = 'https://parley.test'
const logger = pino({ level: 'silent' })

let w: DiscussionWorld
let inbox: SmtpInbox
let mailer: Mailer
beforeAll(async () => {
  w = await createDiscussionWorld()
  inbox = await startSmtpInbox()
  mailer = createMailer({
    smtpUrl: inbox.url,
    from: 'Parley <no-reply@parley.test>',
    dataDir: '/tmp',
    logger,
  })
}, 120_000)
afterAll(async () => {
  mailer?.close()
  await inbox?.close()
  await w?.close()
})
beforeEach(async () => {
  await w.db.delete(job)
  await w.db.delete(notification)
  inbox.recover()
})

const handlersWith = (sender: Mailer = mailer) =>
  notificationJobHandlers({ db: w.db, mailer: sender, baseUrl: BASE_URL, secret: SECRET, logger })
const run = (at: Date, sender?: Mailer) =>
  runDueJobs(w.db, handlersWith(sender), { now: at, kinds: ['notification.mail', 'notification.digest'] })
const soon = () => new Date(Date.now() + IMMEDIATE_MAIL_DELAY_MS + 1000)
const emailOf = (who: 'member' | 'admin' | 'owner') => w.people[who].viewer.email

describe('mail within minutes', () => {
  test('mentions wait a minute for more, then go out in one mail with both parts and the unsubscribe headers', async () => {
    const since = inbox.received.length
    const threadId = await w.start('owner', { title: 'Launch plan', body: 'Thoughts, @mia?' })
    await w.answer('admin', threadId, 'And again @mia, the date moved')
    expect(await run(new Date())).toBe(0)
    expect(inbox.mailsTo(emailOf('member'), since)).toHaveLength(0)

    expect(await run(soon())).toBe(1)
    const mails = inbox.mailsTo(emailOf('member'), since)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail?.subject).toBe('2 mentions in Launch plan')
    expect(mail?.text).toContain('Olivia Owner mentioned you')
    expect(mail?.text).toContain('Adam Admin mentioned you')
    expect(mail?.html).toContain('Launch plan')
    expect(
      mail?.links.some((link) => link.startsWith(`${BASE_URL}/@${w.org.slug}/`) && link.includes('?post=')),
    ).toBe(true)
    expect(mail?.raw).toMatch(
      /^List-Unsubscribe:\s+<https:\/\/parley\.test\/api\/notifications\/unsubscribe\?token=/m,
    )
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post:\s+List-Unsubscribe=One-Click/m)
    const rows = await w.db
      .select()
      .from(notification)
      .where(eq(notification.userId, w.people.member.viewer.userId))
    expect(
      rows.filter((row) => row.emailChannel === 'immediate').every((row) => row.emailState === 'sent'),
    ).toBe(true)

    // Nothing is sent twice.
    expect(await run(soon())).toBe(0)
    expect(inbox.mailsTo(emailOf('member'), since)).toHaveLength(1)
  })

  test('a mail not yet sent names the item as it is called now', async () => {
    const since = inbox.received.length
    const item = await w.post('owner', 'Working title', { details: 'Have a look, @mia' })
    await updateFeedback(w.db, await w.access('owner'), item.id, {
      title: 'Final title',
      details: 'Have a look, @mia',
    })
    expect(await run(soon())).toBe(1)
    const [mail] = inbox.mailsTo(emailOf('member'), since)
    expect(mail?.subject).toBe('Olivia Owner mentioned you on Final title')
  })

  test('two nodes running the queue at once send one mail', async () => {
    const since = inbox.received.length
    await w.start('owner', { title: 'Race', body: 'Hey @mia' })
    const second = createMailer({
      smtpUrl: inbox.url,
      from: 'Parley <no-reply@parley.test>',
      dataDir: '/tmp',
      logger,
    })
    try {
      const at = soon()
      const counts = await Promise.all([run(at), run(at, second)])
      expect(counts[0] + counts[1]).toBe(1)
    } finally {
      second.close()
    }
    expect(inbox.mailsTo(emailOf('member'), since)).toHaveLength(1)
  })

  test('an SMTP outage keeps the mail pending and retries with back-off; it arrives once when the server is back', async () => {
    const since = inbox.received.length
    await w.start('owner', { title: 'Outage', body: 'Hey @mia' })
    inbox.failWith(451, 'Try again later')
    const first = soon()
    expect(await run(first)).toBe(1)
    const [waiting] = await w.db.select().from(job)
    expect(waiting?.attempts).toBe(1)
    expect(waiting?.lastError).toBeTruthy()
    expect(waiting!.runAt.getTime()).toBeGreaterThan(first.getTime())
    const [pending] = await w.db
      .select()
      .from(notification)
      .where(eq(notification.userId, w.people.member.viewer.userId))
    expect(pending?.emailState).toBe('pending')
    // Still down at the retry: a longer wait.
    const second = new Date(waiting!.runAt.getTime() + 1)
    expect(await run(second)).toBe(1)
    const [again] = await w.db.select().from(job)
    expect(again!.runAt.getTime() - second.getTime()).toBeGreaterThan(
      waiting!.runAt.getTime() - first.getTime(),
    )
    inbox.recover()
    expect(await run(new Date(again!.runAt.getTime() + 1))).toBe(1)
    expect(inbox.mailsTo(emailOf('member'), since)).toHaveLength(1)
    expect(await w.db.select().from(job)).toEqual([])
  })

  test('a job claimed by a node that died is taken again when its lease ends (restart, kill -9)', async () => {
    const since = inbox.received.length
    await w.start('owner', { title: 'Crash', body: 'Hey @mia' })
    const at = soon()
    // A node claimed it and died before finishing: the row stays locked until the lease ends.
    await w.db
      .update(job)
      .set({ lockedBy: 'dead-node', lockedUntil: new Date(at.getTime() + 60_000), attempts: 1 })
    expect(await run(at)).toBe(0)
    // A freshly started node (a new mailer, the same database) picks it up after the lease.
    const restarted = createMailer({
      smtpUrl: inbox.url,
      from: 'Parley <no-reply@parley.test>',
      dataDir: '/tmp',
      logger,
    })
    try {
      expect(await run(new Date(at.getTime() + 61_000), restarted)).toBe(1)
    } finally {
      restarted.close()
    }
    expect(inbox.mailsTo(emailOf('member'), since)).toHaveLength(1)
  })

  test('new mentions while a mail is being sent get a mail of their own', async () => {
    const since = inbox.received.length
    await w.start('owner', { title: 'During', body: 'Hey @mia' })
    let added = false
    const slow: Mailer = {
      send: async (message) => {
        if (!added) {
          added = true
          await w.start('owner', { title: 'Meanwhile', body: 'And @mia again' })
        }
        await mailer.send(message)
      },
      close: () => {},
    }
    expect(await run(soon(), slow)).toBe(1)
    expect(await w.db.select().from(job)).toHaveLength(1)
    expect(await run(soon())).toBe(1)
    const subjects = inbox.mailsTo(emailOf('member'), since).map((mail) => mail.subject)
    expect(subjects).toEqual([
      'Olivia Owner mentioned you in During',
      'Olivia Owner mentioned you in Meanwhile',
    ])
  })
})

describe('the digest and quiet times', () => {
  test('replies wait for the daily digest at the chosen hour; what was read in the app is left out', async () => {
    const since = inbox.received.length
    const settings = { ...defaultSettings('Europe/Berlin'), digestHour: 7 }
    await saveSettings(w.db, w.people.member.viewer.userId, settings)
    const kept = await w.start('member', { title: 'Digest me' })
    const read = await w.start('member', { title: 'Already read' })
    await w.answer('owner', kept, 'A reply for the digest')
    await w.answer('owner', read, 'A reply read in the app')
    await markNotificationsRead(w.db, w.people.member.viewer.userId, { groupKey: `discussion:${read}` })
    const [digest] = await w.db.select().from(job).where(eq(job.kind, 'notification.digest'))
    expect(digest?.runAt.toISOString()).toBe(nextDigestTime(settings, new Date()).toISOString())
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit' }).format(digest!.runAt),
    ).toBe('07')
    expect(await run(soon())).toBe(0)
    expect(await run(new Date(digest!.runAt.getTime() + 1))).toBe(1)
    const mails = inbox.mailsTo(emailOf('member'), since)
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Parley digest: 1 notification'])
    expect(mails[0]?.text).toContain('Digest me')
    expect(mails[0]?.text).not.toContain('Already read')
    await saveSettings(w.db, w.people.member.viewer.userId, defaultSettings())
  })

  test('marking the inbox read keeps the mail of types chosen for email only (they are not in the inbox)', async () => {
    const since = inbox.received.length
    const settings = defaultSettings()
    settings.choices.discussion = { inApp: false, email: true }
    await saveSettings(w.db, w.people.member.viewer.userId, settings)
    const thread = await w.start('member', { title: 'Mail only, please' })
    await w.answer('owner', thread, 'A reply that only mail tells of')
    expect(await markNotificationsRead(w.db, w.people.member.viewer.userId, { all: true })).toEqual({
      marked: 0,
    })
    const [digest] = await w.db.select().from(job).where(eq(job.kind, 'notification.digest'))
    expect(await run(new Date(digest!.runAt.getTime() + 1))).toBe(1)
    const mails = inbox.mailsTo(emailOf('member'), since)
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Parley digest: 1 notification'])
    expect(mails[0]?.text).toContain('Mail only, please')
    await saveSettings(w.db, w.people.member.viewer.userId, defaultSettings())
  })

  test('muting the project or unfollowing the thread after the reply keeps it out of the digest', async () => {
    const since = inbox.received.length
    const muted = await w.start('member', { title: 'Muted later' })
    const unfollowed = await w.start('member', { title: 'Unfollowed later' })
    const kept = await w.start('member', { title: 'Still wanted', visibility: 'private' })
    await w.answer('owner', muted, 'A reply before the mute')
    await w.answer('owner', unfollowed, 'A reply before the unfollow')
    await w.answer('owner', kept, 'A reply still wanted', 'private')
    await setProjectMuted(w.db, w.people.member.viewer, { ...w.scope('public'), muted: true })
    await followThread(w.db, await w.discussionAccess('member'), unfollowed, false)
    const [digest] = await w.db.select().from(job).where(eq(job.kind, 'notification.digest'))
    expect(await run(new Date(digest!.runAt.getTime() + 1))).toBe(1)
    const mails = inbox.mailsTo(emailOf('member'), since)
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Parley digest: 1 notification'])
    expect(mails[0]?.text).toContain('Still wanted')
    expect(mails[0]?.text).not.toContain('Muted later')
    expect(mails[0]?.text).not.toContain('Unfollowed later')
    await setProjectMuted(w.db, w.people.member.viewer, { ...w.scope('public'), muted: false })
  })

  test('a pause holds mail until it ends; working hours hold it until they start', async () => {
    const since = inbox.received.length
    const now = new Date()
    const pausedUntil = new Date(now.getTime() + 3 * 60 * 60 * 1000)
    await saveSettings(w.db, w.people.member.viewer.userId, {
      ...defaultSettings(),
      pausedUntil: pausedUntil.toISOString(),
    })
    await w.start('owner', { title: 'Paused', body: 'Hey @mia' })
    expect(await run(soon())).toBe(1)
    const [held] = await w.db.select().from(job)
    expect(held?.runAt.getTime()).toBeGreaterThanOrEqual(pausedUntil.getTime())
    expect(held?.attempts).toBe(0)
    expect(inbox.mailsTo(emailOf('member'), since)).toHaveLength(0)
    expect(await run(new Date(held!.runAt.getTime() + 1))).toBe(1)
    expect(inbox.mailsTo(emailOf('member'), since)).toHaveLength(1)

    // Working hours Monday to Friday, 9 to 17 in UTC: a mention on a Saturday waits for Monday 09:00.
    await saveSettings(w.db, w.people.member.viewer.userId, {
      ...defaultSettings(),
      workHours: { enabled: true, days: [1, 2, 3, 4, 5], start: 9, end: 17 },
    })
    await w.start('owner', { title: 'Weekend', body: 'Hey @mia' })
    const saturday = new Date('2030-06-01T10:00:00Z')
    expect(await run(saturday)).toBe(1)
    const [waiting] = await w.db.select().from(job)
    expect(waiting?.runAt.toISOString()).toBe('2030-06-03T09:00:00.000Z')
    await saveSettings(w.db, w.people.member.viewer.userId, defaultSettings())
  })
})

describe('what must not be mailed', () => {
  test('a member removed from the team gets no mail about its private project', async () => {
    const leaver = await w.insertUser('Leaver', { memberOfOrg: true })
    const since = inbox.received.length
    await w.start('owner', {
      title: 'Private roadmap',
      body: `For @${leaver.username}`,
      visibility: 'private',
    })
    await w.db.delete(member).where(eq(member.userId, leaver.userId))
    expect(await run(soon())).toBe(1)
    expect(inbox.mailsTo(leaver.email, since)).toHaveLength(0)
    const [row] = await w.db.select().from(notification).where(eq(notification.userId, leaver.userId))
    expect(row?.emailState).toBe('skipped')
  })

  test('the unsubscribe token works without a session, only for its recipient, and stops the mail', async () => {
    const memberId = w.people.member.viewer.userId
    const token = unsubscribeToken(SECRET, memberId)
    expect(verifyUnsubscribeToken(SECRET, token)).toBe(memberId)
    expect(verifyUnsubscribeToken('another-secret-entirely-0123456789abcdef', token)).toBeNull()
    // Someone else's id with this signature is refused.
    const forged = `${Buffer.from(w.people.admin.viewer.userId).toString('base64url')}.${token.split('.')[1]}`
    expect(verifyUnsubscribeToken(SECRET, forged)).toBeNull()
    expect(await unsubscribeByToken(w.db, SECRET, forged)).toBe(false)
    expect((await loadOwnSettings(w.db, w.people.admin.viewer.userId)).emailUnsubscribed).toBe(false)

    const since = inbox.received.length
    expect(await unsubscribeByToken(w.db, SECRET, token)).toBe(true)
    expect((await loadOwnSettings(w.db, memberId)).emailUnsubscribed).toBe(true)
    await w.start('owner', { title: 'After unsubscribing', body: 'Hey @mia' })
    const rows = await w.db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, memberId), eq(notification.kind, 'discussion.mention')))
    expect(rows.map((row) => row.emailState)).toEqual(['none'])
    await run(soon())
    expect(inbox.mailsTo(emailOf('member'), since)).toHaveLength(0)
    await saveSettings(w.db, memberId, defaultSettings())

    // A link outlives its account: once the account is gone it has nothing left to do (it was a 500).
    const gone = await w.insertUser('Gone')
    const goneToken = unsubscribeToken(SECRET, gone.userId)
    await w.db.delete(user).where(eq(user.id, gone.userId))
    expect(await unsubscribeByToken(w.db, SECRET, goneToken)).toBe(true)
  })
})
