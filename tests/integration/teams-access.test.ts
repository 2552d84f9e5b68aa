/**
 * Access that depends on team membership — private chats opened to teams, team-only boards limited
 * to teams, @team mentions, invitations straight into teams — and that it changes at once when membership does.
 */
import { and, eq, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createChat, getChat, listChats } from '~/features/chat/server/chats.server'
import { createBoard, listBoards } from '~/features/feedback/server/boards.server'
import { getFeedbackAccess, loadBoard, loadItem } from '~/features/feedback/server/feedback-access.server'
import { listFeedback } from '~/features/feedback/server/list.server'
import { topicOf } from '~/lib/live-topics'
import type { Viewer } from '~/lib/viewer'
import { canSubscribeToTopic } from '~/server/authz.server'
import { member, notification, rateLimit, teamMember } from '~/server/db/schema'
import { failure } from '../helpers/chat-world'
import { createDiscussionWorld, type DiscussionWorld } from '../helpers/discussion-world'

let w: DiscussionWorld
let designId: string
/** A plain member of the organisation in no team. */
let bystander: Viewer

beforeAll(async () => {
  w = await createDiscussionWorld()
  bystander = await w.insertUser('Bystander', { memberOfOrg: true })
  const created = await w.t.request('/organization/create-team', {
    body: { name: 'Design', organizationId: w.org.id },
    cookie: w.people.owner.cookie,
  })
  designId = String(created.json?.id)
  const added = await w.t.request('/organization/add-team-member', {
    body: { teamId: designId, userId: w.people.member.viewer.userId, organizationId: w.org.id },
    cookie: w.people.owner.cookie,
  })
  expect(added.status, added.text).toBe(200)
}, 120_000)
afterAll(() => w.close())

async function setInDesign(userId: string, inTeam: boolean) {
  const path = inTeam ? '/organization/add-team-member' : '/organization/remove-team-member'
  const response = await w.t.request(path, {
    body: { teamId: designId, userId, organizationId: w.org.id },
    cookie: w.people.owner.cookie,
  })
  expect(response.status, response.text).toBe(200)
}

describe('a private chat opened to a team', () => {
  test('its members read it and its topic; nobody else does, editors included; leaving the team ends it', async () => {
    const { id } = await createChat(w.db, await w.chatAccess('owner'), {
      ...w.scope(),
      name: 'Design crit',
      topic: '',
      memberIds: [],
      teamIds: [designId],
    })
    const sees = async (who: 'member' | 'admin' | Viewer) => {
      const access = await w.chatAccess(who)
      return (await listChats(w.db, access, { includeArchived: false })).chats.some((chat) => chat.id === id)
    }
    expect(await sees('member')).toBe(true)
    expect(await sees('admin')).toBe(false)
    expect(await sees(bystander)).toBe(false)
    expect((await getChat(w.db, await w.chatAccess('owner'), id)).teams).toEqual([
      { id: designId, name: 'Design' },
    ])
    expect(await canSubscribeToTopic(w.db, w.people.member.viewer, { kind: 'chat', id })).toBe(true)
    expect(await canSubscribeToTopic(w.db, bystander, { kind: 'chat', id })).toBe(false)
    // The people of the chat hear of every message, the team's members among them.
    await w.say('owner', id, 'Crit at three')
    const told = await w.db
      .select({ userId: notification.userId })
      .from(notification)
      .where(and(eq(notification.kind, 'chat.message'), eq(notification.groupKey, `chat:${id}`)))
    expect(told.map((row) => row.userId)).toEqual([w.people.member.viewer.userId])

    await setInDesign(w.people.member.viewer.userId, false)
    try {
      expect(await sees('member')).toBe(false)
      expect(await canSubscribeToTopic(w.db, w.people.member.viewer, { kind: 'chat', id })).toBe(false)
      expect(await failure(async () => getChat(w.db, await w.chatAccess('member'), id))).toMatchObject({
        error: { code: 'NOT_FOUND' },
      })
    } finally {
      await setInDesign(w.people.member.viewer.userId, true)
    }
  })

  test('only teams of the organisation can be chosen', async () => {
    expect(
      await failure(async () =>
        createChat(w.db, await w.chatAccess('owner'), {
          ...w.scope(),
          name: 'Nope',
          topic: '',
          memberIds: [],
          teamIds: ['not-a-team'],
        }),
      ),
    ).toEqual({ error: { code: 'BAD_REQUEST', message: 'Choose teams of this organisation' } })
  })
})

