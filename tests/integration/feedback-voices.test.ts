import { and, eq, like } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { handleEmbedRequest } from '~/api/embed/handle.server'
import {
  ANONYMOUS_VOTE_LIMITS,
  type AnonymousVoteInput,
  listAnonymousVotes,
  setAnonymousVote,
} from '~/features/feedback/server/anonymous.server'
import { updateBoard } from '~/features/feedback/server/boards.server'
import { getFeedbackAccess } from '~/features/feedback/server/feedback-access.server'
import { getFeedbackDetail } from '~/features/feedback/server/item-detail.server'
import { createFeedback } from '~/features/feedback/server/items.server'
import { mergeFeedback, unmergeFeedback } from '~/features/feedback/server/merge.server'
import { addVoteOnBehalf, setVote } from '~/features/feedback/server/votes.server'
import { portalSignIn } from '~/features/widget/server/portal.server'
import { turnOnWidget } from '~/features/widget/server/settings.server'
import { solveChallenge } from '~/lib/proof-of-work'
import type { Viewer } from '~/lib/viewer'
import { issueChallenge, signVisitorId } from '~/server/anonymous-visitor.server'
import {
  anonymousVisitor,
  externalIdentity,
  feedbackBoard,
  feedbackVote,
  rateLimit,
  user,
} from '~/server/db/schema'
import { searchMentionCandidates } from '~/server/mention-lookup.server'
import { findOrCreatePersonByEmail } from '~/server/placeholder-accounts.server'
import { createFeedbackWorld, type FeedbackWorld, PERSONAS, type Persona } from '../helpers/feedback-world'
import { TEST_SECRET } from '../helpers/test-auth'
import { expectAppError, outcome } from '../helpers/test-orgs'

/** Importance on votes; anonymous votes on boards that accept them, their limits and their claim on sign-up. */

let w: FeedbackWorld
let board: { id: string }
beforeAll(async () => {
  w = await createFeedbackWorld()
  board = await w.insertBoard('public', 'Open to everyone', false)
  await w.db.update(feedbackBoard).set({ anonymousVotes: true }).where(eq(feedbackBoard.id, board.id))
})
afterAll(() => w.close())
// Each test starts with fresh limits (they have their own tests).
beforeEach(async () => {
  await w.db.delete(rateLimit).where(like(rateLimit.key, 'anonymous-%'))
})

async function detailOf(itemId: string, who: Persona | Viewer = 'owner') {
  const detail = await getFeedbackDetail(w.db, await w.access(who), itemId)
  if ('mergedInto' in detail) throw new Error('merged')
  return detail
}

/** An item with no votes (its author's own vote taken back). */
async function fresh(title: string, options: { boardId?: string } = {}) {
  const item = await w.post('owner', title, options)
  await setVote(w.db, await w.access('owner'), item.id, false)
  return item
}

/** A solved challenge; cheap (4 bits) unless the test is about the real difficulty. */
async function proof(difficulty = 4) {
  const issued = issueChallenge(TEST_SECRET, Date.now(), difficulty)
  return { challenge: issued.challenge, nonce: await solveChallenge(issued) }
}

async function anonymousVote(
  itemId: string,
  visitorId: string | null,
  input: Partial<AnonymousVoteInput> = {},
  ip = '198.51.100.1',
) {
  return setAnonymousVote(
    w.db,
    await w.access('anonymous'),
    { visitorId, ip, secret: TEST_SECRET },
    { itemId, voted: true, proof: await proof(), ...input },
  )
}

