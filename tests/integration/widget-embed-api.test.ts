import { like } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type EmbedApp, handleEmbedRequest } from '~/api/embed/handle.server'
import { addComment } from '~/features/feedback/server/comments.server'
import { getFeedbackDetail } from '~/features/feedback/server/item-detail.server'
import { readEmbedSettings } from '~/features/widget/index.server'
import { turnOffWidget, turnOnWidget } from '~/features/widget/server/settings.server'
import { topicOf } from '~/lib/live-topics'
import { getProjectAccess } from '~/server/authz.server'
import { rateLimit } from '~/server/db/schema'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'
import { TEST_SECRET } from '../helpers/test-auth'

/**
 * The widget's API over its real handler and database: the contract the embed is written to (paths, shapes,
 * problem details), writes through the feedback feature (votes land in the project and go live), and who may
 * do what: anonymous, identified, another project's or organisation's session, a private project, no widget.
 */

const BASE = 'http://parley.test'
let w: FeedbackWorld
let app: EmbedApp
let secret: string
let otherSecret: string
let siblingSlug: string
let otherOrg: { slug: string }
let otherProjectSlug: string
let widgetlessSlug: string

const nowS = () => Math.floor(Date.now() / 1000)
function sign(claims: Record<string, unknown>, key = secret, alg = 'HS256') {
  return new SignJWT(claims)
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setIssuedAt(nowS())
    .setExpirationTime(nowS() + 300)
    .sign(new TextEncoder().encode(key))
}

// biome-ignore lint/suspicious/noExplicitAny: each test reads the fields it checks
type Answer = { status: number; body: any; headers: Headers }

async function call(
  method: string,
  path: string,
  options: { session?: string; body?: unknown; project?: string; org?: string; contentType?: string } = {},
): Promise<Answer> {
  const org = options.org ?? w.org.slug
  const project = options.project ?? w.projects.public.slug
  const headers: Record<string, string> = {}
  if (options.session) headers.authorization = `Bearer ${options.session}`
  if (options.body !== undefined) headers['content-type'] = options.contentType ?? 'application/json'
  const response = await handleEmbedRequest(
    new Request(`${BASE}/api/embed/@${org}/${project}${path}`, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : typeof options.body === 'string'
            ? options.body
            : JSON.stringify(options.body),
    }),
    app,
  )
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
}

const clearLimits = () => w.db.delete(rateLimit).where(like(rateLimit.key, '%'))

async function identify(claims: Record<string, unknown>, key = secret, project?: string): Promise<string> {
  await clearLimits()
  const answer = await call('POST', '/identify', { body: { token: await sign(claims, key) }, project })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.session
}

beforeAll(async () => {
  w = await createFeedbackWorld()
  app = { db: w.db, baseUrl: BASE, clientIp: '198.51.100.20', secret: TEST_SECRET }
  const owner = await w.access('owner')
  ;({ secret } = await turnOnWidget(w.db, owner, { allowedOrigins: ['https://host.example'] }))
  // The private project has a widget row too: it must never load.
  await turnOnWidget(w.db, await w.access('owner', 'private'))
  // A second public project of the same organisation, with its own widget.
  const sibling = await w.f.insertProject(w.org, 'public')
  siblingSlug = sibling.slug
  ;({ secret: otherSecret } = await turnOnWidget(
    w.db,
    await getProjectAccess(w.db, w.people.owner.viewer, w.org.slug, sibling.slug),
  ))
  // A public project without a widget.
  widgetlessSlug = (await w.f.insertProject(w.org, 'public')).slug
  // Another organisation with a widget.
  otherOrg = await w.f.createOrganization(w.people.outsider, 'Elsewhere')
  otherProjectSlug = (await w.f.insertProject(otherOrg as never, 'public')).slug
  await turnOnWidget(
    w.db,
    await getProjectAccess(w.db, w.people.outsider.viewer, otherOrg.slug, otherProjectSlug),
  )
}, 120_000)

afterAll(async () => {
  await w?.close()
})

describe('readEmbedSettings', () => {
  test('answers a public project’s widget and nothing for private, unknown or widget-less ones', async () => {
    const settings = await readEmbedSettings(w.db, w.org.slug, w.projects.public.slug)
    expect(settings).toMatchObject({
      projectId: w.projects.public.id,
      allowedOrigins: ['https://host.example'],
      tabs: ['feedback', 'updates'],
      launcher: { position: 'right', colour: '#5b4be0' },
    })
    expect(JSON.stringify(settings)).not.toContain('parley_ws_')
    expect(await readEmbedSettings(w.db, w.org.slug, w.projects.private.slug)).toBeNull()
    expect(await readEmbedSettings(w.db, w.org.slug, widgetlessSlug)).toBeNull()
    expect(await readEmbedSettings(w.db, w.org.slug, 'nope')).toBeNull()
    expect(await readEmbedSettings(w.db, 'nope', w.projects.public.slug)).toBeNull()
  })
})

