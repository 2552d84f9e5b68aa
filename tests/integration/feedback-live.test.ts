import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  createBoard,
  deleteBoard,
  reorderBoards,
  updateBoard,
} from '~/features/feedback/server/boards.server'
import { addComment, deleteComment, editComment } from '~/features/feedback/server/comments.server'
import {
  deleteSegment,
  pinQuote,
  saveSegment,
  segmentScopeOf,
  updateSegment,
} from '~/features/feedback/server/demand.server'
import {
  deleteFeedback,
  moveFeedback,
  setCommentsLocked,
  setFeedbackStatus,
  updateFeedback,
} from '~/features/feedback/server/items.server'
import { mergeFeedback, unmergeFeedback } from '~/features/feedback/server/merge.server'
import { createStatus } from '~/features/feedback/server/statuses.server'
import { addVoteOnBehalf, setVote } from '~/features/feedback/server/votes.server'
import { parseTopic, topicOf } from '~/lib/live-topics'
import { canSubscribeToTopic } from '~/server/authz.server'
import { createFeedbackWorld, type FeedbackWorld } from '../helpers/feedback-world'
import { outcome } from '../helpers/test-orgs'

/**
 * Every feedback change is announced in its transaction, to `project:{id}` (everyone who reads
 * the project) or to `members:{id}` (the organisation's members) — an internal note or anything on a team-only
 * board never reaches the project topic. Read from the live_event outbox, as the fan-out does.
 */

let w: FeedbackWorld
beforeAll(async () => {
  w = await createFeedbackWorld()
})
afterAll(() => w.close())

const db = () => w.db
const projectTopic = () => topicOf.project(w.projects.public.id)
const membersTopic = () => topicOf.members(w.projects.public.id)
/** Payloads name things by id only: no titles, bodies or emails travel in events. */
const ID_KEYS = new Set(['itemId', 'voteCount', 'statusId', 'targetId', 'boardId'])

/** Runs a step and returns the events it wrote as "topic-kind type" (e.g. "project feedback.voted"). */
async function eventsOf(step: () => Promise<unknown>) {
  const since = await w.lastLiveEventId()
  await step()
  const all = await w.liveEventsSince(since)
  // The bells of the people told about it: their own topics, with no content either (something new
  // names its kind and group; an edit's rewritten excerpt, nothing).
  for (const event of all.filter((event) => event.topic.startsWith('user:'))) {
    const expected = event.type === 'notification.changed' ? [] : ['groupKey', 'kind']
    expect([event.type, Object.keys(event.payload).sort()]).toEqual([event.type, expected])
  }
  const events = all.filter((event) => !event.topic.startsWith('user:'))
  for (const event of events) {
    for (const key of Object.keys(event.payload))
      expect(ID_KEYS, `${event.type} payload key ${key}`).toContain(key)
  }
  return events.map((event) => {
    const topic =
      event.topic === projectTopic() ? 'project' : event.topic === membersTopic() ? 'members' : event.topic
    return `${topic} ${event.type}`
  })
}