describe('importance', () => {
  test('a voter sets, changes and clears how important it is; a vote without it leaves it as it is', async () => {
    const item = await fresh('Importance item')
    const member = await w.access('member')
    expect(await setVote(w.db, member, item.id, true, 'important')).toMatchObject({
      voted: true,
      importance: 'important',
    })
    expect((await detailOf(item.id, 'member')).viewerImportance).toBe('important')
    await setVote(w.db, member, item.id, true, 'critical')
    expect((await detailOf(item.id, 'member')).viewerImportance).toBe('critical')
    // Voting again without saying keeps it, and is still one vote.
    expect(await setVote(w.db, member, item.id, true)).toMatchObject({ voteCount: 1, importance: 'critical' })
    await setVote(w.db, member, item.id, true, null)
    expect((await detailOf(item.id, 'member')).viewerImportance).toBeNull()
    // Taking the vote back takes its importance with it.
    await setVote(w.db, member, item.id, true, 'nice_to_have')
    await setVote(w.db, member, item.id, false)
    await setVote(w.db, member, item.id, true)
    expect((await detailOf(item.id, 'member')).viewerImportance).toBeNull()
  })

  test('members see the breakdown per importance; nobody else sees anyone else’s', async () => {
    const item = await fresh('Breakdown item')
    await setVote(w.db, await w.access('member'), item.id, true, 'critical')
    await setVote(w.db, await w.access('admin'), item.id, true, 'critical')
    await setVote(w.db, await w.access('outsider'), item.id, true, 'nice_to_have')
    await setVote(w.db, await w.access('owner'), item.id, true)
    const breakdown = (await detailOf(item.id, 'member')).voteBreakdown
    expect(breakdown).toEqual({ importance: { nice_to_have: 1, important: 0, critical: 2 }, anonymous: 0 })
    const outsiderView = await detailOf(item.id, 'outsider')
    expect(outsiderView.voteBreakdown).toBeNull()
    expect(outsiderView.viewerImportance).toBe('nice_to_have')
    expect((await detailOf(item.id, 'anonymous' as Persona)).voteBreakdown).toBeNull()
  })

  test('an importance outside the three levels is refused by the schema', async () => {
    const { voteSchema } = await import('~/features/feedback/feedback.schemas')
    const base = { orgSlug: 'a', projectSlug: 'b', feedbackId: 'c', voted: true }
    expect(voteSchema.safeParse({ ...base, importance: 'urgent' }).success).toBe(false)
    expect(voteSchema.safeParse({ ...base, importance: null }).success).toBe(true)
  })
})

describe('importance through merges', () => {
  /** Each voter's importance on the item, own votes and copies alike. */
  async function importances(itemId: string) {
    const rows = await w.db
      .select({ userId: feedbackVote.userId, importance: feedbackVote.importance })
      .from(feedbackVote)
      .where(eq(feedbackVote.itemId, itemId))
    return Object.fromEntries(rows.map((row) => [row.userId, row.importance]))
  }

  test('copies keep the importance they were cast with; an undo leaves every vote as it was', async () => {
    const [member, admin, outsider] = await Promise.all([
      w.access('member'),
      w.access('admin'),
      w.access('outsider'),
    ])
    const ids = {
      member: member.viewer?.userId,
      admin: admin.viewer?.userId,
      outsider: outsider.viewer?.userId,
    }
    const target = await fresh('Merge target with importance')
    const first = await fresh('First duplicate with importance')
    const second = await fresh('Second duplicate with importance')
    await setVote(w.db, member, first.id, true, 'critical')
    await setVote(w.db, outsider, first.id, true, 'important')
    await setVote(w.db, admin, first.id, true, 'critical')
    // The admin voted on the target too: their own vote (and importance) there wins over the copy.
    await setVote(w.db, admin, target.id, true, 'nice_to_have')
    // The outsider voted on both duplicates, with different importance.
    await setVote(w.db, outsider, second.id, true, 'nice_to_have')
    const before = {
      target: await importances(target.id),
      first: await importances(first.id),
      second: await importances(second.id),
    }
    const owner = await w.access('owner')
    await mergeFeedback(w.db, owner, first.id, target.id)
    await mergeFeedback(w.db, owner, second.id, target.id)
    expect(await importances(target.id)).toEqual({
      [String(ids.member)]: 'critical',
      [String(ids.outsider)]: 'important',
      [String(ids.admin)]: 'nice_to_have',
    })
    expect((await detailOf(target.id, 'member')).voteBreakdown?.importance).toEqual({
      nice_to_have: 1,
      important: 1,
      critical: 1,
    })
    // Undoing the first merge: the outsider's vote still comes from the second duplicate, with its importance.
    await unmergeFeedback(w.db, owner, first.id)
    expect(await importances(target.id)).toEqual({
      [String(ids.outsider)]: 'nice_to_have',
      [String(ids.admin)]: 'nice_to_have',
    })
    await unmergeFeedback(w.db, owner, second.id)
    expect({
      target: await importances(target.id),
      first: await importances(first.id),
      second: await importances(second.id),
    }).toEqual(before)
    expect((await w.itemRow(target.id)).voteCount).toBe(1)
  })
})