describe('a team-only board limited to a team', () => {
  test('its team and the editors see it and its items; other members get not found', async () => {
    const ownerAccess = await w.access('owner')
    const board = await createBoard(w.db, ownerAccess, {
      name: 'Design reviews',
      description: '',
      color: 'pink',
      teamOnly: true,
      teamIds: [designId],
    })
    expect(board.teamIds).toEqual([designId])
    await w.db.delete(rateLimit).where(like(rateLimit.key, 'feedback:%'))
    const item = await w.post('owner', 'Icon set review', { boardId: board.id })
    const scope = w.scope()
    for (const [who, may] of [
      ['member', true],
      ['admin', true],
      ['owner', true],
      [bystander, false],
      ['outsider', false],
    ] as const) {
      const access = await getFeedbackAccess(w.db, w.viewerOf(who), scope)
      const boards = await listBoards(w.db, access)
      expect({ who, listed: boards.some((row) => row.id === board.id) }).toEqual({ who, listed: may })
      expect({ who, board: (await failure(() => loadBoard(w.db, access, board.id))).ok === true }).toEqual({
        who,
        board: may,
      })
      expect({ who, item: (await failure(() => loadItem(w.db, access, item.id))).ok === true }).toEqual({
        who,
        item: may,
      })
      const list = await listFeedback(w.db, access, { ...scope, board: 'all', sort: 'new' })
      expect({ who, inList: list.items.some((row) => row.id === item.id) }).toEqual({ who, inList: may })
    }
    // Out of the team: out of the board, at once.
    await setInDesign(w.people.member.viewer.userId, false)
    try {
      const access = await w.access('member')
      expect((await failure(() => loadItem(w.db, access, item.id))).ok).toBeUndefined()
    } finally {
      await setInDesign(w.people.member.viewer.userId, true)
    }
  })
})

test('an @team mention names every member of the team who may read it', async () => {
  await setInDesign(bystander.userId, true)
  try {
    const threadId = await w.start('owner', { title: 'Design review', body: 'Thoughts, @design?' })
    const told = await w.db
      .select({ userId: notification.userId })
      .from(notification)
      .where(
        and(eq(notification.kind, 'discussion.mention'), eq(notification.groupKey, `discussion:${threadId}`)),
      )
    expect(told.map((row) => row.userId).sort()).toEqual(
      [w.people.member.viewer.userId, bystander.userId].sort(),
    )
  } finally {
    await setInDesign(bystander.userId, false)
  }
})

test('an invitation can put the new member straight into teams', async () => {
  const invited = await w.f.newPerson('Invited Ivy')
  const response = await w.t.request('/organization/invite-member', {
    body: { email: invited.email, role: 'member', organizationId: w.org.id, teamId: [designId] },
    cookie: w.people.owner.cookie,
  })
  expect(response.status, response.text).toBe(200)
  const accepted = await w.t.request('/organization/accept-invitation', {
    body: { invitationId: String(response.json?.id) },
    cookie: invited.cookie,
  })
  expect(accepted.status, accepted.text).toBe(200)
  const rows = await w.db.select().from(teamMember).where(eq(teamMember.userId, invited.id))
  expect(rows.map((row) => row.teamId)).toEqual([designId])
  const [membership] = await w.db.select().from(member).where(eq(member.userId, invited.id))
  expect(membership?.organizationId).toBe(w.org.id)
  expect(topicOf.org(w.org.id)).toContain(w.org.id)
})

test('@handles no username could have (short, reserved) still name their team', async () => {
  const created = await w.t.request('/organization/create-team', {
    body: { name: 'Support', organizationId: w.org.id },
    cookie: w.people.owner.cookie,
  })
  const supportId = String(created.json?.id)
  await w.t.request('/organization/add-team-member', {
    body: { teamId: supportId, userId: bystander.userId, organizationId: w.org.id },
    cookie: w.people.owner.cookie,
  })
  const threadId = await w.start('owner', { title: 'A customer is stuck', body: 'Can @support look?' })
  const told = await w.db
    .select({ userId: notification.userId })
    .from(notification)
    .where(
      and(eq(notification.kind, 'discussion.mention'), eq(notification.groupKey, `discussion:${threadId}`)),
    )
  expect(told.map((row) => row.userId)).toEqual([bystander.userId])
})

test('deleting a team keeps a board limited to it closed, and invitations naming it still work', async () => {
  const created = await w.t.request('/organization/create-team', {
    body: { name: 'Short lived', organizationId: w.org.id },
    cookie: w.people.owner.cookie,
  })
  const teamId = String(created.json?.id)
  const ownerAccess = await w.access('owner')
  const board = await createBoard(w.db, ownerAccess, {
    name: 'Secret plans',
    description: '',
    color: 'gray',
    teamOnly: true,
    teamIds: [teamId],
  })
  const invitee = await w.f.newPerson('Invitee Ian')
  const invited = await w.t.request('/organization/invite-member', {
    body: { email: invitee.email, role: 'member', organizationId: w.org.id, teamId: [teamId, designId] },
    cookie: w.people.owner.cookie,
  })
  expect(invited.status, invited.text).toBe(200)
  const removed = await w.t.request('/organization/remove-team', {
    body: { teamId, organizationId: w.org.id },
    cookie: w.people.owner.cookie,
  })
  expect(removed.status, removed.text).toBe(200)
  // Still closed to members (only editors see it), not opened to everyone.
  const memberAccess = await w.access('member')
  expect((await failure(() => loadBoard(w.db, memberAccess, board.id))).ok).toBeUndefined()
  expect((await failure(() => loadBoard(w.db, ownerAccess, board.id))).ok).toBe(true)
  const accepted = await w.t.request('/organization/accept-invitation', {
    body: { invitationId: String(invited.json?.id) },
    cookie: invitee.cookie,
  })
  expect(accepted.status, accepted.text).toBe(200)
  const rows = await w.db.select().from(teamMember).where(eq(teamMember.userId, invitee.id))
  expect(rows.map((row) => row.teamId)).toEqual([designId])
})
