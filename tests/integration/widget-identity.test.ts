import { eq, like } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { getFeedbackAccess } from '~/features/feedback/server/feedback-access.server'
import { identifyWithToken } from '~/features/widget/server/identify.server'
import { resolveWidgetSession, sweepExpiredWidgetSessions } from '~/features/widget/server/identity.server'
import { setLinkVerifiedEmails, turnOnWidget } from '~/features/widget/server/settings.server'
import { WIDGET_PERSON_EMAIL_DOMAIN } from '~/lib/widget-rules'
import { getProjectAccess } from '~/server/authz.server'
import { account, externalIdentity, rateLimit, user } from '~/server/db/schema'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'

/**
 * The widget's identity mapping over a real database: a host's `sub` is one Parley person per organisation,
 * a verified email links to an existing account only when the organisation allows it, and the person a widget
 * session acts as is confined to its organisation's public surfaces (a member stays a non-member there).
 */

let w: FeedbackWorld
let secret: string
let otherOrgSecret: string
let otherOrg: { id: string; slug: string }
let otherProject: { id: string; slug: string }

const nowS = () => Math.floor(Date.now() / 1000)
const sign = (claims: Record<string, unknown>, key = secret) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(nowS())
    .setExpirationTime(nowS() + 300)
    .sign(new TextEncoder().encode(key))

const target = () => ({ organizationId: w.org.id, projectId: w.projects.public.id })

async function identify(claims: Record<string, unknown>, where = target(), key = secret) {
  await w.db.delete(rateLimit).where(like(rateLimit.key, 'widget:%'))
  const result = await identifyWithToken(w.db, where, await sign(claims, key), { clientIp: '203.0.113.7' })
  if (!result.ok) throw new Error(`identify refused: ${result.code} ${result.message}`)
  return result
}

beforeAll(async () => {
  w = await createFeedbackWorld()
  ;({ secret } = await turnOnWidget(w.db, await w.access('owner'), {
    allowedOrigins: ['https://host.example'],
  }))
  const elsewhere = await w.f.createOrganization(w.people.outsider, 'Elsewhere')
  otherOrg = elsewhere
  otherProject = await w.f.insertProject(elsewhere, 'public')
  ;({ secret: otherOrgSecret } = await turnOnWidget(
    w.db,
    await getProjectAccess(w.db, w.people.outsider.viewer, elsewhere.slug, otherProject.slug),
  ))
}, 120_000)

afterAll(async () => {
  await w?.close()
})

describe('mapping a host user to a Parley person', () => {
  test('a first visit makes a person nobody can sign in as, with the token’s name and avatar', async () => {
    const result = await identify({
      sub: 'host-1',
      name: 'Hana Host',
      email: 'hana@customer.example',
      avatar: 'https://cdn.example/hana.png',
      company: { id: 'acme', name: 'Acme', plan: 'pro', monthly_spend: 99 },
    })
    const [person] = await w.db.select().from(user).where(eq(user.id, result.person.userId))
    expect(person?.name).toBe('Hana Host')
    expect(person?.image).toBe('https://cdn.example/hana.png')
    // The token's address is kept on the identity, never on the person public pages show.
    expect(person?.email.endsWith(`@${WIDGET_PERSON_EMAIL_DOMAIN}`)).toBe(true)
    expect(person?.emailVerified).toBe(false)
    expect(await w.db.select().from(account).where(eq(account.userId, result.person.userId))).toEqual([])
    const [identity] = await w.db
      .select()
      .from(externalIdentity)
      .where(eq(externalIdentity.userId, result.person.userId))
    expect(identity).toMatchObject({
      organizationId: w.org.id,
      externalId: 'host-1',
      email: 'hana@customer.example',
      company: { id: 'acme', name: 'Acme', plan: 'pro', monthly_spend: 99 },
    })
  })

  test('the same sub is the same person; its new name and avatar replace the old', async () => {
    const first = await identify({ sub: 'host-2', name: 'First Name' })
    const again = await identify({ sub: 'host-2', name: 'Second Name', avatar: 'https://cdn.example/b.png' })
    expect(again.person.userId).toBe(first.person.userId)
    const [person] = await w.db.select().from(user).where(eq(user.id, first.person.userId))
    expect(person).toMatchObject({ name: 'Second Name', image: 'https://cdn.example/b.png' })
  })

  test('two first visits at once end with one person', async () => {
    await w.db.delete(rateLimit).where(like(rateLimit.key, 'widget:%'))
    const token = await sign({ sub: 'host-race', name: 'Racer' })
    const results = await Promise.all(
      [1, 2, 3].map(() => identifyWithToken(w.db, target(), token, { clientIp: null })),
    )
    const ids = new Set(results.map((result) => (result.ok ? result.person.userId : 'refused')))
    expect(ids.size).toBe(1)
    const people = await w.db.select().from(user).where(eq(user.name, 'Racer'))
    expect(people).toHaveLength(1)
  })

  test('the same sub in another organisation is another person', async () => {
    const here = await identify({ sub: 'shared-sub' })
    const there = await identify(
      { sub: 'shared-sub' },
      { organizationId: otherOrg.id, projectId: otherProject.id },
      otherOrgSecret,
    )
    expect(there.person.userId).not.toBe(here.person.userId)
  })

  test('a token signed for another organisation’s project is refused here', async () => {
    await w.db.delete(rateLimit).where(like(rateLimit.key, 'widget:%'))
    const result = await identifyWithToken(w.db, target(), await sign({ sub: 'x' }, otherOrgSecret), {
      clientIp: null,
    })
    expect(result).toMatchObject({ ok: false, code: 'invalid_token' })
  })

  test('a verified email links to the existing account only when the organisation allows it', async () => {
    // The member's address is verified; the switch is off: a new person.
    await w.db.update(user).set({ emailVerified: true }).where(eq(user.id, w.people.member.id))
    const off = await identify({ sub: 'link-off', email: w.people.member.email })
    expect(off.person.userId).not.toBe(w.people.member.id)

    await setLinkVerifiedEmails(w.db, await w.access('owner'), true)
    const on = await identify({ sub: 'link-on', email: w.people.member.email.toUpperCase() })
    expect(on.person.userId).toBe(w.people.member.id)
    // A linked account keeps the name its holder chose.
    const renamed = await identify({ sub: 'link-on', name: 'Not My Name' })
    expect(renamed.person.name).toBe(w.people.member.viewer.name)

    // An unverified address never links, switch or not.
    await w.db.update(user).set({ emailVerified: false }).where(eq(user.id, w.people.admin.id))
    const unverified = await identify({ sub: 'link-unverified', email: w.people.admin.email })
    expect(unverified.person.userId).not.toBe(w.people.admin.id)

    // Once mapped, a sub stays with its person: the switch decides first visits only.
    await setLinkVerifiedEmails(w.db, await w.access('owner'), false)
    const later = await identify({ sub: 'link-on' })
    expect(later.person.userId).toBe(w.people.member.id)
  })
})