describe('anonymous votes', () => {
  test('off by default: a board that does not accept them refuses, a team-only one is not found', async () => {
    const item = await fresh('Default board item')
    const [defaults] = await w.boardsOf('public')
    expect(defaults?.anonymousVotes).toBe(false)
    await expectAppError(anonymousVote(item.id, null), 'UNAUTHORIZED', 'Sign in to vote on this board')
    const teamBoard = await w.insertBoard('public', 'Team board', true)
    await w.db.update(feedbackBoard).set({ anonymousVotes: true }).where(eq(feedbackBoard.id, teamBoard.id))
    const hidden = await fresh('Hidden item', { boardId: teamBoard.id })
    await expectAppError(anonymousVote(hidden.id, null), 'NOT_FOUND')
    expect((await w.itemRow(item.id)).voteCount).toBe(0)
    // A private project is not there for anonymous visitors at all.
    await expectAppError(w.access('anonymous', 'private'), 'NOT_FOUND')
  })

  test('on: the vote counts, the visitor gets an identity, members see how many votes were anonymous', async () => {
    const item = await fresh('Anonymous item', { boardId: board.id })
    await setVote(w.db, await w.access('member'), item.id, true)
    const first = await anonymousVote(item.id, null, { importance: 'critical' })
    expect(first).toMatchObject({ voted: true, voteCount: 2, importance: 'critical' })
    expect(first.newVisitorId).toMatch(/^[0-9a-f-]{36}$/)
    // The same visitor again is the same vote.
    const again = await anonymousVote(item.id, first.newVisitorId)
    expect(again).toMatchObject({ voteCount: 2, newVisitorId: null, importance: 'critical' })
    expect((await w.itemRow(item.id)).voteCount).toBe(2)
    const breakdown = (await detailOf(item.id, 'member')).voteBreakdown
    expect(breakdown?.anonymous).toBe(1)
    expect(breakdown?.importance.critical).toBe(1)
    const anonymousAccess = await w.access('anonymous')
    expect(await listAnonymousVotes(w.db, anonymousAccess, first.newVisitorId, [item.id])).toEqual([
      { itemId: item.id, importance: 'critical' },
    ])
  })

  test('a visitor never sees nor changes another visitor’s vote', async () => {
    const item = await fresh('Two visitors', { boardId: board.id })
    const one = await anonymousVote(item.id, null, {}, '198.51.100.20')
    const other = await anonymousVote(item.id, null, {}, '198.51.100.21')
    expect(other.voteCount).toBe(2)
    const access = await w.access('anonymous')
    // The other visitor takes back their own vote only.
    expect(await anonymousVote(item.id, other.newVisitorId, { voted: false })).toMatchObject({ voteCount: 1 })
    expect(await listAnonymousVotes(w.db, access, other.newVisitorId, [item.id])).toEqual([])
    expect(await listAnonymousVotes(w.db, access, one.newVisitorId, [item.id])).toHaveLength(1)
    // Someone with no identity who "unvotes" changes nothing and gets none.
    expect(await anonymousVote(item.id, null, { voted: false })).toMatchObject({
      voteCount: 1,
      newVisitorId: null,
    })
  })

  test('a signed-in viewer votes as themselves, not anonymously', async () => {
    const item = await fresh('Signed in item', { boardId: board.id })
    await expectAppError(
      setAnonymousVote(
        w.db,
        await w.access('outsider'),
        { visitorId: null, ip: '198.51.100.2', secret: TEST_SECRET },
        { itemId: item.id, voted: true, proof: await proof() },
      ),
      'BAD_REQUEST',
      'You are signed in',
    )
  })

  test('a missing, forged, wrong, expired or reused proof of work is refused with a clear error', async () => {
    const item = await fresh('Proof item', { boardId: board.id })
    await expectAppError(
      anonymousVote(item.id, null, { proof: undefined }),
      'BAD_REQUEST',
      /answer a challenge/,
    )
    const issued = issueChallenge('another-secret-that-is-long-enough-000000', Date.now(), 4)
    await expectAppError(
      anonymousVote(item.id, null, {
        proof: { challenge: issued.challenge, nonce: await solveChallenge(issued) },
      }),
      'BAD_REQUEST',
      /not issued here/,
    )
    const real = issueChallenge(TEST_SECRET, Date.now(), 20)
    await expectAppError(
      anonymousVote(item.id, null, { proof: { challenge: real.challenge, nonce: 'guess' } }),
      'BAD_REQUEST',
      /answer to the challenge is wrong/,
    )
    const old = issueChallenge(TEST_SECRET, Date.now() - 10 * 60_000, 4)
    await expectAppError(
      anonymousVote(item.id, null, { proof: { challenge: old.challenge, nonce: await solveChallenge(old) } }),
      'BAD_REQUEST',
      /expired/,
    )
    const once = await proof()
    await anonymousVote(item.id, null, { proof: once })
    await expectAppError(anonymousVote(item.id, null, { proof: once }), 'BAD_REQUEST', /already answered/)
    expect((await w.itemRow(item.id)).voteCount).toBe(1)
  })

  test('the real difficulty is solved in reasonable time with Web Crypto', async () => {
    const issued = issueChallenge(TEST_SECRET)
    const started = Date.now()
    const nonce = await solveChallenge(issued)
    expect(Date.now() - started).toBeLessThan(15_000)
    const item = await fresh('Full difficulty', { boardId: board.id })
    expect(
      await anonymousVote(item.id, null, { proof: { challenge: issued.challenge, nonce } }),
    ).toMatchObject({
      voteCount: 1,
    })
  })

  test('the honeypot: a filled-in field refuses the vote', async () => {
    const item = await fresh('Honeypot item', { boardId: board.id })
    await expectAppError(anonymousVote(item.id, null, { website: 'https://spam.example' }), 'BAD_REQUEST')
    expect((await w.itemRow(item.id)).voteCount).toBe(0)
  })

  test('limits: per visitor, per address, and new identities per address', async () => {
    const item = await fresh('Limits item', { boardId: board.id })
    const visitor = (await anonymousVote(item.id, null, {}, '198.51.100.30')).newVisitorId
    for (let i = 1; i < ANONYMOUS_VOTE_LIMITS.perVisitor.max; i++) {
      // Each from its own address: only the visitor's limit is in play.
      await anonymousVote(item.id, visitor, { voted: i % 2 === 0 }, `198.51.100.${40 + i}`)
    }
    await expectAppError(
      anonymousVote(item.id, visitor, {}, '198.51.100.99'),
      'TOO_MANY_REQUESTS',
      'Too many votes',
    )

    await w.db.delete(rateLimit).where(like(rateLimit.key, 'anonymous-%'))
    const ip = '198.51.100.120'
    for (let i = 0; i < ANONYMOUS_VOTE_LIMITS.newVisitorsPerAddress.max; i++)
      await anonymousVote(item.id, null, {}, ip)
    await expectAppError(anonymousVote(item.id, null, {}, ip), 'TOO_MANY_REQUESTS', /new visitors/)

    await w.db.delete(rateLimit).where(like(rateLimit.key, 'anonymous-%'))
    const busy = '198.51.100.121'
    const regular = (await anonymousVote(item.id, null, {}, busy)).newVisitorId
    await w.db.delete(rateLimit).where(like(rateLimit.key, 'anonymous-vote:visitor:%'))
    for (let i = 1; i < ANONYMOUS_VOTE_LIMITS.perAddress.max; i++) {
      await anonymousVote(item.id, regular, { voted: i % 2 === 0 }, busy)
      await w.db.delete(rateLimit).where(like(rateLimit.key, 'anonymous-vote:visitor:%'))
    }
    await expectAppError(anonymousVote(item.id, regular, {}, busy), 'TOO_MANY_REQUESTS', /your network/)
  })
})

