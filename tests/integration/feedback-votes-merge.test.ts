import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { authFeatureWork } from '~/app/auth-feature-work.server'
import { deleteBoard } from '~/features/feedback/server/boards.server'
import { addComment } from '~/features/feedback/server/comments.server'
import { refreshItemCounts } from '~/features/feedback/server/counts.server'
import { getFeedbackDetail, listTimeline } from '~/features/feedback/server/item-detail.server'
import { deleteFeedback } from '~/features/feedback/server/items.server'
import { listFeedback } from '~/features/feedback/server/list.server'
import { mergeFeedback, unmergeFeedback } from '~/features/feedback/server/merge.server'
import { addVoteOnBehalf, setVote } from '~/features/feedback/server/votes.server'
import type { Viewer } from '~/lib/viewer'
import { deleteAccount } from '~/server/auth/account-deletion.server'
import { feedbackItem, feedbackVote } from '~/server/db/schema'
import { isAppError } from '~/server/errors'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'
import { duringChange } from '../helpers/held-transaction'
import { expectAppError } from '../helpers/test-orgs'

/**
 * Votes stay exact (toggling, concurrency, votes on someone's behalf) and merging
 * duplicates counts every person once, carries comments over, and undoes to exactly what was there before.
 */

let w: FeedbackWorld
beforeAll(async () => {
  w = await createFeedbackWorld()
})
afterAll(() => w.close())

const db = () => w.db
const vote = async (who: Viewer | 'owner' | 'member' | 'outsider', itemId: string, voted = true) =>
  setVote(db(), await w.access(who), itemId, voted)

/** The ids of everyone whose vote is stored on the item, sorted. */
async function votersOf(itemId: string): Promise<string[]> {
  const rows = await db()
    .select({ userId: feedbackVote.userId })
    .from(feedbackVote)
    .where(eq(feedbackVote.itemId, itemId))
    .orderBy(asc(feedbackVote.userId))
  return rows.map((row) => row.userId)
}

async function detailOf(itemId: string, who: Viewer | 'owner' = 'owner') {
  const detail = await getFeedbackDetail(db(), await w.access(who), itemId)
  if ('mergedInto' in detail) throw new Error(`${itemId} is merged into ${detail.mergedInto}`)
  return detail
}

/** Everything a merge and its undo must leave as it was: stored counts and who voted. */
async function snapshot(...itemIds: string[]) {
  return Promise.all(
    itemIds.map(async (id) => {
      const row = await w.itemRow(id)
      return { id, voteCount: row.voteCount, commentCount: row.commentCount, voters: await votersOf(id) }
    }),
  )
}

const sortedIds = (...viewers: { userId: string }[]) => viewers.map((viewer) => viewer.userId).sort()

