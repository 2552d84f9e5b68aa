import { eq, like } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { getFeedbackAccess, visibleBoards } from '~/features/feedback/server/feedback-access.server'
import { createFeedback } from '~/features/feedback/server/items.server'
import { setVote } from '~/features/feedback/server/votes.server'
import { getUpdatesAccess } from '~/features/updates/server/updates-access.server'
import {
  type PortalApp,
  portalRedirectTarget,
  portalSignIn,
  portalSignOut,
  resolvePortalSession,
} from '~/features/widget/server/portal.server'
import { turnOnWidget } from '~/features/widget/server/settings.server'
import type { AppContext } from '~/server/app-context.server'
import { getProjectAccess } from '~/server/authz.server'
import { project, rateLimit, widgetSession } from '~/server/db/schema'
import { pageCacheKey } from '~/server/page-cache.server'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'
import { TEST_SECRET } from '../helpers/test-auth'

/**
 * Portal sign-in (`/@{org}/{project}/sso`) over a real database: a good token starts a widget session held in
 * the portal cookie and redirects within the project only; every refused token gets a 401 page and no cookie; a
 * private or widget-less project is not found. The person it signs in is seen only by the public surfaces that
 * opt in (`getPortalViewer`), as the confined viewer: a non-member of the organisation, anonymous elsewhere, and
 * nobody at all for `getRequestViewer` (account, settings, notifications, admin).
 */

// The request's headers as TanStack Start would give them to getRequestViewer / getPortalViewer.
let requestHeaders = new Headers()
vi.mock('@tanstack/react-start/server', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getRequest: () => ({ headers: requestHeaders }),
}))

let w: FeedbackWorld
let secret: string
let otherProjectSecret: string
let otherOrg: Awaited<ReturnType<FeedbackWorld['f']['createOrganization']>>
let otherOrgProject: { id: string; slug: string }
let noWidgetProject: { id: string; slug: string }
let nowPrivate: { id: string; slug: string }

const nowS = () => Math.floor(Date.now() / 1000)
const sign = (
  claims: Record<string, unknown>,
  key = secret,
  options: { iat?: number; exp?: number; alg?: string } = {},
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setIssuedAt(options.iat ?? nowS())
    .setExpirationTime(options.exp ?? nowS() + 300)
    .sign(new TextEncoder().encode(key))

const app = (baseUrl = 'http://parley.test'): PortalApp => ({
  db: w.db,
  baseUrl,
  clientIp: '203.0.113.9',
  secret: TEST_SECRET,
})
const home = () => `/@${w.org.slug}/${w.projects.public.slug}`

function sso(query: Record<string, string>, where = { org: w.org.slug, project: w.projects.public.slug }) {
  const url = new URL(`http://parley.test/@${where.org}/${where.project}/sso`)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  return portalSignIn(app(), where, url)
}

const cookieValue = (response: Response) =>
  /parley_portal=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1] ?? null

async function signedIn(sub: string) {
  const response = await sso({ token: await sign({ sub, name: `Host ${sub}` }) })
  expect(response.status).toBe(302)
  const token = cookieValue(response)
  if (!token) throw new Error('no portal cookie')
  return token
}

beforeAll(async () => {
  w = await createFeedbackWorld()
  ;({ secret } = await turnOnWidget(w.db, await w.access('owner'), {
    allowedOrigins: ['https://host.example'],
  }))
  const second = await w.f.insertProject(w.org, 'public')
  ;({ secret: otherProjectSecret } = await turnOnWidget(
    w.db,
    await getProjectAccess(w.db, w.people.owner.viewer, w.org.slug, second.slug),
  ))
  nowPrivate = second
  noWidgetProject = await w.f.insertProject(w.org, 'public')
  otherOrg = await w.f.createOrganization(w.people.outsider, 'Elsewhere')
  otherOrgProject = await w.f.insertProject(otherOrg, 'public')
}, 120_000)

afterAll(async () => {
  await w?.close()
})

beforeEach(async () => {
  requestHeaders = new Headers()
  await w.db.delete(rateLimit).where(like(rateLimit.key, 'widget:%'))
})

