import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { findChatAccess } from '~/features/chat/server/chat-access.server'
import {
  archiveChat,
  createChat,
  deleteChat,
  getChat,
  listChatCandidates,
  listChats,
  updateChat,
} from '~/features/chat/server/chats.server'
import { listMessages } from '~/features/chat/server/history.server'
import { searchChats } from '~/features/chat/server/search.server'
import { topicOf } from '~/lib/live-topics'
import { canSubscribeToTopic } from '~/server/authz.server'
import { chat } from '~/server/db/schema'
import { type ChatWorld, createChatWorld, failure } from '../helpers/chat-world'
import { PERSONAS, type Persona, type Visibility } from '../helpers/feedback-world'

let w: ChatWorld
beforeAll(async () => {
  w = await createChatWorld()
}, 120_000)
afterAll(() => w.close())

const readers: Persona[] = ['member', 'admin', 'owner', 'siteAdmin']
const editors: Persona[] = ['admin', 'owner', 'siteAdmin']

/** What the settings dialog sends for an open chat named General with no topic; tests override fields. */
const settings = (chatId: string) => ({
  ...w.scope(),
  chatId,
  name: 'General',
  topic: '',
  isPrivate: false,
  memberIds: [] as string[],
})

describe('who may use a project chat', () => {
  for (const visibility of ['public', 'private'] as Visibility[]) {
    for (const who of PERSONAS) {
      const mayRead = readers.includes(who)
      test(`${who} on a ${visibility} project: ${mayRead ? 'reads and posts' : 'not found'}`, async () => {
        const general = await w.generalChat(visibility)
        const access = await failure(() => w.chatAccess(who, visibility))
        if (!mayRead) {
          expect(access).toMatchObject({ error: { code: 'NOT_FOUND' } })
          return
        }
        const list = await listChats(w.db, await w.chatAccess(who, visibility), { includeArchived: false })
        expect(list.chats.map((item) => item.name)).toContain('General')
        expect(list.canManage).toBe(editors.includes(who))
        const sent = await w.say(who, general.id, `hello from ${who}`, { visibility })
        expect(sent.body).toBe(`hello from ${who}`)
      })
    }
  }

  test('only editors create, rename, set the topic of, archive and delete chats', async () => {
    const memberAccess = await w.chatAccess('member')
    const general = await w.generalChat()
    const denied = [
      () => createChat(w.db, memberAccess, { ...w.scope(), name: 'Nope', topic: '', memberIds: null }),
      () => updateChat(w.db, memberAccess, { ...settings(general.id), name: 'Renamed', topic: 'Topic' }),
      () => archiveChat(w.db, memberAccess, general.id, true),
      () => deleteChat(w.db, memberAccess, general.id),
      () => updateChat(w.db, memberAccess, { ...settings(general.id), isPrivate: true }),
      () => listChatCandidates(w.db, memberAccess),
    ]
    for (const attempt of denied) {
      expect(await failure(attempt)).toMatchObject({
        error: { code: 'FORBIDDEN', message: 'You are not allowed to access resource: chat' },
      })
    }

    const adminAccess = await w.chatAccess('admin')
    const { id } = await createChat(w.db, adminAccess, {
      ...w.scope(),
      name: 'Design',
      topic: 'Pixels',
      memberIds: null,
    })
    await updateChat(w.db, adminAccess, { ...settings(id), name: 'Design crit', topic: 'Pixels and type' })
    const detail = await getChat(w.db, await w.chatAccess('member'), id)
    expect(detail).toMatchObject({
      name: 'Design crit',
      topic: 'Pixels and type',
      isPrivate: false,
      members: null,
    })

    await archiveChat(w.db, adminAccess, id, true)
    const open = await listChats(w.db, memberAccess, { includeArchived: false })
    expect(open.chats.some((item) => item.id === id)).toBe(false)
    const all = await listChats(w.db, memberAccess, { includeArchived: true })
    expect(all.chats.find((item) => item.id === id)?.archived).toBe(true)
    expect(await failure(() => w.say('admin', id, 'into the archive'))).toMatchObject({
      error: { code: 'CONFLICT' },
    })

    await deleteChat(w.db, adminAccess, id)
    expect(await failure(() => getChat(w.db, memberAccess, id))).toMatchObject({
      error: { code: 'NOT_FOUND' },
    })
  })

  test('a project keeps at least one chat open to all its members; private chats do not count', async () => {
    const ownerAccess = await w.chatAccess('owner', 'private')
    const list = await listChats(w.db, ownerAccess, { includeArchived: true })
    expect(list.chats).toHaveLength(1)
    const refusal = {
      error: { code: 'CONFLICT', message: 'A project keeps at least one chat open to all its members' },
    }
    expect(await failure(() => deleteChat(w.db, ownerAccess, list.chats[0]!.id))).toMatchObject(refusal)
    // Nor can the settings make it private: that takes it from the members as a deletion does.
    const madePrivate = {
      ...settings(list.chats[0]!.id),
      ...w.scope('private'),
      name: 'Hidden',
      isPrivate: true,
    }
    expect(await failure(() => updateChat(w.db, ownerAccess, madePrivate))).toMatchObject(refusal)
    expect((await getChat(w.db, ownerAccess, list.chats[0]!.id)).isPrivate).toBe(false)
    // A private chat beside it does not make the open one deletable: members would be left with none.
    const { id: privateId } = await createChat(w.db, ownerAccess, {
      ...w.scope('private'),
      name: 'Owners only',
      topic: '',
      memberIds: [],
    })
    expect(await failure(() => deleteChat(w.db, ownerAccess, list.chats[0]!.id))).toMatchObject(refusal)
    await deleteChat(w.db, ownerAccess, privateId)
  })

  test('a chat of another project is not found', async () => {
    const otherGeneral = await w.generalChat('private')
    const memberAccess = await w.chatAccess('member', 'public')
    expect(await failure(() => getChat(w.db, memberAccess, otherGeneral.id))).toMatchObject({
      error: { code: 'NOT_FOUND' },
    })
  })
})