describe('votes', () => {
  test("an item starts with its author's vote", async () => {
    const { id } = await w.post('outsider', 'Keyboard shortcuts')
    expect((await w.itemRow(id)).voteCount).toBe(1)
    expect(await votersOf(id)).toEqual([w.people.outsider.id])
    expect((await detailOf(id, w.people.outsider.viewer)).viewerVoted).toBe(true)
    expect((await detailOf(id)).viewerVoted).toBe(false)
  })

  test('voting is idempotent and unvoting takes exactly that vote away', async () => {
    const { id } = await w.post('owner', 'Offline mode')
    expect(await vote('outsider', id)).toEqual({ voted: true, voteCount: 2, importance: null })
    expect(await vote('outsider', id)).toEqual({ voted: true, voteCount: 2, importance: null })
    expect(await vote('member', id)).toEqual({ voted: true, voteCount: 3, importance: null })
    expect(await vote('outsider', id, false)).toEqual({ voted: false, voteCount: 2, importance: null })
    expect(await vote('outsider', id, false)).toEqual({ voted: false, voteCount: 2, importance: null })
    expect(await votersOf(id)).toEqual(sortedIds(w.people.owner.viewer, w.people.member.viewer))
    expect((await w.itemRow(id)).voteCount).toBe(2)
    // The author may take back their own vote too.
    expect(await vote('owner', id, false)).toEqual({ voted: false, voteCount: 1, importance: null })
  })

  test('the list and the detail show the viewer’s own vote', async () => {
    const { id } = await w.post('owner', 'Vote marker')
    await vote('member', id)
    const page = await listFeedback(db(), await w.access('member'), { board: 'all', sort: 'new' })
    expect(page.items.find((item) => item.id === id)).toMatchObject({ viewerVoted: true, voteCount: 2 })
    const outsiderPage = await listFeedback(db(), await w.access('outsider'), { board: 'all', sort: 'new' })
    expect(outsiderPage.items.find((item) => item.id === id)).toMatchObject({ viewerVoted: false })
    const anonymousPage = await listFeedback(db(), await w.access('anonymous'), { board: 'all', sort: 'new' })
    expect(anonymousPage.items.find((item) => item.id === id)).toMatchObject({ viewerVoted: false })
    expect((await detailOf(id, w.people.member.viewer)).voters.map((voter) => voter.name).sort()).toEqual(
      ['Mia Member', 'Olivia Owner'].sort(),
    )
  })

  test('a deleted account’s votes leave the counts, on merge targets too, and viewers hear of it', async () => {
    const leaving = await w.insertUser('Leaver')
    const { id: plain } = await w.post('owner', 'Counted by a leaver')
    const { id: duplicate } = await w.post('member', 'Counted twice by a leaver')
    const { id: target } = await w.post('owner', 'Target of the leaver')
    await vote(leaving, plain)
    await vote(leaving, duplicate)
    await mergeFeedback(db(), await w.access('owner'), duplicate, target)
    expect((await w.itemRow(plain)).voteCount).toBe(2)
    expect((await w.itemRow(target)).voteCount).toBe(3)
    const before = await w.lastLiveEventId()
    await deleteAccount(db(), leaving.userId, authFeatureWork)
    expect((await w.itemRow(plain)).voteCount).toBe(1)
    expect((await w.itemRow(target)).voteCount).toBe(2)
    expect(await votersOf(target)).toEqual(sortedIds(w.people.owner.viewer, w.people.member.viewer))
    const voted = (await w.liveEventsSince(before)).filter((event) => event.type === 'feedback.voted')
    expect(voted.map((event) => event.payload)).toEqual(
      expect.arrayContaining([
        { itemId: plain, voteCount: 1 },
        { itemId: target, voteCount: 2 },
      ]),
    )
  })

  test('20 people voting at the same moment make 20 votes', async () => {
    const { id } = await w.post('owner', 'Realtime collaboration')
    const crowd = await Promise.all(Array.from({ length: 20 }, (_, index) => w.insertUser(`voter${index}`)))
    const accesses = await Promise.all(crowd.map((viewer) => w.access(viewer)))
    const results = await Promise.all(accesses.map((access) => setVote(db(), access, id, true)))
    expect(results.every((result) => result.voted)).toBe(true)
    expect(Math.max(...results.map((result) => result.voteCount))).toBe(21)
    expect((await w.itemRow(id)).voteCount).toBe(21)
    expect(await votersOf(id)).toHaveLength(21)

    // And the same person pressing the button many times at once is still one vote.
    const access = await w.access(crowd[0] as Viewer)
    await Promise.all(Array.from({ length: 8 }, (_, index) => setVote(db(), access, id, index % 2 === 0)))
    await setVote(db(), access, id, true)
    expect((await w.itemRow(id)).voteCount).toBe(21)
    // Unvoting concurrently by everyone leaves the author alone.
    await Promise.all(accesses.map((each) => setVote(db(), each, id, false)))
    expect((await w.itemRow(id)).voteCount).toBe(1)
    expect(await votersOf(id)).toEqual([w.people.owner.id])
  })
})