describe('claiming anonymous votes', () => {
  const cookieOf = (visitorId: string | null) =>
    `parley_visitor=${signVisitorId(String(visitorId), TEST_SECRET)}`

  test('signing up takes the votes along: counted once, no longer anonymous, the cookie cleared', async () => {
    const a = await fresh('Claim A', { boardId: board.id })
    const b = await fresh('Claim B', { boardId: board.id })
    const visitor = (await anonymousVote(a.id, null, { importance: 'important' })).newVisitorId
    await anonymousVote(b.id, visitor)
    const response = await w.t.request('/sign-up/email', {
      body: {
        email: `claimer-${Date.now()}@parley.example`,
        password: 'correct-horse-battery',
        name: 'Claimer',
      },
      cookie: cookieOf(visitor),
    })
    expect(response.status, response.text).toBe(200)
    const userId = String((response.json?.user as { id?: string } | undefined)?.id)
    expect(
      response.headers.getSetCookie().some((cookie) => /^parley_visitor=;.*Max-Age=0/i.test(cookie)),
    ).toBe(true)
    expect((await w.itemRow(a.id)).voteCount).toBe(1)
    expect((await w.itemRow(b.id)).voteCount).toBe(1)
    const mine = await w.db.select().from(feedbackVote).where(eq(feedbackVote.userId, userId))
    expect(mine.map((vote) => [vote.itemId, vote.importance]).sort()).toEqual(
      [
        [a.id, 'important'],
        [b.id, null],
      ].sort(),
    )
    expect((await detailOf(a.id, 'member')).voteBreakdown?.anonymous).toBe(0)
    expect(await listAnonymousVotes(w.db, await w.access('anonymous'), visitor, [a.id, b.id])).toEqual([])
    // The old cookie is no identity any more: a new vote with it starts a new visitor.
    const after = await anonymousVote(a.id, visitor)
    expect(after.newVisitorId).not.toBe(visitor)
  })

  test('signing in with a vote already there: the item counts it once', async () => {
    const person = await w.f.newPerson('Returning Voter')
    const a = await fresh('Dedupe A', { boardId: board.id })
    const b = await fresh('Dedupe B', { boardId: board.id })
    await setVote(w.db, await w.access(person.viewer), a.id, true)
    const visitor = (await anonymousVote(a.id, null, { importance: 'critical' })).newVisitorId
    await anonymousVote(b.id, visitor)
    expect((await w.itemRow(a.id)).voteCount).toBe(2)
    const response = await w.t.request('/sign-in/email', {
      body: { email: person.email, password: 'correct-horse-battery' },
      cookie: cookieOf(visitor),
    })
    expect(response.status, response.text).toBe(200)
    expect((await w.itemRow(a.id)).voteCount).toBe(1)
    expect((await w.itemRow(b.id)).voteCount).toBe(1)
    const [onA] = await w.db
      .select()
      .from(feedbackVote)
      .where(and(eq(feedbackVote.itemId, a.id), eq(feedbackVote.userId, person.id)))
    // The account said no importance: the visitor's fills it in.
    expect(onA?.importance).toBe('critical')
    const [claimed] = await w.db
      .select()
      .from(anonymousVisitor)
      .where(eq(anonymousVisitor.id, String(visitor)))
    expect(claimed?.claimedById).toBe(person.id)
    // Signing in again with the same cookie claims nothing more.
    await w.t.request('/sign-in/email', {
      body: { email: person.email, password: 'correct-horse-battery' },
      cookie: cookieOf(visitor),
    })
    expect((await w.itemRow(a.id)).voteCount).toBe(1)
  })

  test('a forged cookie claims nothing', async () => {
    const a = await fresh('Forged claim', { boardId: board.id })
    const visitor = (await anonymousVote(a.id, null)).newVisitorId
    const response = await w.t.request('/sign-up/email', {
      body: {
        email: `forger-${Date.now()}@parley.example`,
        password: 'correct-horse-battery',
        name: 'Forger',
      },
      cookie: `parley_visitor=${visitor}.not-our-signature`,
    })
    expect(response.status).toBe(200)
    expect((await detailOf(a.id, 'member')).voteBreakdown?.anonymous).toBe(1)
  })
})