describe('a normal board of a public project', () => {
  test('items, votes, comments, statuses and merges go to the project topic', async () => {
    const board = await w.defaultBoard()
    let id = ''
    expect(
      await eventsOf(async () => {
        id = (await w.post('outsider', 'Live item')).id
      }),
    ).toEqual(['project feedback.created'])
    const second = (await w.post('owner', 'Live target')).id
    const outsider = await w.access('outsider')
    const owner = await w.access('owner')

    expect(await eventsOf(() => setVote(db(), outsider, second, true))).toEqual(['project feedback.voted'])
    expect(await eventsOf(() => addVoteOnBehalf(db(), owner, second, w.people.member.email))).toEqual([
      'project feedback.voted',
    ])
    let commentId = ''
    expect(
      await eventsOf(async () => {
        commentId = (await addComment(db(), outsider, id, { body: 'Public', internal: false })).id
      }),
    ).toEqual(['project feedback.commented'])
    expect(await eventsOf(() => editComment(db(), outsider, id, commentId, 'Public, edited'))).toEqual([
      'project feedback.commented',
    ])
    expect(
      await eventsOf(() => updateFeedback(db(), outsider, id, { title: 'Live item!', details: '' })),
    ).toEqual(['project feedback.updated'])
    const planned = (await w.statusesOf()).find((status) => status.name === 'Planned')
    expect(
      await eventsOf(() => setFeedbackStatus(db(), owner, id, { statusId: String(planned?.id) })),
    ).toEqual(['project feedback.status'])
    expect(await eventsOf(() => setCommentsLocked(db(), owner, id, true))).toEqual([
      'project feedback.updated',
    ])
    expect(await eventsOf(() => mergeFeedback(db(), owner, id, second))).toEqual(['project feedback.merged'])
    expect(await eventsOf(() => unmergeFeedback(db(), owner, id))).toEqual(['project feedback.merged'])
    expect(await eventsOf(() => deleteComment(db(), owner, id, commentId))).toEqual([
      'project feedback.commented',
    ])
    expect(await eventsOf(() => deleteFeedback(db(), owner, id))).toEqual(['project feedback.deleted'])
    expect(board.teamOnly).toBe(false)
  })

  test('an internal note, its edit and its deletion go to members only', async () => {
    const { id } = await w.post('outsider', 'Noted item')
    const member = await w.access('member')
    let noteId = ''
    expect(
      await eventsOf(async () => {
        noteId = (await addComment(db(), member, id, { body: 'Secret customer', internal: true })).id
      }),
    ).toEqual(['members feedback.commented'])
    expect(await eventsOf(() => editComment(db(), member, id, noteId, 'Secret customer, edited'))).toEqual([
      'members feedback.commented',
    ])
    expect(await eventsOf(() => deleteComment(db(), member, id, noteId))).toEqual([
      'members feedback.commented',
    ])
  })

  test('pinned quotes go to members only, whom no visitor, outsider or widget person may follow', async () => {
    const { id } = await w.post('outsider', 'Quoted item')
    const member = await w.access('member')
    const commentId = (await addComment(db(), member, id, { body: 'We need this badly', internal: false })).id
    expect(await eventsOf(() => pinQuote(db(), member, id, { commentId, pinned: true }))).toEqual([
      'members feedback.quotes',
    ])
    // Pinning again changes nothing, so nobody is told.
    expect(await eventsOf(() => pinQuote(db(), member, id, { commentId, pinned: true }))).toEqual([])
    expect(await eventsOf(() => pinQuote(db(), member, id, { commentId, pinned: false }))).toEqual([
      'members feedback.quotes',
    ])
    const members = parseTopic(membersTopic())!
    // A widget person is confined to what the widget shows, even one whose account is also a member's.
    const widgetPerson = {
      ...w.viewerOf('member')!,
      external: { organizationId: w.org.id, projectId: w.projects.public.id, externalId: 'm-1' },
    }
    expect([
      await canSubscribeToTopic(db(), w.viewerOf('anonymous'), members),
      await canSubscribeToTopic(db(), w.viewerOf('outsider'), members),
      await canSubscribeToTopic(db(), widgetPerson, members),
      await canSubscribeToTopic(db(), w.viewerOf('member'), members),
    ]).toEqual([false, false, false, true])
  })

  test("segments saved, changed and deleted from a project go to the organisation's topic, members' only", async () => {
    const scope = segmentScopeOf(await w.access('member'))
    const org = topicOf.org(w.org.id)
    const input = { name: 'Big ones', plans: ['Enterprise'], attributes: [] }
    let id = ''
    expect(
      await eventsOf(async () => {
        id = (await saveSegment(db(), scope, input)).id
      }),
    ).toEqual([`${org} feedback.segments`])
    expect(await eventsOf(() => updateSegment(db(), scope, id, { ...input, name: 'Biggest' }))).toEqual([
      `${org} feedback.segments`,
    ])
    expect(await eventsOf(() => deleteSegment(db(), scope, id))).toEqual([`${org} feedback.segments`])
    const topic = parseTopic(org)!
    expect([
      await canSubscribeToTopic(db(), w.viewerOf('anonymous'), topic),
      await canSubscribeToTopic(db(), w.viewerOf('outsider'), topic),
      await canSubscribeToTopic(db(), w.viewerOf('member'), topic),
    ]).toEqual([false, false, true])
  })

  test('boards and statuses changes are announced to readers; a team-only board to members', async () => {
    const owner = await w.access('owner')
    let teamBoardId = ''
    expect(
      await eventsOf(() =>
        createBoard(db(), owner, { name: 'Shown', description: '', color: 'blue', teamOnly: false }),
      ),
    ).toEqual(['project feedback.boards'])
    expect(
      await eventsOf(async () => {
        teamBoardId = (
          await createBoard(db(), owner, { name: 'Hidden', description: '', color: 'red', teamOnly: true })
        ).id
      }),
    ).toEqual(['members feedback.boards'])
    expect(
      await eventsOf(() =>
        updateBoard(db(), owner, teamBoardId, {
          name: 'Hidden 2',
          description: '',
          color: 'red',
          teamOnly: true,
        }),
      ),
    ).toEqual(['members feedback.boards'])
    // Opening a team-only board to everyone is news for everyone.
    expect(
      await eventsOf(() =>
        updateBoard(db(), owner, teamBoardId, {
          name: 'Hidden 2',
          description: '',
          color: 'red',
          teamOnly: false,
        }),
      ),
    ).toEqual(['project feedback.boards'])
    expect(await eventsOf(() => reorderBoards(db(), owner, [teamBoardId]))).toEqual([
      'project feedback.boards',
    ])
    // Deleting a team-only board: members' news, unless its items move to a public board, where everyone sees them.
    for (const [moveToPublic, announced] of [
      [false, 'members feedback.boards'],
      [true, 'project feedback.boards'],
    ] as const) {
      const doomed = await w.insertBoard('public', `Doomed ${String(moveToPublic)}`, true)
      await w.post('member', `On the doomed board ${String(moveToPublic)}`, { boardId: doomed.id })
      const moveItemsTo = moveToPublic ? (await w.defaultBoard()).id : null
      const confirmName = moveToPublic ? undefined : doomed.name
      expect(
        await eventsOf(() => deleteBoard(db(), owner, { boardId: doomed.id, moveItemsTo, confirmName })),
      ).toEqual([announced])
    }
    expect(
      await eventsOf(() =>
        createStatus(db(), owner, { name: 'Beta', color: 'teal', category: 'active', showOnRoadmap: true }),
      ),
    ).toEqual(['project feedback.statuses'])
  })

  test('a refused change announces nothing', async () => {
    const { id } = await w.post('owner', 'Refusals')
    const outsider = await w.access('outsider')
    expect(await eventsOf(() => outcome(setFeedbackStatus(db(), outsider, id, { statusId: 'x' })))).toEqual(
      [],
    )
    expect(
      await eventsOf(() => outcome(addComment(db(), outsider, id, { body: 'x', internal: true }))),
    ).toEqual([])
    const owner = await w.access('owner')
    await setCommentsLocked(db(), owner, id, true)
    expect(
      await eventsOf(() => outcome(addComment(db(), outsider, id, { body: 'x', internal: false }))),
    ).toEqual([])
  })
})