describe('signing in with a token', () => {
  test('a valid token: 302 to the redirect, with the portal cookie and no referrer', async () => {
    const response = await sso({
      token: await sign({ sub: 'portal-1', name: 'Pat Portal' }),
      redirect: `${home()}/feedback?sort=top#list`,
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(`${home()}/feedback?sort=top#list`)
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^parley_portal=pws_[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=86400$/)
    const session = await resolvePortalSession(w.db, cookieValue(response) ?? '')
    expect(session?.viewer.name).toBe('Pat Portal')
    expect(session?.viewer.external).toEqual({
      organizationId: w.org.id,
      projectId: w.projects.public.id,
      externalId: 'portal-1',
    })
    expect(session?.scope).toEqual({ orgSlug: w.org.slug, projectSlug: w.projects.public.slug })
  })

  test('the cookie is Secure when the app is on https', async () => {
    const url = new URL(`https://parley.test${home()}/sso`)
    url.searchParams.set('token', await sign({ sub: 'portal-secure' }))
    const response = await portalSignIn(
      app('https://parley.test'),
      { org: w.org.slug, project: w.projects.public.slug },
      url,
    )
    expect(response.headers.get('set-cookie')).toMatch(/; Secure$/)
  })

  test('a redirect outside the project goes to the project’s page', async () => {
    const outside = [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      `/@${w.org.slug}/${nowPrivate.slug}`,
      `/@${w.org.slug}/${w.projects.public.slug}-other`,
      `${home()}/../${nowPrivate.slug}`,
      `${home()}/%2e%2e/${nowPrivate.slug}`,
      '/settings',
      'javascript:alert(1)',
      `${home()}\n/x`,
    ]
    for (const redirect of outside) {
      expect(portalRedirectTarget(redirect, w.org.slug, w.projects.public.slug), redirect).toBe(home())
    }
    expect(portalRedirectTarget(null, w.org.slug, w.projects.public.slug)).toBe(home())
    expect(portalRedirectTarget(`${home()}/updates`, w.org.slug, w.projects.public.slug)).toBe(
      `${home()}/updates`,
    )
    const response = await sso({ token: await sign({ sub: 'portal-2' }), redirect: '//evil.example/' })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(home())
  })

  test('forged, expired, alg none, another project’s and no token: a 401 page, no cookie, no session', async () => {
    const before = (await w.db.select().from(widgetSession)).length
    const header = (alg: string) => Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url')
    const payload = Buffer.from(JSON.stringify({ sub: 'x', iat: nowS(), exp: nowS() + 60 })).toString(
      'base64url',
    )
    const refused: [string, string, string][] = [
      [
        'forged',
        await sign({ sub: 'x' }, 'parley_ws_not-the-secret-at-all-not-at-all'),
        'not a valid widget token',
      ],
      ['expired', await sign({ sub: 'x' }, secret, { iat: nowS() - 900, exp: nowS() - 600 }), 'has expired'],
      ['none', `${header('none')}.${payload}.`, 'must be signed with HS256'],
      ['other project', await sign({ sub: 'x' }, otherProjectSecret), 'not a valid widget token'],
      ['missing', '', 'carries no token'],
    ]
    for (const [what, token, sentence] of refused) {
      const response = await sso(token ? { token } : {})
      expect(response.status, what).toBe(401)
      expect(response.headers.get('set-cookie'), what).toBeNull()
      expect(response.headers.get('referrer-policy'), what).toBe('no-referrer')
      const html = await response.text()
      expect(html, what).toContain('You could not be signed in')
      expect(html, what).toContain(sentence)
      expect(html, what).toContain(`href="${home()}"`)
    }
    expect((await w.db.select().from(widgetSession)).length).toBe(before)
  })

  test('a private project, a project without a widget, an unknown one: not found', async () => {
    await w.db.update(project).set({ visibility: 'private' }).where(eq(project.id, nowPrivate.id))
    const token = await sign({ sub: 'x' }, otherProjectSecret)
    for (const where of [
      { org: w.org.slug, project: nowPrivate.slug },
      { org: w.org.slug, project: noWidgetProject.slug },
      { org: w.org.slug, project: 'no-such-project' },
      { org: otherOrg.slug, project: w.projects.public.slug },
    ]) {
      const response = await sso({ token }, where)
      expect(response.status, where.project).toBe(404)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })
})

describe('who the portal visitor is', () => {
  const fakeApp = (user: { id: string; name: string } | null) =>
    ({
      auth: {
        api: {
          getSession: async () =>
            user
              ? {
                  session: { id: 'ba-session' },
                  user: { ...user, email: 'a@example.com', username: null, image: null, role: 'user' },
                }
              : null,
        },
      },
      resolvePortalSession: (token: string) => resolvePortalSession(w.db, token),
    }) as unknown as AppContext

  test('the public surfaces see them confined; getRequestViewer (account, settings, notifications) does not', async () => {
    const { getPortalViewer, getRequestViewer, runInRequestScope } = await import(
      '~/server/request-context.server'
    )
    const token = await signedIn('voter')
    requestHeaders = new Headers({ cookie: `theme=dark; parley_portal=${token}` })
    const [viewer, accountViewer] = await runInRequestScope(async () => [
      await getPortalViewer(fakeApp(null)),
      await getRequestViewer(fakeApp(null)),
    ])
    expect(accountViewer).toBeNull()
    expect(viewer?.external?.externalId).toBe('voter')

    // They vote on the public project's feedback, as a signed-in non-member.
    const item = await w.post('member', 'Portal visitors vote here')
    if (!viewer) throw new Error('setup')
    const access = await getFeedbackAccess(w.db, viewer, {
      orgSlug: w.org.slug,
      projectSlug: w.projects.public.slug,
    })
    expect(access.isMember).toBe(false)
    expect((await setVote(w.db, access, item.id, true)).voted).toBe(true)
    await getUpdatesAccess(w.db, viewer, { orgSlug: w.org.slug, projectSlug: w.projects.public.slug })

    // In another organisation they are anonymous: they read its public project and may not vote there.
    const elsewhere = await getFeedbackAccess(w.db, viewer, {
      orgSlug: otherOrg.slug,
      projectSlug: otherOrgProject.slug,
    })
    expect(elsewhere.isMember).toBe(false)
    const theirItem = await createFeedback(
      w.db,
      await getFeedbackAccess(w.db, w.people.outsider.viewer, {
        orgSlug: otherOrg.slug,
        projectSlug: otherOrgProject.slug,
      }),
      { boardId: (await visibleBoards(w.db, elsewhere))[0]?.id ?? '', title: 'Elsewhere', details: '' },
    )
    await expect(setVote(w.db, elsewhere, theirItem.id, true)).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    })
  })

  test('a Better Auth session wins over the portal cookie', async () => {
    const { getPortalViewer, runInRequestScope } = await import('~/server/request-context.server')
    const token = await signedIn('both')
    requestHeaders = new Headers({ cookie: `better-auth.session_token=abc.def; parley_portal=${token}` })
    const viewer = await runInRequestScope(() =>
      getPortalViewer(fakeApp({ id: w.people.member.viewer.userId, name: 'Mia Member' })),
    )
    expect(viewer?.userId).toBe(w.people.member.viewer.userId)
    expect(viewer?.external).toBeUndefined()
  })

  test('an unknown or ended portal cookie is nobody', async () => {
    const { getPortalViewer, runInRequestScope } = await import('~/server/request-context.server')
    requestHeaders = new Headers({ cookie: 'parley_portal=pws_not-a-session' })
    expect(await runInRequestScope(() => getPortalViewer(fakeApp(null)))).toBeNull()
    requestHeaders = new Headers({ cookie: 'parley_portal=something-else' })
    expect(await runInRequestScope(() => getPortalViewer(fakeApp(null)))).toBeNull()
  })

  test('the anonymous page cache is neither read nor filled for a portal visitor', () => {
    const page = `http://parley.test${home()}/feedback`
    expect(pageCacheKey(new Request(page))).not.toBeNull()
    expect(pageCacheKey(new Request(page, { headers: { cookie: 'parley_portal=pws_x' } }))).toBeNull()
  })
})

describe('signing out', () => {
  const signOut = (token: string, headers: Record<string, string>) =>
    portalSignOut(
      app(),
      { org: w.org.slug, project: w.projects.public.slug },
      new Request(`http://parley.test${home()}/sso`, {
        method: 'POST',
        headers: { cookie: `parley_portal=${token}`, ...headers },
      }),
    )

  test('a same-origin sign-out ends the session and clears the cookie; another site’s does nothing', async () => {
    const token = await signedIn('leaver')
    const refused = await signOut(token, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })
    expect(refused.status).toBe(403)
    expect(refused.headers.get('set-cookie')).toBeNull()
    expect(await resolvePortalSession(w.db, token)).not.toBeNull()

    const response = await signOut(token, { 'sec-fetch-site': 'same-origin' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(home())
    expect(response.headers.get('set-cookie')).toMatch(
      /^parley_portal=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/,
    )
    expect(await resolvePortalSession(w.db, token)).toBeNull()
  })
})