describe('claimed when the widget identifies the visitor', () => {
  const cookieOf = (visitorId: string | null) =>
    `parley_visitor=${signVisitorId(String(visitorId), TEST_SECRET)}`
  let widgetSecret: string
  beforeAll(async () => {
    ;({ secret: widgetSecret } = await turnOnWidget(w.db, await w.access('owner')))
  })
  const token = (sub: string) => {
    const now = Math.floor(Date.now() / 1000)
    return new SignJWT({ sub, name: `Host ${sub}`, email: `${sub}@host.example` })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(new TextEncoder().encode(widgetSecret))
  }
  const app = { baseUrl: 'http://parley.test', clientIp: '198.51.100.77', secret: TEST_SECRET }
  const where = () => ({ org: w.org.slug, project: w.projects.public.slug })

  /** The Parley person the widget made of a host's `sub`. */
  async function personOf(sub: string) {
    const [found] = await w.db
      .select({ userId: externalIdentity.userId })
      .from(externalIdentity)
      .where(and(eq(externalIdentity.organizationId, w.org.id), eq(externalIdentity.externalId, sub)))
    if (!found) throw new Error(`nobody is ${sub}`)
    return found.userId
  }

  /** That person's votes on these items, with their importance. */
  async function votesOf(sub: string, itemIds: string[]) {
    const rows = await w.db
      .select({ itemId: feedbackVote.itemId, importance: feedbackVote.importance })
      .from(feedbackVote)
      .where(eq(feedbackVote.userId, await personOf(sub)))
    return rows.filter((row) => itemIds.includes(row.itemId)).map((row) => [row.itemId, row.importance])
  }

  test('the widget’s identify takes the visitor’s votes in its organisation: counted once', async () => {
    const a = await fresh('Widget claim A', { boardId: board.id })
    const b = await fresh('Widget claim B', { boardId: board.id })
    const visitor = (await anonymousVote(a.id, null, { importance: 'critical' })).newVisitorId
    await anonymousVote(b.id, visitor)
    const sub = `embed-${Date.now()}`
    const identify = () =>
      token(sub).then((signed) =>
        handleEmbedRequest(
          new Request(`http://parley.test/api/embed/@${w.org.slug}/${w.projects.public.slug}/identify`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie: cookieOf(visitor) },
            body: JSON.stringify({ token: signed }),
          }),
          { ...app, db: w.db },
        ),
      )
    const response = await identify()
    expect(response.status, await response.clone().text()).toBe(200)
    // The cookie stays: the visitor's votes in other organisations are not this host's to take.
    expect(response.headers.getSetCookie()).toEqual([])
    expect((await w.itemRow(a.id)).voteCount).toBe(1)
    expect((await w.itemRow(b.id)).voteCount).toBe(1)
    expect((await votesOf(sub, [a.id, b.id])).sort()).toEqual(
      [
        [a.id, 'critical'],
        [b.id, null],
      ].sort(),
    )
    expect((await detailOf(a.id, 'member')).voteBreakdown?.anonymous).toBe(0)
    // Identifying again with the same cookie claims nothing more and counts nothing twice.
    expect((await identify()).status).toBe(200)
    expect((await w.itemRow(a.id)).voteCount).toBe(1)
  })

  test('portal sign-in takes them too; a vote the person had counts once', async () => {
    const a = await fresh('Portal claim A', { boardId: board.id })
    const sub = `portal-${Date.now()}`
    // The person signs in once without a cookie, and votes as themselves.
    const first = await portalSignIn(
      { ...app, db: w.db },
      where(),
      new URL(`http://parley.test/sso?token=${await token(sub)}`),
    )
    expect(first.status).toBe(302)
    expect(first.headers.getSetCookie().some((cookie) => cookie.startsWith('parley_visitor='))).toBe(false)
    // Their own vote, written as an external viewer would (the portal's confined viewer is a plain person here).
    const personId = await personOf(sub)
    await setVote(w.db, await w.access({ ...w.people.outsider.viewer, userId: personId }), a.id, true)
    const visitor = (await anonymousVote(a.id, null, { importance: 'important' })).newVisitorId
    expect((await w.itemRow(a.id)).voteCount).toBe(2)
    const response = await portalSignIn(
      { ...app, db: w.db },
      where(),
      new URL(`http://parley.test/sso?token=${await token(sub)}`),
      new Headers({ cookie: cookieOf(visitor) }),
    )
    expect(response.status).toBe(302)
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('parley_portal='))).toBe(true)
    expect((await w.itemRow(a.id)).voteCount).toBe(1)
    expect(await votesOf(sub, [a.id])).toEqual([[a.id, 'important']])
  })

  test('a host takes only what the visitor did in its own organisation', async () => {
    const elsewhere = await w.f.createOrganization(w.people.outsider, 'Another host')
    const theirs = await w.f.insertProject(elsewhere, 'public')
    const [theirBoard] = await w.db
      .insert(feedbackBoard)
      .values({ projectId: theirs.id, name: 'Theirs', teamOnly: false, anonymousVotes: true, position: 50 })
      .returning()
    const theirItem = await createFeedback(
      w.db,
      await getFeedbackAccess(w.db, w.people.outsider.viewer, {
        orgSlug: elsewhere.slug,
        projectSlug: theirs.slug,
      }),
      { boardId: String(theirBoard?.id), title: 'Their item', details: '' },
    )
    const ours = await fresh('Our item for a scoped claim', { boardId: board.id })
    const visitor = (await anonymousVote(ours.id, null)).newVisitorId
    await setAnonymousVote(
      w.db,
      await getFeedbackAccess(w.db, null, { orgSlug: elsewhere.slug, projectSlug: theirs.slug }),
      { visitorId: visitor, ip: '198.51.100.1', secret: TEST_SECRET },
      { itemId: theirItem.id, voted: true, proof: await proof() },
    )
    const sub = `scoped-${Date.now()}`
    const response = await portalSignIn(
      { ...app, db: w.db },
      where(),
      new URL(`http://parley.test/sso?token=${await token(sub)}`),
      new Headers({ cookie: cookieOf(visitor) }),
    )
    expect(response.status).toBe(302)
    expect(await votesOf(sub, [ours.id, theirItem.id])).toEqual([[ours.id, null]])
    // Their vote is still the visitor's, and the visitor can still claim it by signing up.
    expect(
      await listAnonymousVotes(
        w.db,
        await getFeedbackAccess(w.db, null, { orgSlug: elsewhere.slug, projectSlug: theirs.slug }),
        visitor,
        [theirItem.id],
      ),
    ).toEqual([{ itemId: theirItem.id, importance: null }])
  })

  test('a forged cookie claims nothing and clears nothing', async () => {
    const a = await fresh('Forged widget claim', { boardId: board.id })
    const visitor = (await anonymousVote(a.id, null)).newVisitorId
    const response = await portalSignIn(
      { ...app, db: w.db },
      where(),
      new URL(`http://parley.test/sso?token=${await token(`forged-${Date.now()}`)}`),
      new Headers({ cookie: `parley_visitor=${visitor}.not-our-signature` }),
    )
    expect(response.status).toBe(302)
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith('parley_visitor='))).toBe(false)
    expect((await detailOf(a.id, 'member')).voteBreakdown?.anonymous).toBe(1)
  })
})