describe('the person a widget session acts as', () => {
  test('a member linked by email is a non-member through the widget, and anonymous elsewhere', async () => {
    await setLinkVerifiedEmails(w.db, await w.access('owner'), true)
    await w.db.update(user).set({ emailVerified: true }).where(eq(user.id, w.people.member.id))
    const linked = await identify({ sub: 'member-via-widget', email: w.people.member.email })
    expect(linked.person.userId).toBe(w.people.member.id)
    const session = await resolveWidgetSession(w.db, linked.session)
    expect(session?.viewer.external).toEqual({
      organizationId: w.org.id,
      projectId: w.projects.public.id,
      externalId: 'member-via-widget',
    })
    const viewer = session?.viewer ?? null

    const publicAccess = await getFeedbackAccess(w.db, viewer, {
      orgSlug: w.org.slug,
      projectSlug: w.projects.public.slug,
    })
    expect(publicAccess).toMatchObject({ signedIn: true, role: null, siteAdmin: false, isMember: false })
    expect(publicAccess.viewer?.userId).toBe(w.people.member.id)

    // The private project the member reads every day is not found through the widget.
    await expect(getProjectAccess(w.db, viewer, w.org.slug, w.projects.private.slug)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })

    // Another organisation's public project: readable as anyone may, but as nobody.
    const elsewhere = await getProjectAccess(w.db, viewer, otherOrg.slug, otherProject.slug)
    expect(elsewhere).toMatchObject({ signedIn: false, role: null })
    expect(elsewhere.viewer).toBeNull()
  })

  test('a site admin identified through the widget is no site admin there', async () => {
    await w.db.update(user).set({ emailVerified: true }).where(eq(user.id, w.people.siteAdmin.id))
    const linked = await identify({ sub: 'site-admin-via-widget', email: w.people.siteAdmin.email })
    const session = await resolveWidgetSession(w.db, linked.session)
    await expect(
      getProjectAccess(w.db, session?.viewer ?? null, w.org.slug, w.projects.private.slug),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
  })

  test('an expired session resolves to nobody', async () => {
    const result = await identify({ sub: 'short-lived' })
    expect(await resolveWidgetSession(w.db, result.session)).not.toBeNull()
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000)
    expect(await resolveWidgetSession(w.db, result.session, later)).toBeNull()
    expect(await resolveWidgetSession(w.db, `${result.session}x`)).toBeNull()
    // The sweep removes it (and every other one by then); a live one stays.
    expect(await sweepExpiredWidgetSessions(w.db, later)).toBeGreaterThan(0)
    const fresh = await identify({ sub: 'fresh' })
    await sweepExpiredWidgetSessions(w.db)
    expect(await resolveWidgetSession(w.db, fresh.session)).not.toBeNull()
  })

  test('identify is limited per sub', async () => {
    await w.db.delete(rateLimit).where(like(rateLimit.key, 'widget:%'))
    const token = await sign({ sub: 'looping' })
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const result = await identifyWithToken(w.db, target(), token, { clientIp: null })
      expect(result.ok).toBe(true)
    }
    await expect(identifyWithToken(w.db, target(), token, { clientIp: null })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    })
  })
})