describe('the contract', () => {
  test('GET /config anonymously: the project, tabs, launcher, public boards, nobody', async () => {
    const teamOnly = await w.insertBoard('public', 'Internal board', true)
    const answer = await call('GET', '/config')
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      project: { name: w.projects.public.name, url: `${BASE}/@${w.org.slug}/${w.projects.public.slug}` },
      tabs: ['feedback', 'updates'],
      launcher: { position: 'right', colour: '#5b4be0' },
      person: null,
    })
    const boardIds = answer.body.boards.map((board: { id: string }) => board.id)
    expect(boardIds).toContain((await w.defaultBoard()).id)
    expect(boardIds).not.toContain(teamOnly.id)
  })

  test('POST /identify: a session and the person; /config then names them', async () => {
    await clearLimits()
    const answer = await call('POST', '/identify', {
      body: { token: await sign({ sub: 'c-1', name: 'Cora Customer', avatar: 'https://cdn.example/c.png' }) },
    })
    expect(answer.status).toBe(200)
    expect(answer.body.session).toMatch(/^pws_[\w-]{43}$/)
    expect(Date.parse(answer.body.expiresAt) - Date.now()).toBeGreaterThan(23 * 3600 * 1000)
    expect(answer.body.person).toEqual({ name: 'Cora Customer', avatarUrl: 'https://cdn.example/c.png' })
    const config = await call('GET', '/config', { session: answer.body.session })
    expect(config.body.person).toEqual({ name: 'Cora Customer', avatarUrl: 'https://cdn.example/c.png' })
  })

  test('bad tokens are refused with a code, never a session', async () => {
    await clearLimits()
    const cases: [string, string][] = [
      [await sign({ sub: 'x' }, otherSecret), 'invalid_token'],
      [await sign({ sub: 'x' }, 'parley_ws_forged-forged-forged-forged-forged'), 'invalid_token'],
      [await sign({ sub: 'x' }, secret, 'HS512'), 'unsupported_algorithm'],
      [
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'x', iat: nowS(), exp: nowS() + 60 })).toString('base64url')}.`,
        'unsupported_algorithm',
      ],
      [
        await new SignJWT({ sub: 'x' })
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuedAt(nowS() - 1000)
          .setExpirationTime(nowS() - 100)
          .sign(new TextEncoder().encode(secret)),
        'expired_token',
      ],
    ]
    for (const [token, code] of cases) {
      const answer = await call('POST', '/identify', { body: { token } })
      expect(answer.status, code).toBe(401)
      expect(answer.body).toMatchObject({ status: 401, code, title: 'Unauthorized' })
      expect(answer.body.type).toBeTypeOf('string')
      expect(answer.body.detail).toBeTypeOf('string')
      expect(answer.body.session).toBeUndefined()
      expect(answer.headers.get('content-type')).toBe('application/problem+json')
    }
  })

  test('JSON bodies only: a form post is refused unread (415)', async () => {
    const answer = await call('POST', '/identify', {
      body: 'token=abc',
      contentType: 'application/x-www-form-urlencoded',
    })
    expect(answer.status).toBe(415)
  })

  test('post, find, vote, unvote, comment: through the feedback feature, live on the project', async () => {
    const session = await identify({
      sub: 'c-2',
      name: 'Petra Poster',
      company: { id: 'acme', name: 'Acme' },
    })
    const before = await w.lastLiveEventId()
    const posted = await call('POST', '/feedback', {
      session,
      body: { title: 'Dark mode for the dashboard', details: 'Please **add** it' },
    })
    expect(posted.status, JSON.stringify(posted.body)).toBe(201)
    const item = posted.body
    expect(item).toMatchObject({
      title: 'Dark mode for the dashboard',
      excerpt: 'Please add it',
      board: { id: (await w.defaultBoard()).id },
      votes: 1,
      voted: true,
      mine: true,
      comments: 0,
      url: `${BASE}/@${w.org.slug}/${w.projects.public.slug}/feedback/${item.id}`,
    })
    expect(item.status).toMatchObject({ name: expect.any(String), colour: expect.any(String) })
    const row = await w.itemRow(item.id)
    expect(row.authorId).not.toBeNull()

    // Listed for everyone; "mine" for the poster only.
    const listed = await call('GET', '/feedback?sort=new')
    expect(listed.body.items.map((entry: { id: string }) => entry.id)).toContain(item.id)
    expect(listed.body.items.find((entry: { id: string }) => entry.id === item.id)).toMatchObject({
      mine: false,
      voted: false,
    })
    const mine = await call('GET', '/feedback?mine=1', { session })
    expect(mine.body.items.map((entry: { id: string }) => entry.id)).toEqual([item.id])
    expect((await call('GET', '/feedback?mine=1')).body.items).toEqual([])

    const similar = await call('GET', '/feedback/similar?title=dark%20mode')
    expect(similar.body.items.map((entry: { id: string }) => entry.id)).toContain(item.id)

    const voter = await identify({ sub: 'c-3', name: 'Vera Voter' })
    const voted = await call('POST', `/feedback/${item.id}/vote`, { session: voter })
    expect(voted).toMatchObject({ status: 200, body: { votes: 2, voted: true } })
    const again = await call('POST', `/feedback/${item.id}/vote`, { session: voter })
    expect(again.body).toEqual({ votes: 2, voted: true })
    const events = await w.liveEventsSince(before)
    expect(events).toContainEqual(
      expect.objectContaining({ topic: topicOf.project(w.projects.public.id), type: 'feedback.voted' }),
    )
    const unvoted = await call('DELETE', `/feedback/${item.id}/vote`, { session: voter })
    expect(unvoted.body).toEqual({ votes: 1, voted: false })

    const commented = await call('POST', `/feedback/${item.id}/comments`, {
      session: voter,
      body: { body: 'Yes please' },
    })
    expect(commented.status).toBe(201)
    expect(commented.body).toMatchObject({ author: { name: 'Vera Voter' }, body: 'Yes please' })
    // A member's internal note never reaches the widget.
    await addComment(w.db, await w.access('member'), item.id, {
      body: 'Internal: big customer',
      internal: true,
    })

    const detail = await call('GET', `/feedback/${item.id}`, { session: voter })
    expect(detail.status).toBe(200)
    expect(detail.body).toMatchObject({
      id: item.id,
      details: 'Please **add** it',
      voted: false,
      mine: false,
    })
    expect(detail.body.comments).toEqual([
      {
        id: commented.body.id,
        author: { name: 'Vera Voter', avatarUrl: null },
        body: 'Yes please',
        createdAt: expect.any(String),
      },
    ])
    expect(JSON.stringify(detail.body)).not.toContain('Internal: big customer')

    // In the project, the item and its vote carry the person's name, and for members the token's company
    // (author and voters); the public never sees the company.
    const asMember = await getFeedbackDetail(w.db, await w.access('member'), item.id)
    if ('mergedInto' in asMember) throw new Error('not merged')
    expect(asMember.author).toMatchObject({ name: 'Petra Poster', company: 'Acme' })
    expect(asMember.voters).toEqual([expect.objectContaining({ name: 'Petra Poster', company: 'Acme' })])
    for (const persona of ['anonymous', 'outsider'] as const) {
      const asOutsider = await getFeedbackDetail(w.db, await w.access(persona), item.id)
      if ('mergedInto' in asOutsider) throw new Error('not merged')
      expect(asOutsider.author?.name).toBe('Petra Poster')
      expect(JSON.stringify(asOutsider)).not.toContain('Acme')
    }
  })

  test('GET /updates: published ones only, with the newest time', async () => {
    const answer = await call('GET', '/updates')
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ items: [], nextCursor: null, latestPublishedAt: null })
  })

  test('POST /logout ends the session: it is refused afterwards', async () => {
    const session = await identify({ sub: 'c-4' })
    expect((await call('POST', '/logout', { session })).status).toBe(204)
    const after = await call('GET', '/config', { session })
    expect(after.status).toBe(401)
    expect(after.body.code).toBe('invalid_session')
    // Logging out again is done already; identifying again works whatever bearer the frame still sends.
    expect((await call('POST', '/logout', { session })).status).toBe(204)
    const again = await call('POST', '/identify', { session, body: { token: await sign({ sub: 'c-4' }) } })
    expect(again.status).toBe(200)
  })

  test('invalid input is a 422 problem with the field', async () => {
    const session = await identify({ sub: 'c-5' })
    const answer = await call('POST', '/feedback', { session, body: { title: 'x' } })
    expect(answer.status).toBe(422)
    expect(answer.body.errors[0].path).toBe('body.title')
    const unknownBoard = await call('POST', '/feedback', {
      session,
      body: { title: 'Long enough', boardId: 'nope' },
    })
    expect(unknownBoard.status).toBe(422)
  })

  test('votes are limited per identity', async () => {
    const session = await identify({ sub: 'c-6' })
    const { id } = await w.post('owner', 'Something to vote on')
    for (let index = 0; index < 60; index += 1) {
      expect((await call(index % 2 ? 'DELETE' : 'POST', `/feedback/${id}/vote`, { session })).status).toBe(
        200,
      )
    }
    const refused = await call('POST', `/feedback/${id}/vote`, { session })
    expect(refused.status).toBe(429)
  })
})

describe('who may do what (authorization matrix)', () => {
  test('no widget, a private project, unknown names: 404 for everything, the same answer', async () => {
    const session = await identify({ sub: 'm-1' })
    const { id } = await w.post('owner', 'An item of the private project', { visibility: 'private' })
    const paths: [string, string, unknown?][] = [
      ['GET', '/config'],
      ['POST', '/identify', { token: await sign({ sub: 'm-1' }) }],
      ['GET', '/feedback'],
      ['POST', '/feedback', { title: 'Hello there' }],
      ['GET', `/feedback/${id}`],
      ['POST', `/feedback/${id}/vote`],
      ['GET', '/updates'],
    ]
    for (const project of [w.projects.private.slug, widgetlessSlug, 'no-such-project']) {
      for (const [method, path, body] of paths) {
        const answer = await call(method, path, { project, session, body })
        expect(answer.status, `${method} ${project}${path}`).toBe(404)
        expect(answer.body.detail).toBe('There is no widget here')
      }
    }
    expect((await call('GET', '/config', { org: 'no-such-org' })).status).toBe(404)
  })

  test('anonymous: reads yes, writes 401', async () => {
    const { id } = await w.post('owner', 'Anonymous may read this')
    expect((await call('GET', `/feedback/${id}`)).status).toBe(200)
    for (const [method, path, body] of [
      ['POST', '/feedback', { title: 'Anonymous post' }],
      ['POST', `/feedback/${id}/vote`, undefined],
      ['DELETE', `/feedback/${id}/vote`, undefined],
      ['POST', `/feedback/${id}/comments`, { body: 'Anonymous comment' }],
    ] as const) {
      const answer = await call(method, path, { body })
      expect(answer.status, `${method} ${path}`).toBe(401)
      expect(answer.body.code).toBe('session_required')
    }
  })

  test('a session of another project or organisation is refused (401), even for reads', async () => {
    const sibling = await identify({ sub: 'm-2' }, otherSecret, siblingSlug)
    const { id } = await w.post('owner', 'Not for the sibling’s session')
    for (const [method, path] of [
      ['GET', '/config'],
      ['POST', `/feedback/${id}/vote`],
    ] as const) {
      const answer = await call(method, path, { session: sibling })
      expect(answer.status).toBe(401)
      expect(answer.body.code).toBe('invalid_session')
    }
    // The sibling's own project takes it.
    expect((await call('GET', '/config', { session: sibling, project: siblingSlug })).status).toBe(200)
    // And this project's session is nobody in the other organisation's widget.
    const here = await identify({ sub: 'm-3' })
    expect(
      (await call('GET', '/config', { session: here, org: otherOrg.slug, project: otherProjectSlug })).status,
    ).toBe(401)
  })

  test('identified: team-only boards’ items are not found, as for any outsider', async () => {
    const session = await identify({ sub: 'm-4' })
    const board = await w.insertBoard('public', 'Team board', true)
    const { id } = await w.post('owner', 'Hidden from the widget', { boardId: board.id })
    expect((await call('GET', `/feedback/${id}`, { session })).status).toBe(404)
    expect((await call('POST', `/feedback/${id}/vote`, { session })).status).toBe(404)
    expect((await call('POST', `/feedback/${id}/comments`, { session, body: { body: 'hi' } })).status).toBe(
      404,
    )
    const posted = await call('POST', '/feedback', {
      session,
      body: { title: 'Onto the team board', boardId: board.id },
    })
    expect(posted.status).toBe(422)
    const list = await call('GET', '/feedback?sort=new', { session })
    expect(list.body.items.map((item: { id: string }) => item.id)).not.toContain(id)
  })

  test('a widget turned off answers 404 and its sessions end', async () => {
    const session = await identify({ sub: 'm-5' })
    await turnOffWidget(w.db, await w.access('owner'))
    expect((await call('GET', '/config', { session })).status).toBe(404)
    ;({ secret } = await turnOnWidget(w.db, await w.access('owner')))
    expect((await call('GET', '/config', { session })).status).toBe(401)
  })
})
