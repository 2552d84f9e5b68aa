import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { DatabaseHandle } from '~/server/db/client.server'
import { chat, chatMember, invitation, member, organization, project, user } from '~/server/db/schema'
import type { MailMessage } from '~/server/mail/mailer.server'
import { createTestAuth, TEST_BASE_URL } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'
import { type Org, orgFixtures, type Person } from '../helpers/test-orgs'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
let database: DatabaseHandle
let t: ReturnType<typeof createTestAuth>
let f: ReturnType<typeof orgFixtures>

beforeAll(async () => {
  database = await createTestDatabase()
  t = createTestAuth(database, { relaxedRateLimits: true, maxTeamsPerUser: 100 })
  f = orgFixtures(database, t)
})
afterAll(() => database.close())

async function memberRow(org: Org, person: Person) {
  const [row] = await database.db
    .select()
    .from(member)
    .where(and(eq(member.organizationId, org.id), eq(member.userId, person.id)))
  return row
}

async function team() {
  const owner = await f.newPerson('owner')
  const admin = await f.newPerson('admin')
  const plain = await f.newPerson('member')
  const org = await f.createOrganization(owner, 'Rules Team')
  await f.addMember(org, admin, 'admin')
  await f.addMember(org, plain, 'member')
  return { owner, admin, plain, org }
}

const invitationsOf = (org: Org) =>
  database.db.select().from(invitation).where(eq(invitation.organizationId, org.id))

const invite = (org: Org, by: Person, email: string, role: string) =>
  t.request('/organization/invite-member', {
    body: { email, role, organizationId: org.id },
    cookie: by.cookie,
  })

describe('invitations', () => {
  test('are mailed with the accept link /invitations/<id>', async () => {
    const { owner, org } = await team()
    const email = `${f.unique('guest')}@parley.example`
    const before = t.mails.length
    const response = await invite(org, owner, email, 'admin')
    expect(response.status, response.text).toBe(200)
    const id = String(response.json?.id)

    const sent = t.mails.slice(before)
    expect(sent).toHaveLength(1)
    const mail = sent[0] as MailMessage
    const link = `${TEST_BASE_URL}/invitations/${id}`
    expect(mail.to).toBe(email)
    expect(mail.subject).toContain('Rules Team')
    expect(mail.text).toContain(link)
    expect(mail.html).toContain(link)
    expect(mail.text).toContain('as an admin')
    expect(await invitationsOf(org)).toEqual([
      expect.objectContaining({ id, email, role: 'admin', status: 'pending' }),
    ])
  })

  test.each(['superuser', 'member,superuser', 'Owner'])(
    'with the unknown role %j are refused',
    async (role) => {
      const { owner, org } = await team()
      const before = t.mails.length
      const response = await invite(org, owner, `${f.unique('guest')}@parley.example`, role)
      expect(response.status).toBe(400)
      expect(response.json?.message).toMatch(/role/i)
      expect(await invitationsOf(org)).toEqual([])
      expect(t.mails.length).toBe(before)
    },
  )

  test('a member may not invite (403); an admin may', async () => {
    const { admin, plain, org } = await team()
    const refused = await invite(org, plain, `${f.unique('friend')}@parley.example`, 'member')
    expect(refused.status).toBe(403)
    expect(await invitationsOf(org)).toEqual([])
    const allowed = await invite(org, admin, `${f.unique('friend')}@parley.example`, 'member')
    expect(allowed.status, allowed.text).toBe(200)
    expect(await invitationsOf(org)).toHaveLength(1)
  })

  test('the invitee who accepts joins with the invited role', async () => {
    const { owner, org } = await team()
    const guest = await f.newPerson('guest')
    const response = await invite(org, owner, guest.email, 'admin')
    const accepted = await t.request('/organization/accept-invitation', {
      body: { invitationId: response.json?.id },
      cookie: guest.cookie,
    })
    expect(accepted.status, accepted.text).toBe(200)
    expect((await memberRow(org, guest))?.role).toBe('admin')
  })

  test('a member who took an invited address cannot join a second time', async () => {
    const { owner, admin, org } = await team()
    const address = `${f.unique('second')}@parley.example`
    const response = await invite(org, owner, address, 'member')
    expect(response.status, response.text).toBe(200)
    await database.db.update(user).set({ email: address }).where(eq(user.id, admin.id))
    const accepted = await t.request('/organization/accept-invitation', {
      body: { invitationId: response.json?.id },
      cookie: admin.cookie,
    })
    expect(accepted.status).toBe(400)
    expect(accepted.json?.message).toBe('User is already a member of this organization')
    const rows = await database.db
      .select()
      .from(member)
      .where(and(eq(member.organizationId, org.id), eq(member.userId, admin.id)))
    expect(rows.map((row) => row.role)).toEqual(['admin'])
    // The database refuses a second row on every path.
    await expect(
      database.db.insert(member).values({
        id: f.unique('dup'),
        organizationId: org.id,
        userId: admin.id,
        role: 'member',
        createdAt: new Date(),
      }),
    ).rejects.toThrow()
  })
})