describe('a team-only board of a public project', () => {
  test('nothing about its items reaches the project topic', async () => {
    const team = await w.insertBoard('public', 'Staff only', true)
    const otherTeam = await w.insertBoard('public', 'Staff only too', true)
    const member = await w.access('member')
    const owner = await w.access('owner')
    const all: string[] = []
    const record = async (step: () => Promise<unknown>) => {
      const events = await eventsOf(step)
      expect(events.length, 'every change is announced').toBeGreaterThan(0)
      all.push(...events)
    }
    let id = ''
    let target = ''
    await record(async () => {
      id = (await w.post('member', 'Internal idea', { boardId: team.id })).id
    })
    await record(async () => {
      target = (await w.post('owner', 'Internal target', { boardId: otherTeam.id })).id
    })
    await record(() => setVote(db(), owner, id, true))
    await record(() => addVoteOnBehalf(db(), owner, id, w.people.admin.email))
    let commentId = ''
    await record(async () => {
      commentId = (
        await addComment(db(), member, id, { body: 'Public comment on a hidden board', internal: false })
      ).id
    })
    await record(() => editComment(db(), member, id, commentId, 'edited'))
    await record(() => updateFeedback(db(), member, id, { title: 'Internal idea 2', details: '' }))
    const planned = (await w.statusesOf()).find((status) => status.name === 'Planned')
    await record(() => setFeedbackStatus(db(), owner, id, { statusId: String(planned?.id), comment: 'Soon' }))
    await record(() => setCommentsLocked(db(), owner, id, true))
    await record(() => moveFeedback(db(), owner, id, otherTeam.id))
    await record(() => mergeFeedback(db(), owner, id, target))
    await record(() => unmergeFeedback(db(), owner, id))
    await record(() => deleteComment(db(), owner, id, commentId))
    await record(() => deleteFeedback(db(), owner, id))
    await record(() => deleteBoard(db(), owner, { boardId: team.id, moveItemsTo: null }))

    expect(all.filter((event) => !event.startsWith('members '))).toEqual([])
  })
})

describe('who may listen', () => {
  test('the members topic is for members; the project topic for its readers', async () => {
    const members = parseTopic(membersTopic())
    const projectRead = parseTopic(projectTopic())
    const privateProject = parseTopic(topicOf.project(w.projects.private.id))
    if (!members || !projectRead || !privateProject) throw new Error('topics do not parse')
    const can = async (persona: 'anonymous' | 'outsider' | 'member' | 'siteAdmin', topic: typeof members) =>
      canSubscribeToTopic(db(), w.viewerOf(persona), topic)
    expect([
      await can('anonymous', members),
      await can('outsider', members),
      await can('member', members),
    ]).toEqual([false, false, true])
    expect(await can('siteAdmin', members)).toBe(true)
    expect([await can('anonymous', projectRead), await can('outsider', projectRead)]).toEqual([true, true])
    expect([await can('outsider', privateProject), await can('member', privateProject)]).toEqual([
      false,
      true,
    ])
  })
})
