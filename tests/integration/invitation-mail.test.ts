import pino from 'pino'
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/server/db/client.server'
import { createMailer, type Mailer } from '~/server/mail/mailer.server'
import { type SmtpInbox, startSmtpInbox } from '../helpers/smtp-inbox'
import { createTestAuth, TEST_BASE_URL } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

/** The organisation invitation mail, received over real SMTP and followed to a membership. */
let database: DatabaseHandle
let inbox: SmtpInbox
let mailer: Mailer
const stamp = Date.now().toString(36)

beforeAll(async () => {
  database = await createTestDatabase()
  inbox = await startSmtpInbox()
  mailer = createMailer({
    smtpUrl: inbox.url,
    from: 'Parley <no-reply@parley.test>',
    dataDir: '/tmp',
    logger: pino({ level: 'silent' }),
  })
})
afterAll(async () => {
  mailer?.close()
  await inbox?.close()
  await database?.close()
})

test('an invitation arrives by SMTP, its link names the invitation, and accepting it makes a member', async () => {
  const t = createTestAuth(database, { sendMail: mailer.send, relaxedRateLimits: true })
  const owner = await t.signUp({ email: `owner-${stamp}@invite.example`, name: 'Olga Owner' })
  const inviteeEmail = `invitee-${stamp}@invite.example`
  const invitee = await t.signUp({ email: inviteeEmail })

  const created = await t.request('/organization/create', {
    body: { name: 'Mail Team', slug: `mail-team-${stamp}` },
    cookie: owner.cookie,
  })
  const organizationId = String(created.json?.id)
  const since = inbox.received.length
  const invited = await t.request('/organization/invite-member', {
    body: { email: inviteeEmail, role: 'member', organizationId },
    cookie: owner.cookie,
  })
  expect(invited.status, invited.text).toBe(200)

  const mail = await inbox.waitFor(inviteeEmail, { since })
  expect(mail.subject).toContain('Mail Team')
  expect(mail.text).toContain('Olga Owner')
  expect(mail.html).toContain('View invitation')
  const link = mail.links.find((url) => url.startsWith(`${TEST_BASE_URL}/invitations/`))
  expect(link).toBeDefined()
  const invitationId = link!.slice(`${TEST_BASE_URL}/invitations/`.length)
  expect(invitationId).toBe(String(invited.json?.id))

  const accepted = await t.request('/organization/accept-invitation', {
    body: { invitationId },
    cookie: invitee.cookie,
  })
  expect(accepted.status, accepted.text).toBe(200)
  const active = await t.request(`/organization/get-full-organization?organizationId=${organizationId}`, {
    cookie: invitee.cookie,
  })
  const members = (active.json?.members ?? []) as { user: { email: string }; role: string }[]
  expect(members.map((m) => [m.user.email, m.role])).toContainEqual([inviteeEmail, 'member'])
})