describe('a team’s name, logo and metadata are checked by the server', () => {
  const PIXEL =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

  test('creating: a blank name, an outside logo or a huge one are refused; a small image is kept', async () => {
    const owner = await f.newPerson('maker')
    const create = (body: Record<string, unknown>) =>
      t.request('/organization/create', { body: { slug: f.unique('made'), ...body }, cookie: owner.cookie })
    for (const body of [
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { name: 'Tracked', logo: 'https://tracker.example/p.gif' },
      { name: 'Huge', logo: `data:image/png;base64,${'A'.repeat(200_000)}` },
      { name: 'Not an image', logo: `data:image/png;base64,${Buffer.from('hello').toString('base64')}` },
      { name: 'Loaded', metadata: { blob: 'x'.repeat(5_000) } },
    ]) {
      const response = await create(body)
      expect([JSON.stringify(body).slice(0, 60), response.status]).toEqual([
        JSON.stringify(body).slice(0, 60),
        400,
      ])
    }
    const made = await create({ name: 'With a logo', logo: PIXEL })
    expect(made.status, made.text).toBe(200)
    const [row] = await database.db
      .select()
      .from(organization)
      .where(eq(organization.id, String(made.json?.id)))
    expect(row?.logo).toBe(PIXEL)
  })

  test('updating: the same rules', async () => {
    const { owner, org } = await team()
    const update = (data: Record<string, unknown>) =>
      t.request('/organization/update', { body: { organizationId: org.id, data }, cookie: owner.cookie })
    expect((await update({ name: 'x'.repeat(20_000) })).status).toBe(400)
    expect((await update({ logo: 'https://tracker.example/p.gif' })).status).toBe(400)
    const renamed = await update({ name: 'Renamed Team', logo: PIXEL })
    expect(renamed.status, renamed.text).toBe(200)
    const [row] = await database.db.select().from(organization).where(eq(organization.id, org.id))
    expect([row?.name, row?.logo]).toEqual(['Renamed Team', PIXEL])
  })
})

describe('when the invitation mail cannot be sent', () => {
  let failing: ReturnType<typeof createTestAuth>
  let attempts = 0
  beforeAll(() => {
    failing = createTestAuth(database, {
      relaxedRateLimits: true,
      sendMail: async () => {
        attempts++
        throw new Error('SMTP is down')
      },
    })
  })

  test('the invite call fails and no invitation remains', async () => {
    const { owner, org } = await team()
    const response = await failing.request('/organization/invite-member', {
      body: { email: `${f.unique('lost')}@parley.example`, role: 'member', organizationId: org.id },
      cookie: owner.cookie,
    })
    expect(attempts).toBe(1)
    expect(response.status).toBe(502)
    expect(response.json?.message).toBe('The invitation email could not be sent. Please try again.')
    expect(await invitationsOf(org)).toEqual([])
  })

  test('a failed resend is reported too, and the invitation (mailed before) stays', async () => {
    const { owner, org } = await team()
    const email = `${f.unique('again')}@parley.example`
    const first = await invite(org, owner, email, 'member')
    expect(first.status, first.text).toBe(200)

    const resend = await failing.request('/organization/invite-member', {
      body: { email, role: 'member', organizationId: org.id, resend: true },
      cookie: owner.cookie,
    })
    expect(resend.status).toBe(502)
    expect(await invitationsOf(org)).toEqual([
      expect.objectContaining({ id: first.json?.id, status: 'pending' }),
    ])

    const before = t.mails.length
    const retried = await t.request('/organization/invite-member', {
      body: { email, role: 'member', organizationId: org.id, resend: true },
      cookie: owner.cookie,
    })
    expect(retried.status, retried.text).toBe(200)
    expect(t.mails.slice(before).map((mail) => mail.to)).toEqual([email])
    expect(t.mails.at(-1)?.text).toContain(`/invitations/${first.json?.id}`)
  })
})

