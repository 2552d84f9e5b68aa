import { eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { grantAdminRoleByEmail } from '~/server/auth/admin-emails.server'
import type { DatabaseHandle } from '~/server/db/client.server'
import { user } from '~/server/db/schema'
import { createTestAuth } from '../helpers/test-auth'
import { createTestDatabase } from '../helpers/test-database'

let database: DatabaseHandle
let counter = 0
const uniqueEmail = (label: string) => `${label}-${++counter}-${Date.now()}@admin.example`

beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(() => database.close())

async function roleOf(email: string) {
  const [row] = await database.db.select({ role: user.role }).from(user).where(eq(user.email, email))
  return row?.role
}

function listUsers(t: ReturnType<typeof createTestAuth>, cookie: string) {
  return t.request('/admin/list-users', { cookie })
}

describe('ADMIN_EMAILS at sign-up', () => {
  const verifyByMail = async (
    t: ReturnType<typeof createTestAuth>,
    person: { email: string; cookie: string },
  ) => {
    const since = t.mails.length
    const sent = await t.request('/send-verification-email', {
      body: { email: person.email },
      cookie: person.cookie,
    })
    expect(sent.status, sent.text).toBe(200)
    await expect.poll(() => t.mails.length).toBeGreaterThan(since)
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\S+/.exec(t.mails.at(-1)?.text ?? '')?.[0]
    expect(link).toBeTruthy()
    const opened = await t.auth.handler(new Request(link as string, { headers: { Cookie: person.cookie } }))
    expect(opened.status).toBeLessThan(400)
  }

  test('a listed address (whatever its case) becomes admin when it is verified, not before; others stay user', async () => {
    const adminEmail = uniqueEmail('boss')
    const t = createTestAuth(database, { adminEmails: [adminEmail.toUpperCase()] })
    // Anyone can sign up with an address: until its owner proves it, it is nobody's admin address.
    const boss = await t.signUp({ email: adminEmail })
    expect(boss.status).toBe(200)
    expect(boss.json?.user).toMatchObject({ role: 'user' })
    expect((await listUsers(t, boss.cookie)).status).toBe(403)
    await verifyByMail(t, { email: adminEmail, cookie: boss.cookie })
    expect(await roleOf(adminEmail)).toBe('admin')
    expect((await listUsers(t, boss.cookie)).status).toBe(200)

    const plainEmail = uniqueEmail('plain')
    const plain = await t.signUp({ email: plainEmail })
    await verifyByMail(t, { email: plainEmail, cookie: plain.cookie })
    expect(await roleOf(plainEmail)).toBe('user')
    expect((await listUsers(t, plain.cookie)).status).toBe(403)
  })

  test('an unverified account that changes its address to a listed one does not become admin', async () => {
    const adminEmail = uniqueEmail('wanted')
    const t = createTestAuth(database, { adminEmails: [adminEmail] })
    const squatter = await t.signUp({ email: uniqueEmail('squatter') })
    const changed = await t.request('/change-email', {
      body: { newEmail: adminEmail },
      cookie: squatter.cookie,
    })
    expect(changed.status, changed.text).toBe(200)
    expect(await roleOf(adminEmail)).toBe('user')
    await grantAdminRoleByEmail(database.db, [adminEmail])
    expect(await roleOf(adminEmail)).toBe('user')
  })
})

describe('ADMIN_USER_IDS', () => {
  test('a listed id passes the admin checks while its role stays user', async () => {
    const first = createTestAuth(database)
    const chosen = await first.signUp({ email: uniqueEmail('chosen') })
    const other = await first.signUp({ email: uniqueEmail('other') })
    const chosenId = String((chosen.json?.user as { id?: string } | undefined)?.id)
    expect((await listUsers(first, chosen.cookie)).status).toBe(403)

    const t = createTestAuth(database, { adminUserIds: [chosenId] })
    const allowed = await listUsers(t, chosen.cookie)
    expect(allowed.status).toBe(200)
    expect(allowed.json).toMatchObject({ users: expect.any(Array), total: expect.any(Number) })
    expect(((allowed.json?.users ?? []) as { id: string }[]).some((u) => u.id === chosenId)).toBe(true)
    expect((await listUsers(t, other.cookie)).status).toBe(403)
    const [row] = await database.db.select({ role: user.role }).from(user).where(eq(user.id, chosenId))
    expect(row?.role).toBe('user')
  })

  test('anonymous callers get 401', async () => {
    const t = createTestAuth(database)
    const response = await t.request('/admin/list-users')
    expect(response.status).toBe(401)
  })
})

describe('comma-separated roles', () => {
  test("'user,admin' grants admin; 'user,editor' does not", async () => {
    const t = createTestAuth(database)
    const email = uniqueEmail('multi')
    const up = await t.signUp({ email })
    await database.db.update(user).set({ role: 'user,admin' }).where(eq(user.email, email))
    expect((await listUsers(t, up.cookie)).status).toBe(200)

    await database.db.update(user).set({ role: 'user,editor' }).where(eq(user.email, email))
    expect((await listUsers(t, up.cookie)).status).toBe(403)
  })

  test('admins can change roles; plain users cannot', async () => {
    const t = createTestAuth(database)
    const adminEmail = uniqueEmail('setter')
    const admin = await t.signUp({ email: adminEmail })
    await database.db.update(user).set({ role: 'admin' }).where(eq(user.email, adminEmail))
    const targetEmail = uniqueEmail('target')
    const target = await t.signUp({ email: targetEmail })
    const targetId = String((target.json?.user as { id?: string } | undefined)?.id)

    const refused = await t.request('/admin/set-role', {
      body: { userId: targetId, role: 'admin' },
      cookie: target.cookie,
    })
    expect(refused.status).toBe(403)
    expect(await roleOf(targetEmail)).toBe('user')

    const granted = await t.request('/admin/set-role', {
      body: { userId: targetId, role: 'admin' },
      cookie: admin.cookie,
    })
    expect(granted.status).toBe(200)
    expect(await roleOf(targetEmail)).toBe('admin')
  })
})

describe('grantAdminRoleByEmail', () => {
  test('promotes existing users, keeping their roles, and is idempotent', async () => {
    const t = createTestAuth(database)
    const plainEmail = uniqueEmail('existing')
    const editorEmail = uniqueEmail('editor')
    const alreadyEmail = uniqueEmail('already')
    const untouchedEmail = uniqueEmail('untouched')
    const nullEmail = uniqueEmail('null-role')
    const plain = await t.signUp({ email: plainEmail })
    for (const email of [editorEmail, alreadyEmail, untouchedEmail, nullEmail]) await t.signUp({ email })
    await database.db.update(user).set({ emailVerified: true }).where(like(user.email, '%@admin.example'))
    await database.db.update(user).set({ role: 'editor' }).where(eq(user.email, editorEmail))
    await database.db.update(user).set({ role: 'user,admin' }).where(eq(user.email, alreadyEmail))
    await database.db.update(user).set({ role: null }).where(eq(user.email, nullEmail))

    expect((await listUsers(t, plain.cookie)).status).toBe(403)
    // Listed, but its address never verified: not promoted (ADMIN_EMAILS at sign-up says why).
    const unverifiedEmail = uniqueEmail('unverified')
    await t.signUp({ email: unverifiedEmail })
    const listed = [
      plainEmail.toUpperCase(),
      editorEmail,
      alreadyEmail,
      nullEmail,
      unverifiedEmail,
      'nobody@admin.example',
    ]
    await grantAdminRoleByEmail(database.db, listed)
    const after = {
      plain: await roleOf(plainEmail),
      editor: await roleOf(editorEmail),
      already: await roleOf(alreadyEmail),
      nullRole: await roleOf(nullEmail),
      untouched: await roleOf(untouchedEmail),
      unverified: await roleOf(unverifiedEmail),
    }
    expect(after).toEqual({
      plain: 'admin',
      editor: 'editor,admin',
      already: 'user,admin',
      nullRole: 'admin',
      untouched: 'user',
      unverified: 'user',
    })
    expect((await listUsers(t, plain.cookie)).status).toBe(200)

    await grantAdminRoleByEmail(database.db, listed)
    expect(await roleOf(plainEmail)).toBe('admin')
    expect(await roleOf(editorEmail)).toBe('editor,admin')
    expect(await roleOf(alreadyEmail)).toBe('user,admin')
    expect(await roleOf(nullEmail)).toBe('admin')
  })

  test('a role that only contains the word admin (e.g. "superadmin") is still promoted', async () => {
    const t = createTestAuth(database)
    const email = uniqueEmail('super')
    await t.signUp({ email })
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email))
    await database.db.update(user).set({ role: 'superadmin' }).where(eq(user.email, email))
    await grantAdminRoleByEmail(database.db, [email])
    expect(await roleOf(email)).toBe('superadmin,admin')
  })

  test('an empty list changes nothing', async () => {
    const t = createTestAuth(database)
    const email = uniqueEmail('empty')
    await t.signUp({ email })
    await grantAdminRoleByEmail(database.db, [])
    expect(await roleOf(email)).toBe('user')
  })
})