describe('votes on behalf of someone', () => {
  test('by email (any case, spaces around) and by @username, remembering the editor', async () => {
    const { id } = await w.post('owner', 'SAML sign-in')
    const byEmail = await w.insertUser('mailer')
    const byName = await w.insertUser('caller')
    const access = await w.access('admin')

    const first = await addVoteOnBehalf(db(), access, id, `  ${byEmail.email.toUpperCase()} `)
    expect(first).toEqual({
      voted: true,
      voteCount: 2,
      voter: { name: byEmail.name, username: byEmail.username },
    })
    const second = await addVoteOnBehalf(db(), access, id, `@${byName.username}`)
    expect(second.voteCount).toBe(3)
    const [row] = await db()
      .select()
      .from(feedbackVote)
      .where(and(eq(feedbackVote.itemId, id), eq(feedbackVote.userId, byName.userId)))
    expect(row?.addedById).toBe(w.people.admin.id)
    expect((await w.itemRow(id)).voteCount).toBe(3)
  })

  test('an unknown person, or one who already voted, is refused with a field error', async () => {
    const { id } = await w.post('owner', 'Webhooks')
    const access = await w.access('owner')
    await expectAppError(
      addVoteOnBehalf(db(), access, id, 'nobody@nowhere.example'),
      'NOT_FOUND',
      'No Parley user has this email or username',
    )
    await expectAppError(addVoteOnBehalf(db(), access, id, '@ghost'), 'NOT_FOUND')
    await expectAppError(
      addVoteOnBehalf(db(), access, id, w.people.owner.email),
      'CONFLICT',
      'Olivia Owner has already voted for this',
    )
    const error = await addVoteOnBehalf(db(), access, id, w.people.owner.email).catch((caught) => caught)
    expect(isAppError(error) && error.fields).toEqual({
      identifier: ['This person has already voted for this'],
    })
    expect((await w.itemRow(id)).voteCount).toBe(1)
  })

  test('someone who cannot see the item (private project, team-only board) is refused', async () => {
    const outsider = await w.insertUser('stranger')
    const insider = await w.insertUser('insider', { memberOfOrg: true })
    const { id: privateItem } = await w.post('owner', 'Private roadmap item', { visibility: 'private' })
    const privateAccess = await w.access('owner', 'private')
    await expectAppError(
      addVoteOnBehalf(db(), privateAccess, privateItem, outsider.email),
      'UNPROCESSABLE_ENTITY',
      'This person cannot see this feedback',
    )
    expect((await addVoteOnBehalf(db(), privateAccess, privateItem, insider.email)).voteCount).toBe(2)

    const teamBoard = await w.insertBoard('public', 'Team ideas', true)
    const { id: teamItem } = await w.post('owner', 'Team-only idea', { boardId: teamBoard.id })
    await expectAppError(
      addVoteOnBehalf(db(), await w.access('owner'), teamItem, outsider.email),
      'UNPROCESSABLE_ENTITY',
    )
    // On a normal board of a public project, anyone with an account may be counted.
    const { id: publicItem } = await w.post('owner', 'Public idea')
    expect((await addVoteOnBehalf(db(), await w.access('owner'), publicItem, outsider.email)).voteCount).toBe(
      2,
    )

    // A board limited to one team: only that team's members (and editors) can see it, so only they count.
    const design = await w.insertTeam('Design')
    const designBoard = await w.insertBoard('public', 'Design only', true, [design])
    const { id: designItem } = await w.post('owner', 'Design-only idea', { boardId: designBoard.id })
    await expectAppError(
      addVoteOnBehalf(db(), await w.access('owner'), designItem, insider.email),
      'UNPROCESSABLE_ENTITY',
      'This person cannot see this feedback',
    )
    await w.addToTeam(design, insider.userId)
    expect((await addVoteOnBehalf(db(), await w.access('owner'), designItem, insider.email)).voteCount).toBe(
      2,
    )
    expect(
      (await addVoteOnBehalf(db(), await w.access('owner'), designItem, w.people.admin.viewer.email))
        .voteCount,
    ).toBe(3)
  })
})

