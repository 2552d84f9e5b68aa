/**
 * A live stream's topics are authorized together (topicsViewerMayRead), not two or more queries per
 * topic. The answers must be the ones each topic gets alone, whatever else is asked with it, for every kind
 * of viewer; the look-ups must not grow with the number of topics.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createChat } from '~/features/chat/server/chats.server'
import { type LiveTopic, parseTopic, topicOf } from '~/lib/live-topics'
import type { Viewer } from '~/lib/viewer'
import { canSubscribeToTopic, topicsViewerMayRead } from '~/server/authz.server'
import { recordQueries } from '../bench/query-plans'
import { type ChatWorld, createChatWorld } from '../helpers/chat-world'

let w: ChatWorld
let topics: LiveTopic[]
const viewers: Record<string, () => Viewer | null> = {
  owner: () => w.people.owner.viewer,
  admin: () => w.people.admin.viewer,
  member: () => w.people.member.viewer,
  'team member': () => teamMember,
  outsider: () => w.people.outsider.viewer,
  'site admin': () => w.people.siteAdmin.viewer,
  anonymous: () => null,
}
let teamMember: Viewer

beforeAll(async () => {
  w = await createChatWorld()
  teamMember = await w.insertUser('Tess', { memberOfOrg: true })
  const team = await w.t.request('/organization/create-team', {
    body: { name: 'Design', organizationId: w.org.id },
    cookie: w.people.owner.cookie,
  })
  const teamId = String(team.json?.id)
  const added = await w.t.request('/organization/add-team-member', {
    body: { teamId, userId: teamMember.userId, organizationId: w.org.id },
    cookie: w.people.owner.cookie,
  })
  expect(added.status, added.text).toBe(200)
  const owner = await w.chatAccess('owner')
  const privateChat = await createChat(w.db, owner, {
    ...w.scope(),
    name: 'Leads',
    topic: '',
    memberIds: [w.people.member.viewer.userId],
    teamIds: [],
  })
  const teamChat = await createChat(w.db, owner, {
    ...w.scope(),
    name: 'Design crit',
    topic: '',
    memberIds: [],
    teamIds: [teamId],
  })
  const privateProjectChat = await w.generalChat('private')
  topics = [
    topicOf.user(w.people.member.viewer.userId),
    topicOf.org(w.org.id),
    topicOf.project(w.projects.public.id),
    topicOf.members(w.projects.public.id),
    topicOf.discussions(w.projects.public.id),
    topicOf.project(w.projects.private.id),
    topicOf.members(w.projects.private.id),
    topicOf.chat((await w.generalChat('public')).id),
    topicOf.chat(privateChat.id),
    topicOf.chat(teamChat.id),
    topicOf.chat(privateProjectChat.id),
    topicOf.chat('no-such-chat'),
    topicOf.project('no-such-project'),
    topicOf.org('no-such-org'),
  ].map((topic) => parseTopic(topic)!)
}, 120_000)
afterAll(() => w.close())

describe('topics authorized together', () => {
  test.each(Object.keys(viewers))('%s: each topic answered as when asked alone', async (who) => {
    const viewer = viewers[who]!()
    const alone = []
    for (const topic of topics) alone.push(await canSubscribeToTopic(w.db, viewer, topic))
    expect(await topicsViewerMayRead(w.db, viewer, topics)).toEqual(alone)
    // Reversed, so that no answer depends on what was asked before it.
    expect(await topicsViewerMayRead(w.db, viewer, [...topics].reverse())).toEqual([...alone].reverse())
  })

  test('what each viewer may read', async () => {
    const readable = async (who: string) => {
      const verdicts = await topicsViewerMayRead(w.db, viewers[who]!(), topics)
      return topics.filter((_, index) => verdicts[index]).map((topic) => `${topic.kind}:${topic.id}`)
    }
    const name = (topic: LiveTopic) => `${topic.kind}:${topic.id}`
    const [user, org, project, members, discussions, privateProject, privateMembers, general, leads, crit] =
      topics.map(name)
    // The member: their own topic, everything of both projects, the chats they are in; not the team's chat.
    expect(await readable('member')).toEqual([
      user,
      org,
      project,
      members,
      discussions,
      privateProject,
      privateMembers,
      general,
      leads,
      topics.map(name)[10],
    ])
    expect(await readable('team member')).toContain(crit)
    expect(await readable('team member')).not.toContain(leads)
    // Someone outside: the public project, never the organisation's own topic (its members, invitations, teams
    // and private projects), its members' topics, discussions, chats or private project.
    expect(await readable('outsider')).toEqual([project])
    expect(await readable('anonymous')).toEqual([project])
    // An admin is in neither private chat: being an admin opens no private chat.
    expect(await readable('admin')).not.toContain(user)
    expect(await readable('admin')).not.toContain(leads)
    expect(await readable('admin')).not.toContain(crit)
    expect(await readable('admin')).toContain(general)
  })

  test('the look-ups do not grow with the topics: a page of topics costs a handful of queries', async () => {
    const queries = await recordQueries(w.database, () => topicsViewerMayRead(w.db, teamMember, topics))
    // The projects, the chats the viewer may see, the organisations' access: 14 topics, 3 queries (two or more
    // a topic before).
    expect(queries.length).toBeLessThanOrEqual(3)
    const one = await recordQueries(w.database, () =>
      topicsViewerMayRead(w.db, teamMember, [parseTopic(topicOf.user(teamMember.userId))!]),
    )
    expect(one).toHaveLength(0)
  })
})