describe('stand-ins are nobody', () => {
  /** A fresh visitor's stand-in account, made by their first vote. */
  async function standIn() {
    const item = await fresh('Stand-in item', { boardId: board.id })
    const visitorId = String((await anonymousVote(item.id, null)).newVisitorId)
    const [found] = await w.db
      .select({ id: user.id, email: user.email })
      .from(anonymousVisitor)
      .innerJoin(user, eq(user.id, anonymousVisitor.userId))
      .where(eq(anonymousVisitor.id, visitorId))
    if (!found) throw new Error('no stand-in')
    return { ...found, item }
  }

  test('the site admin never lists, finds, impersonates, bans or changes one', async () => {
    const visitor = await standIn()
    const cookie = w.people.siteAdmin.cookie
    const listed = await w.t.request('/admin/list-users?limit=100&sortBy=createdAt&sortDirection=desc', {
      cookie,
    })
    expect(listed.status, listed.text).toBe(200)
    const ids = ((listed.json?.users ?? []) as { id: string }[]).map((row) => row.id)
    expect(ids).toContain(w.people.member.id)
    expect(ids).not.toContain(visitor.id)
    for (const [field, value] of [
      ['email', 'anonymous-visitors'],
      ['name', 'Anonymous'],
    ]) {
      const found = await w.t.request(
        `/admin/list-users?searchField=${field}&searchOperator=contains&searchValue=${value}`,
        { cookie },
      )
      expect(found.status, found.text).toBe(200)
      expect(found.json?.total).toBe(0)
    }
    const got = await w.t.request(`/admin/get-user?id=${visitor.id}`, { cookie })
    expect(got.status).toBe(404)
    for (const [path, body] of [
      ['/admin/impersonate-user', { userId: visitor.id }],
      ['/admin/ban-user', { userId: visitor.id, banReason: 'Spam' }],
      ['/admin/set-role', { userId: visitor.id, role: 'admin' }],
      ['/admin/set-user-password', { userId: visitor.id, newPassword: 'correct-horse-battery' }],
      ['/admin/list-user-sessions', { userId: visitor.id }],
    ] as const) {
      const response = await w.t.request(path, { body, cookie })
      expect(response.status, `${path}: ${response.text}`).toBe(404)
    }
    const [row] = await w.db.select().from(user).where(eq(user.id, visitor.id))
    expect(row).toMatchObject({ role: 'anonymous-visitor', banned: false })
  })

  test('nobody signs up or is created with a stand-in’s address', async () => {
    const visitor = await standIn()
    const fresh = `someone-${Date.now()}@anonymous-visitors.invalid`
    const signUp = await w.t.request('/sign-up/email', {
      body: { email: fresh, password: 'correct-horse-battery', name: 'Sneaky' },
    })
    expect(signUp.status).toBe(400)
    const created = await w.t.request('/admin/create-user', {
      body: { email: fresh, password: 'correct-horse-battery', name: 'Sneaky', role: 'user' },
      cookie: w.people.siteAdmin.cookie,
    })
    expect(created.status).toBe(400)
    expect(await w.db.select().from(user).where(eq(user.email, fresh))).toEqual([])
    const signIn = await w.t.request('/sign-in/email', {
      body: { email: visitor.email, password: 'correct-horse-battery' },
    })
    expect(signIn.status).toBe(401)
    await expectAppError(findOrCreatePersonByEmail(w.db, { email: visitor.email }), 'UNPROCESSABLE_ENTITY')
    await expectAppError(findOrCreatePersonByEmail(w.db, { email: fresh }), 'UNPROCESSABLE_ENTITY')
  })

  test('never a mention candidate, nor someone a vote is recorded for', async () => {
    const visitor = await standIn()
    const candidates = await searchMentionCandidates(w.db, {
      organizationId: w.org.id,
      participantIds: [visitor.id],
      query: 'anon',
    })
    expect(candidates.map((row) => row.userId)).not.toContain(visitor.id)
    await expectAppError(
      addVoteOnBehalf(w.db, await w.access('owner'), visitor.item.id, visitor.email),
      'NOT_FOUND',
    )
  })
})