describe('merging duplicates', () => {
  /**
   * Source "Night mode" (author Sam, voters Ann and Bob, a comment by Ann, an internal note) and target
   * "Dark mode" (author Tia, voters Bob and Cid, a comment by Cid). Bob voted for both.
   */
  async function duplicates() {
    const [sam, tia, ann, bob, cid] = await Promise.all(
      ['sam', 'tia', 'ann', 'bob', 'cid'].map((name) => w.insertUser(name)),
    )
    if (!sam || !tia || !ann || !bob || !cid) throw new Error('crowd missing')
    const source = (await w.post(sam, 'Night mode')).id
    const target = (await w.post(tia, 'Dark mode')).id
    for (const voter of [ann, bob]) await vote(voter, source)
    for (const voter of [bob, cid]) await vote(voter, target)
    await addComment(db(), await w.access(ann), source, { body: 'At night the glare hurts', internal: false })
    await addComment(db(), await w.access('member'), source, { body: 'Asked by ACME', internal: true })
    await addComment(db(), await w.access(cid), target, {
      body: 'Please follow the OS theme',
      internal: false,
    })
    return { source, target, people: { sam, tia, ann, bob, cid } }
  }

  test('a person who voted for both counts once; the target counts the union', async () => {
    const { source, target, people } = await duplicates()
    expect((await w.itemRow(source)).voteCount).toBe(3)
    expect((await w.itemRow(target)).voteCount).toBe(3)

    const result = await mergeFeedback(db(), await w.access('admin'), source, target)
    expect(result).toEqual({ targetId: target, voteCount: 5 })
    expect((await w.itemRow(target)).voteCount).toBe(5)
    expect(await votersOf(target)).toEqual(sortedIds(...Object.values(people)))
    // The duplicate keeps its own rows, so that the merge can be undone.
    expect((await w.itemRow(source)).voteCount).toBe(3)
    // Bob, who voted on both, sees his vote on the target.
    expect((await detailOf(target, people.bob)).viewerVoted).toBe(true)
    expect((await detailOf(target, people.ann)).viewerVoted).toBe(true)
  })

  test('the duplicate leads to the target; its comments show there under "merged from"', async () => {
    const { source, target } = await duplicates()
    await mergeFeedback(db(), await w.access('owner'), source, target)

    for (const persona of ['anonymous', 'outsider', 'owner'] as const) {
      expect(await getFeedbackDetail(db(), await w.access(persona), source)).toEqual({ mergedInto: target })
    }
    const detail = await detailOf(target)
    expect(detail.mergedFrom).toEqual([{ id: source, title: 'Night mode' }])
    // Public comments of both: Cid's and Ann's (the internal note is not counted).
    expect(detail.commentCount).toBe(2)

    const publicTimeline = await listTimeline(db(), await w.access('outsider'), target)
    expect(publicTimeline.map((entry) => [entry.kind, entry.body, entry.mergedFrom?.title ?? null])).toEqual([
      ['comment', 'At night the glare hurts', 'Night mode'],
      ['comment', 'Please follow the OS theme', null],
      ['merge', '', 'Night mode'],
    ])
    const memberTimeline = await listTimeline(db(), await w.access('member'), target)
    expect(memberTimeline.filter((entry) => entry.internal).map((entry) => entry.body)).toEqual([
      'Asked by ACME',
    ])

    // The merged item leaves the lists; the target stays.
    const page = await listFeedback(db(), await w.access('anonymous'), { board: 'all', sort: 'new' })
    expect(page.items.some((item) => item.id === source)).toBe(false)
    expect(page.items.some((item) => item.id === target)).toBe(true)
  })

  test('a public duplicate merged into a team-only item leads only members there', async () => {
    const team = await w.insertBoard('public', 'Merge staff', true)
    const source = (await w.post('outsider', 'Public duplicate')).id
    const target = (await w.post('member', 'Hidden original', { boardId: team.id })).id
    await mergeFeedback(db(), await w.access('owner'), source, target)
    expect(await getFeedbackDetail(db(), await w.access('member'), source)).toEqual({ mergedInto: target })
    for (const persona of ['anonymous', 'outsider'] as const) {
      await expectAppError(
        getFeedbackDetail(db(), await w.access(persona), source),
        'NOT_FOUND',
        'Feedback not found',
      )
    }
  })

  test('a team-only duplicate merged into a public item stays unnamed and unquoted for outsiders', async () => {
    const team = await w.insertBoard('public', 'Merge staff notes', true)
    const source = (await w.post('member', 'Staff-only duplicate', { boardId: team.id })).id
    await addComment(db(), await w.access('member'), source, { body: 'Customer ACME asked', internal: false })
    const target = (await w.post('outsider', 'Public original')).id
    await mergeFeedback(db(), await w.access('owner'), source, target)
    for (const persona of ['anonymous', 'outsider'] as const) {
      const detail = await getFeedbackDetail(db(), await w.access(persona), target)
      expect('mergedFrom' in detail && detail.mergedFrom).toEqual([])
      const timeline = await listTimeline(db(), await w.access(persona), target)
      expect(JSON.stringify(timeline)).not.toMatch(/Staff-only duplicate|Customer ACME/)
    }
    const detail = await getFeedbackDetail(db(), await w.access('member'), target)
    expect('mergedFrom' in detail && detail.mergedFrom).toEqual([
      { id: source, title: 'Staff-only duplicate' },
    ])
    const timeline = await listTimeline(db(), await w.access('member'), target)
    expect(timeline.map((entry) => [entry.kind, entry.body, entry.mergedFrom?.title ?? null])).toEqual([
      ['comment', 'Customer ACME asked', 'Staff-only duplicate'],
      ['merge', '', 'Staff-only duplicate'],
    ])
  })

  test('a merged item refuses votes, comments and merges; nothing merges into itself or a merged item', async () => {
    const { source, target } = await duplicates()
    const third = (await w.post('owner', 'Theme switcher')).id
    const access = await w.access('owner')
    await expectAppError(mergeFeedback(db(), access, target, target), 'BAD_REQUEST', 'into itself')
    await mergeFeedback(db(), access, source, target)

    await expectAppError(vote('outsider', source), 'CONFLICT', 'merged into another item')
    await expectAppError(
      addComment(db(), await w.access('outsider'), source, { body: 'Hello?', internal: false }),
      'CONFLICT',
    )
    await expectAppError(mergeFeedback(db(), access, source, third), 'CONFLICT')
    await expectAppError(mergeFeedback(db(), access, third, source), 'CONFLICT', 'choose that one')
    await expectAppError(unmergeFeedback(db(), access, third), 'CONFLICT', 'not merged')
    expect((await w.itemRow(third)).voteCount).toBe(1)
    expect((await w.itemRow(third)).mergedIntoId).toBeNull()
  })

  test('undo restores both items exactly: counts, comment counts and voters', async () => {
    const { source, target } = await duplicates()
    const before = await snapshot(source, target)
    const timelineBefore = await listTimeline(db(), await w.access('owner'), target)

    await mergeFeedback(db(), await w.access('owner'), source, target)
    expect(await snapshot(source, target)).not.toEqual(before)
    expect(await unmergeFeedback(db(), await w.access('admin'), source)).toEqual({
      id: source,
      targetId: target,
    })

    expect(await snapshot(source, target)).toEqual(before)
    expect(await listTimeline(db(), await w.access('owner'), target)).toEqual(timelineBefore)
    expect((await detailOf(source)).mergedFrom).toEqual([])
    expect((await detailOf(target)).mergedFrom).toEqual([])
    expect((await w.itemRow(source)).mergedIntoId).toBeNull()
    // Listed again, and open to votes again.
    expect((await vote('outsider', source)).voteCount).toBe(4)
  })

  test('votes given to the target while merged stay with it after an undo', async () => {
    const { source, target, people } = await duplicates()
    await mergeFeedback(db(), await w.access('owner'), source, target)
    const late = await w.insertUser('late')
    await vote(late, target)
    // Ann withdraws her (copied) vote from the target, then votes again: now it is her own vote there.
    await vote(people.ann, target, false)
    await vote(people.ann, target, true)
    await unmergeFeedback(db(), await w.access('owner'), source)
    expect(await votersOf(target)).toEqual(sortedIds(people.tia, people.bob, people.cid, late, people.ann))
    expect((await w.itemRow(target)).voteCount).toBe(5)
    expect(await votersOf(source)).toEqual(sortedIds(people.sam, people.ann, people.bob))
  })

  test('two duplicates of one item: undoing one keeps the voters the other brought', async () => {
    const [a, b, c, shared] = await Promise.all(
      ['ua', 'ub', 'uc', 'shared'].map((name) => w.insertUser(name)),
    )
    if (!a || !b || !c || !shared) throw new Error('crowd missing')
    const first = (await w.post(a, 'Export to PDF')).id
    const second = (await w.post(b, 'PDF export')).id
    const target = (await w.post(c, 'Export documents')).id
    await vote(shared, first)
    await vote(shared, second)
    const access = await w.access('owner')
    const targetBefore = await snapshot(target)
    await mergeFeedback(db(), access, second, target)
    const withSecondOnly = await snapshot(first, second, target)
    await unmergeFeedback(db(), access, second)

    await mergeFeedback(db(), access, first, target)
    await mergeFeedback(db(), access, second, target)
    expect(await votersOf(target)).toEqual(sortedIds(a, b, c, shared))
    expect((await w.itemRow(target)).voteCount).toBe(4)

    // Undoing the first merge must give exactly the state with only the second merged: "shared" still
    // counts on the target through the second duplicate.
    await unmergeFeedback(db(), access, first)
    expect(await snapshot(first, second, target)).toEqual(withSecondOnly)
    await unmergeFeedback(db(), access, second)
    expect(await snapshot(target)).toEqual(targetBefore)
  })

  test('chain merges: A into B, then B into C, count everyone once and undo in reverse', async () => {
    const [ua, ub, uc, both] = await Promise.all(
      ['ca', 'cb', 'cc', 'cboth'].map((name) => w.insertUser(name)),
    )
    if (!ua || !ub || !uc || !both) throw new Error('crowd missing')
    const a = (await w.post(ua, 'Chain A')).id
    const b = (await w.post(ub, 'Chain B')).id
    const c = (await w.post(uc, 'Chain C')).id
    await vote(both, a)
    await vote(both, c)
    await addComment(db(), await w.access(ua), a, { body: 'from A', internal: false })
    await addComment(db(), await w.access(ub), b, { body: 'from B', internal: false })
    const access = await w.access('owner')
    const initial = await snapshot(a, b, c)

    await mergeFeedback(db(), access, a, b)
    const afterFirst = await snapshot(a, b, c)
    await mergeFeedback(db(), access, b, c)
    expect(await votersOf(c)).toEqual(sortedIds(ua, ub, uc, both))
    expect((await w.itemRow(c)).voteCount).toBe(4)
    expect((await w.itemRow(c)).commentCount).toBe(2)
    const timeline = await listTimeline(db(), access, c)
    expect(timeline.filter((entry) => entry.kind === 'comment').map((entry) => entry.body)).toEqual([
      'from A',
      'from B',
    ])
    expect(await getFeedbackDetail(db(), access, a)).toEqual({ mergedInto: b })

    await unmergeFeedback(db(), access, b)
    expect(await snapshot(a, b, c)).toEqual(afterFirst)
    await unmergeFeedback(db(), access, a)
    expect(await snapshot(a, b, c)).toEqual(initial)
  })

  test('a merge inside a chain cannot be undone before the merge that contains it', async () => {
    const a = (await w.post('owner', 'Inner A')).id
    const b = (await w.post('member', 'Inner B')).id
    const c = (await w.post('outsider', 'Inner C')).id
    const access = await w.access('owner')
    await mergeFeedback(db(), access, a, b)
    await mergeFeedback(db(), access, b, c)
    const before = await snapshot(a, b, c)
    await expectAppError(unmergeFeedback(db(), access, a), 'CONFLICT')
    expect(await snapshot(a, b, c)).toEqual(before)
  })

  test('deleting one of two duplicates keeps the votes the other still brings to the target', async () => {
    const access = await w.access('owner')
    const [tia, una] = await Promise.all(['tia', 'una'].map((name) => w.insertUser(name)))
    const target = (await w.post(tia!, 'Export to CSV')).id
    const first = (await w.post('member', 'CSV export please')).id
    const second = (await w.post('member', 'Download as spreadsheet')).id
    for (const duplicate of [first, second]) await vote(una!, duplicate)
    await mergeFeedback(db(), access, first, target)
    await mergeFeedback(db(), access, second, target)
    const voters = sortedIds(tia!, w.people.member.viewer, una!)
    expect(await votersOf(target)).toEqual(voters)
    // Una's one copy on the target came with the first duplicate; deleting it must not take her vote away.
    await deleteFeedback(db(), access, first)
    expect(await votersOf(target)).toEqual(voters)
    expect((await w.itemRow(target)).voteCount).toBe(3)
  })

  test('deleting a board with its items undoes their merges with items of other boards', async () => {
    const access = await w.access('owner')
    const doomed = await w.insertBoard('public', `Doomed ${crypto.randomUUID().slice(0, 6)}`, false)
    const [ann, bob] = await Promise.all(['ann', 'bob'].map((name) => w.insertUser(name)))
    // A duplicate on the doomed board merged into an item that stays, and one that stays merged into the board.
    const kept = (await w.post('member', 'Kept target')).id
    const leaving = (await w.post(ann!, 'Leaving duplicate', { boardId: doomed.id })).id
    await addComment(db(), await w.access(bob!), leaving, { body: 'Me too', internal: false })
    await vote(bob!, leaving)
    await mergeFeedback(db(), access, leaving, kept)
    expect((await w.itemRow(kept)).voteCount).toBe(3)
    expect((await w.itemRow(kept)).commentCount).toBe(1)
    const staying = (await w.post('outsider', 'Staying duplicate')).id
    const doomedTarget = (await w.post('member', 'Doomed target', { boardId: doomed.id })).id
    await mergeFeedback(db(), access, staying, doomedTarget)

    await deleteBoard(db(), access, { boardId: doomed.id, moveItemsTo: null, confirmName: doomed.name })
    // The target that stays counts only what is left: its own vote and no comment of the deleted duplicate.
    expect(await votersOf(kept)).toEqual(sortedIds(w.people.member.viewer))
    expect(await w.itemRow(kept)).toMatchObject({ voteCount: 1, commentCount: 0 })
    expect((await getFeedbackDetail(db(), access, kept)) as { mergedFrom: unknown[] }).toMatchObject({
      mergedFrom: [],
    })
    // The duplicate whose target went stands on its own, with no merge half-recorded.
    const row = await w.itemRow(staying)
    expect([row.mergedIntoId, row.mergedAt, row.mergedById]).toEqual([null, null, null])
    expect((await listTimeline(db(), access, staying)).map((entry) => entry.kind)).not.toContain('merge')
  })

  // On PostgreSQL (TEST_DATABASE_URL) the deletion really runs beside the vote: it recounted the target without
  // locking it, and wrote a count that missed the vote committed meanwhile.
  test('a vote on the target while one of its duplicates is deleted is counted', async () => {
    const { id: duplicate } = await w.post('member', 'Duplicate deleted during a vote')
    const { id: target } = await w.post('owner', 'Target voted on during a deletion')
    await mergeFeedback(db(), await w.access('owner'), duplicate, target)
    const voter = await w.insertUser('Voter')
    const owner = await w.access('owner')
    await duringChange(
      db(),
      async (tx) => {
        await tx.select().from(feedbackItem).where(eq(feedbackItem.id, target)).for('update')
        await tx.insert(feedbackVote).values({ itemId: target, userId: voter.userId })
        await refreshItemCounts(tx, target)
      },
      () => deleteFeedback(db(), owner, duplicate),
    )
    expect(await votersOf(target)).toEqual(sortedIds(w.people.owner.viewer, voter))
    expect((await w.itemRow(target)).voteCount).toBe(2)
  })

  test('deleting a merge target leaves its duplicates standing on their own, with no merge half-recorded', async () => {
    const access = await w.access('owner')
    const { id: source } = await w.post('member', 'Merge target deleted — duplicate')
    const { id: target } = await w.post('member', 'Merge target deleted — target')
    await mergeFeedback(db(), access, source, target)
    await deleteFeedback(db(), access, target)
    const row = await w.itemRow(source)
    expect({ mergedIntoId: row.mergedIntoId, mergedAt: row.mergedAt, mergedById: row.mergedById }).toEqual({
      mergedIntoId: null,
      mergedAt: null,
      mergedById: null,
    })
    const detail = await getFeedbackDetail(db(), access, source)
    expect('mergedInto' in detail).toBe(false)
    expect((await listTimeline(db(), access, source)).map((entry) => entry.kind)).not.toContain('merge')
  })
})
