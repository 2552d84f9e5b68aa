import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { notificationJobHandlers } from '~/features/notifications/server/delivery.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { job, notification, organization, user } from '~/server/db/schema'
import { runDueJobs } from '~/server/jobs/queue.server'
import { createMailer, type Mailer } from '~/server/mail/mailer.server'
import { IMMEDIATE_MAIL_DELAY_MS } from '~/server/notifications.server'
import { createDiscussionWorld, type DiscussionWorld } from '../helpers/discussion-world'
import { type SmtpInbox, startSmtpInbox } from '../helpers/smtp-inbox'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

/**
 * Notification and invitation mails go out in the recipient's language: their account's saved language, else
 * English; an invitation to an address without an account in the inviting organisation's default language.
 * Received over real SMTP.
 */
const logger = pino({ level: 'silent' })
let inbox: SmtpInbox
let mailer: Mailer
beforeAll(async () => {
  inbox = await startSmtpInbox()
  mailer = createMailer({
    smtpUrl: inbox.url,
    from: 'Parley <no-reply@parley.test>',
    dataDir: '/tmp',
    logger,
  })
})
afterAll(async () => {
  mailer?.close()
  await inbox?.close()
})

describe('a notification mail', () => {
  let w: DiscussionWorld
  beforeAll(async () => {
    w = await createDiscussionWorld()
  }, 120_000)
  afterAll(async () => {
    await w?.close()
  })

  const run = () =>
    runDueJobs(
      w.db,
      notificationJobHandlers({
        db: w.db,
        mailer,
        baseUrl: 'https://parley.test',
        secret: 'test-secret-for-unsubscribe-links-0123456789',
        logger,
      }),
      { now: new Date(Date.now() + IMMEDIATE_MAIL_DELAY_MS + 1000), kinds: ['notification.mail'] },
    )

  async function mentionMia(language: string | null, title: string) {
    await w.db.delete(job)
    await w.db.delete(notification)
    await w.db.update(user).set({ language }).where(eq(user.id, w.people.member.viewer.userId))
    const since = inbox.received.length
    await w.start('owner', { title, body: 'Thoughts, @mia?' })
    expect(await run()).toBe(1)
    const [mail] = inbox.mailsTo(w.people.member.viewer.email, since)
    if (!mail) throw new Error('No mail arrived')
    return mail
  }

  test('is in German, sentences included, for someone whose saved language is German', async () => {
    const mail = await mentionMia('de', 'Startplan')
    // The inbox joins a subject's MIME encoded words with a space: compared without spaces.
    expect(mail.subject.replace(/\s/g, '')).toBe('OliviaOwnerhatdicherwähntin„Startplan“')
    expect(mail.text).toContain('Neu auf Parley')
    expect(mail.text).toContain('- Olivia Owner hat dich erwähnt')
    expect(mail.text).toContain('Ändere, was du erhältst: https://parley.test/settings/notifications')
    expect(mail.html).toContain('melde dich von Benachrichtigungs-E-Mails ab')
  })

  test('is in English for someone without a saved language', async () => {
    const mail = await mentionMia(null, 'Launch plan')
    expect(mail.subject).toBe('Olivia Owner mentioned you in Launch plan')
    expect(mail.text).toContain('New on Parley')
    expect(mail.text).toContain('- Olivia Owner mentioned you')
    expect(mail.text).toContain('Change what you get: https://parley.test/settings/notifications')
  })
})

describe('an invitation mail', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database?.close()
  })
  const stamp = Date.now().toString(36)

  test('is in the invitee’s saved language, in English without one, and in the organisation’s language for a new address', async () => {
    const t = createTestAuth(database, { sendMail: mailer.send, relaxedRateLimits: true })
    const owner = await t.signUp({ email: `owner-${stamp}@i18n-invite.example`, name: 'Olga Owner' })
    const german = `german-${stamp}@i18n-invite.example`
    const english = `english-${stamp}@i18n-invite.example`
    await t.signUp({ email: german })
    await t.signUp({ email: english })
    await database.db.update(user).set({ language: 'de' }).where(eq(user.email, german))
    const created = await t.request('/organization/create', {
      body: { name: 'Sprachteam', slug: `sprachteam-${stamp}` },
      cookie: owner.cookie,
    })
    const organizationId = String(created.json?.id)
    const invite = async (email: string) => {
      const since = inbox.received.length
      const invited = await t.request('/organization/invite-member', {
        body: { email, role: 'member', organizationId },
        cookie: owner.cookie,
      })
      expect(invited.status, invited.text).toBe(200)
      return inbox.waitFor(email, { since })
    }

    const toGerman = await invite(german)
    expect(toGerman.subject).toBe('Olga Owner hat dich zu Sprachteam eingeladen')
    expect(toGerman.text).toContain('Olga Owner hat dich eingeladen, Sprachteam als Mitglied beizutreten.')
    expect(toGerman.html).toContain('Einladung ansehen')

    const toEnglish = await invite(english)
    expect(toEnglish.subject).toBe('Olga Owner invited you to Sprachteam')
    expect(toEnglish.text).toContain('Olga Owner invited you to join Sprachteam as a member.')
    expect(toEnglish.html).toContain('View invitation')

    // An address without an account: the organisation's default language.
    await database.db
      .update(organization)
      .set({ defaultLanguage: 'de' })
      .where(eq(organization.id, organizationId))
    const toNewcomer = await invite(`newcomer-${stamp}@i18n-invite.example`)
    expect(toNewcomer.subject).toBe('Olga Owner hat dich zu Sprachteam eingeladen')
  })
})