describe('authorization matrix', () => {
  test('who may vote anonymously, see the breakdown, and switch anonymous votes on', async () => {
    const item = await fresh('Matrix item', { boardId: board.id })
    const rows: Record<string, string[]> = {}
    for (const who of PERSONAS) {
      const access = await w.access(who)
      const vote = await outcome(
        setAnonymousVote(
          w.db,
          access,
          { visitorId: null, ip: `198.51.100.${PERSONAS.indexOf(who) + 200}`, secret: TEST_SECRET },
          { itemId: item.id, voted: true, proof: await proof() },
        ),
      )
      const detail = await getFeedbackDetail(w.db, access, item.id)
      const breakdown = 'voteBreakdown' in detail && detail.voteBreakdown ? 'sees' : 'none'
      const manage = await outcome(
        updateBoard(w.db, access, board.id, {
          name: 'Open to everyone',
          description: '',
          color: 'blue',
          teamOnly: false,
          anonymousVotes: true,
        }),
      )
      rows[who] = [vote, breakdown, manage]
    }
    expect(rows).toEqual({
      anonymous: ['ok', 'none', 'UNAUTHORIZED'],
      outsider: ['BAD_REQUEST', 'none', 'FORBIDDEN'],
      member: ['BAD_REQUEST', 'sees', 'FORBIDDEN'],
      admin: ['BAD_REQUEST', 'sees', 'ok'],
      owner: ['BAD_REQUEST', 'sees', 'ok'],
      siteAdmin: ['BAD_REQUEST', 'sees', 'ok'],
    })
  })

  test('the board setting is kept when a change leaves it out, and can be switched off', async () => {
    const extra = await w.insertBoard('public', 'Switchable', false)
    const owner = await w.access('owner')
    const form = { name: 'Switchable', description: '', color: 'blue' as const, teamOnly: false }
    expect((await updateBoard(w.db, owner, extra.id, { ...form, anonymousVotes: true })).anonymousVotes).toBe(
      true,
    )
    expect((await updateBoard(w.db, owner, extra.id, form)).anonymousVotes).toBe(true)
    expect(
      (await updateBoard(w.db, owner, extra.id, { ...form, anonymousVotes: false })).anonymousVotes,
    ).toBe(false)
  })
})