describe('an organisation always keeps an owner', () => {
  const updateRole = (org: Org, by: Person, target: Person, role: string) =>
    memberRow(org, target).then((row) =>
      t.request('/organization/update-member-role', {
        body: { memberId: row?.id, role, organizationId: org.id },
        cookie: by.cookie,
      }),
    )
  const leave = (org: Org, person: Person) =>
    t.request('/organization/leave', { body: { organizationId: org.id }, cookie: person.cookie })
  const remove = (org: Org, by: Person, target: Person) =>
    t.request('/organization/remove-member', {
      body: { memberIdOrEmail: target.email, organizationId: org.id },
      cookie: by.cookie,
    })

  test.each(['admin', 'member'])('the last owner cannot be demoted to %s', async (role) => {
    const { owner, org } = await team()
    const response = await updateRole(org, owner, owner, role)
    expect(response.status).toBe(400)
    expect(response.json?.message).toMatch(/owner/i)
    expect((await memberRow(org, owner))?.role).toBe('owner')
  })

  test('the last owner cannot leave', async () => {
    const { owner, org } = await team()
    const response = await leave(org, owner)
    expect(response.status).toBe(400)
    expect(response.json?.message).toMatch(/only owner|last owner/i)
    expect(await memberRow(org, owner)).toBeDefined()
  })

  test('the last owner cannot be removed, by themselves or by an admin', async () => {
    const { owner, admin, org } = await team()
    const bySelf = await remove(org, owner, owner)
    expect(bySelf.status).toBe(400)
    const byAdmin = await remove(org, admin, owner)
    expect(byAdmin.status).toBeGreaterThanOrEqual(400)
    expect(byAdmin.status).toBeLessThan(500)
    expect((await memberRow(org, owner))?.role).toBe('owner')
  })

  test('with two owners, one may leave; then the other is the last one', async () => {
    const { owner, admin, org } = await team()
    const promoted = await updateRole(org, owner, admin, 'owner')
    expect(promoted.status, promoted.text).toBe(200)

    const left = await leave(org, owner)
    expect(left.status, left.text).toBe(200)
    expect(await memberRow(org, owner)).toBeUndefined()

    expect((await leave(org, admin)).status).toBe(400)
    expect((await updateRole(org, admin, admin, 'member')).status).toBe(400)
    expect((await memberRow(org, admin))?.role).toBe('owner')
  })

  test('two owners leaving at the same moment: one goes, the other is refused', async () => {
    const { owner, admin, org } = await team()
    expect((await updateRole(org, owner, admin, 'owner')).status).toBe(200)
    const answers = await Promise.all([leave(org, owner), leave(org, admin)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
    const refused = answers.find((answer) => answer.status === 400)
    expect(refused?.json?.message).toMatch(/only owner|last owner/i)
    const owners = await database.db.select().from(member).where(eq(member.organizationId, org.id))
    expect(owners.filter((row) => row.role === 'owner')).toHaveLength(1)
  })

  test('two owners stepping down at the same moment: one change is refused', async () => {
    const { owner, admin, org } = await team()
    expect((await updateRole(org, owner, admin, 'owner')).status).toBe(200)
    const answers = await Promise.all([
      updateRole(org, owner, owner, 'member'),
      updateRole(org, admin, admin, 'admin'),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
    expect(answers.find((answer) => answer.status === 400)?.json?.message).toMatch(/owner/i)
    const roles = await database.db.select().from(member).where(eq(member.organizationId, org.id))
    expect(roles.filter((row) => row.role === 'owner')).toHaveLength(1)
  })

  test('the database keeps the rule on every path; an organisation deleted goes with its owner', async () => {
    const { owner, org } = await team()
    const row = await memberRow(org, owner)
    const refused = await database.db
      .delete(member)
      .where(eq(member.id, row!.id))
      .then(
        () => null,
        (error: { cause?: { code?: string }; code?: string }) => error.cause?.code ?? error.code,
      )
    expect(refused).toBe('PY001')
    expect(await memberRow(org, owner)).toBeDefined()

    await database.db.delete(organization).where(eq(organization.id, org.id))
    expect(await memberRow(org, owner)).toBeUndefined()
  })

  test.skipIf(!onPostgres)(
    'PostgreSQL: the second of two concurrent owner removals waits for the first, then is refused',
    async () => {
      const { owner, admin, org } = await team()
      const adminRow = await memberRow(org, admin)
      await database.db.update(member).set({ role: 'owner' }).where(eq(member.id, adminRow!.id))
      const ownerRow = await memberRow(org, owner)
      const first = await database.pool!.connect()
      const second = await database.pool!.connect()
      try {
        await first.query('BEGIN')
        await first.query('DELETE FROM member WHERE id = $1', [ownerRow!.id])
        const late = second.query('DELETE FROM member WHERE id = $1', [adminRow!.id]).then(
          () => 'deleted',
          (error: { code?: string }) => error.code,
        )
        const waiting = new Promise((resolve) => setTimeout(() => resolve('waiting'), 300))
        expect(await Promise.race([late, waiting])).toBe('waiting')
        await first.query('COMMIT')
        expect(await late).toBe('PY001')
      } finally {
        first.release()
        second.release()
      }
      expect((await memberRow(org, admin))?.role).toBe('owner')
    },
  )

  test('with two owners, one may be demoted or removed', async () => {
    const { owner, admin, plain, org } = await team()
    expect((await updateRole(org, owner, admin, 'owner')).status).toBe(200)
    const demoted = await updateRole(org, owner, admin, 'member')
    expect(demoted.status, demoted.text).toBe(200)
    expect((await memberRow(org, admin))?.role).toBe('member')

    expect((await updateRole(org, owner, plain, 'owner')).status).toBe(200)
    const removed = await remove(org, owner, plain)
    expect(removed.status, removed.text).toBe(200)
    expect(await memberRow(org, plain)).toBeUndefined()
  })

  test('leaving or being removed takes a person out of the organisation’s private chats, not other ones', async () => {
    const { owner, admin, plain, org } = await team()
    const other = await f.createOrganization(plain, 'Elsewhere')
    const privateChatIn = async (orgId: string, people: Person[]) => {
      const [created] = await database.db
        .insert(project)
        .values({ organizationId: orgId, slug: `p-${crypto.randomUUID().slice(0, 8)}`, name: 'Chatty' })
        .returning()
      const [room] = await database.db
        .insert(chat)
        .values({ projectId: created!.id, name: 'secret', isPrivate: true, createdById: people[0]!.id })
        .returning()
      await database.db
        .insert(chatMember)
        .values(people.map((person) => ({ chatId: room!.id, userId: person.id })))
      return room!.id
    }
    const here = await privateChatIn(org.id, [owner, admin, plain])
    const there = await privateChatIn(other.id, [plain])
    const membersOf = async (chatId: string) =>
      (await database.db.select().from(chatMember).where(eq(chatMember.chatId, chatId)))
        .map((row) => row.userId)
        .sort()

    expect((await remove(org, owner, plain)).status).toBe(200)
    expect(await membersOf(here)).toEqual([owner.id, admin.id].sort())
    expect(await membersOf(there)).toEqual([plain.id])

    expect((await leave(org, admin)).status).toBe(200)
    expect(await membersOf(here)).toEqual([owner.id])
  })

  test('a role change to an unknown role is refused', async () => {
    const { owner, plain, org } = await team()
    const response = await updateRole(org, owner, plain, 'superuser')
    expect(response.status).toBe(400)
    expect((await memberRow(org, plain))?.role).toBe('member')
  })

  test('a member may not change roles', async () => {
    const { owner, plain, org } = await team()
    const response = await updateRole(org, plain, owner, 'member')
    expect(response.status).toBe(403)
    expect((await memberRow(org, owner))?.role).toBe('owner')
  })
})