describe('private chats', () => {
  test('only the chosen people see it; everyone else, editors included, gets not found', async () => {
    const ownerAccess = await w.chatAccess('owner')
    const { id } = await createChat(w.db, ownerAccess, {
      ...w.scope(),
      name: 'Leadership',
      topic: '',
      memberIds: [w.people.member.viewer.userId],
    })
    const detail = await getChat(w.db, await w.chatAccess('member'), id)
    expect(detail.isPrivate).toBe(true)
    expect(detail.members?.map((person) => person.name).sort()).toEqual(['Mia Member', 'Olivia Owner'])

    await w.say('member', id, 'secret plans about the roadmap')
    const adminAccess = await w.chatAccess('admin')
    for (const attempt of [
      () => getChat(w.db, adminAccess, id),
      () => listMessages(w.db, adminAccess, { ...w.scope(), chatId: id }),
      () => w.say('admin', id, 'let me in'),
      () => updateChat(w.db, adminAccess, { ...settings(id), name: 'Mine now' }),
    ]) {
      expect(await failure(attempt)).toMatchObject({
        error: { code: 'NOT_FOUND', message: 'Chat not found' },
      })
    }
    const adminList = await listChats(w.db, adminAccess, { includeArchived: true })
    expect(adminList.chats.some((item) => item.id === id)).toBe(false)
    const found = await searchChats(w.db, adminAccess, { ...w.scope(), query: 'secret plans' })
    expect(found.results).toHaveLength(0)
    const memberAccess = await w.chatAccess('member')
    const memberFound = await searchChats(w.db, memberAccess, { ...w.scope(), query: 'secret plans' })
    expect(memberFound.results.map((result) => result.chatName)).toEqual(['Leadership'])

    // The live topic follows the same rule.
    const topic = { kind: 'chat' as const, id }
    expect(await canSubscribeToTopic(w.db, w.people.member.viewer, topic)).toBe(true)
    expect(await canSubscribeToTopic(w.db, w.people.admin.viewer, topic)).toBe(false)
    expect(await canSubscribeToTopic(w.db, w.people.outsider.viewer, topic)).toBe(false)
    expect(await canSubscribeToTopic(w.db, null, topic)).toBe(false)

    // Opening it to everyone again; the change asks every node to re-check the chat's streams.
    const before = await w.lastLiveEventId()
    await updateChat(w.db, ownerAccess, { ...settings(id), name: 'Leadership', isPrivate: false })
    expect(await getChat(w.db, adminAccess, id)).toMatchObject({ isPrivate: false, members: null })
    expect(await canSubscribeToTopic(w.db, w.people.admin.viewer, topic)).toBe(true)
    const events = await w.liveEventsSince(before)
    expect(events).toContainEqual({
      topic: topicOf.chat(id),
      type: 'chat.access.changed',
      payload: { chatId: id },
    })
  })

  test('only members of the team can be chosen', async () => {
    const result = await failure(() =>
      w.chatAccess('owner').then((access) =>
        createChat(w.db, access, {
          ...w.scope(),
          name: 'Mixed',
          topic: '',
          memberIds: [w.people.outsider.viewer.userId],
        }),
      ),
    )
    expect(result).toMatchObject({
      error: { code: 'BAD_REQUEST', message: 'Only members of the team can be in a private chat' },
    })
  })

  test('the settings save together: a refused member list leaves the name and topic as they were', async () => {
    const ownerAccess = await w.chatAccess('owner')
    const { id } = await createChat(w.db, ownerAccess, {
      ...w.scope(),
      name: 'Launch',
      topic: '',
      memberIds: null,
    })
    const before = await w.lastLiveEventId()
    const refused = await failure(() =>
      updateChat(w.db, ownerAccess, {
        ...settings(id),
        name: 'Launch (private)',
        topic: 'Only for a few',
        isPrivate: true,
        memberIds: [w.people.member.viewer.userId, w.people.outsider.viewer.userId],
      }),
    )
    expect(refused).toMatchObject({
      error: { code: 'BAD_REQUEST', message: 'Only members of the team can be in a private chat' },
    })
    expect(await getChat(w.db, ownerAccess, id)).toMatchObject({
      name: 'Launch',
      topic: '',
      isPrivate: false,
      members: null,
    })
    expect(await w.liveEventsSince(before)).toEqual([])

    // Name and topic alone are a plain change; who may read it is asked to be re-checked only when it changes.
    await updateChat(w.db, ownerAccess, { ...settings(id), name: 'Launch week', topic: 'Go' })
    const renamed = await w.liveEventsSince(before)
    expect(renamed.map((event) => event.type)).toContain('chat.changed')
    expect(renamed.map((event) => event.type)).not.toContain('chat.access.changed')
    const member = w.people.member.viewer.userId
    await updateChat(w.db, ownerAccess, {
      ...settings(id),
      name: 'Launch week',
      isPrivate: true,
      memberIds: [member],
    })
    const detail = await getChat(w.db, ownerAccess, id)
    expect(detail).toMatchObject({ name: 'Launch week', topic: '', isPrivate: true })
    expect(detail.members?.map((person) => person.name).sort()).toEqual(['Mia Member', 'Olivia Owner'])
    expect((await w.liveEventsSince(before)).map((event) => event.type)).toContain('chat.access.changed')
  })

  test('open chats are open to the whole team on their live topic, and never to outsiders', async () => {
    const general = await w.generalChat()
    const topic = { kind: 'chat' as const, id: general.id }
    expect(await canSubscribeToTopic(w.db, w.people.member.viewer, topic)).toBe(true)
    expect(await canSubscribeToTopic(w.db, w.people.outsider.viewer, topic)).toBe(false)
    expect(await canSubscribeToTopic(w.db, null, topic)).toBe(false)
    expect(await canSubscribeToTopic(w.db, w.people.member.viewer, { kind: 'chat', id: 'nope' })).toBe(false)
  })
})

test('every project gets a General chat (new projects by default)', async () => {
  const rows = await w.db.select().from(chat).where(eq(chat.projectId, w.projects.public.id))
  expect(rows.map((row) => row.name)).toContain('General')
})

test('the navigation badge is zero for readers of a public project who may not use chat', async () => {
  const scope = w.scope('public')
  expect(await findChatAccess(w.db, w.people.outsider.viewer, scope)).toBeNull()
  expect(await findChatAccess(w.db, null, scope)).toBeNull()
  expect(await findChatAccess(w.db, w.people.member.viewer, scope)).not.toBeNull()
  expect(
    await failure(() => findChatAccess(w.db, w.people.outsider.viewer, w.scope('private'))),
  ).toMatchObject({
    error: { code: 'NOT_FOUND' },
  })
})
