import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { markAnswer } from '~/features/discussions/server/answers.server'
import {
  createCategory,
  deleteCategory,
  reorderCategories,
  updateCategory,
} from '~/features/discussions/server/categories.server'
import {
  convertThreadToFeedback,
  startThreadFromFeedback,
} from '~/features/discussions/server/convert.server'
import {
  type DiscussionAccess,
  getDiscussionAccess,
} from '~/features/discussions/server/discussion-access.server'
import { listThreads } from '~/features/discussions/server/list.server'
import { deletePost, editPost, reactToPost, reply } from '~/features/discussions/server/posts.server'
import { markThreadRead, unreadTotal } from '~/features/discussions/server/reads.server'
import {
  getDiscussionSetup,
  getThread,
  listPosts,
  listPostVersions,
} from '~/features/discussions/server/thread-detail.server'
import {
  createThread,
  deleteThread,
  followThread,
  lockThread,
  moveThread,
  pinThread,
} from '~/features/discussions/server/threads.server'
import { topicOf } from '~/lib/live-topics'
import { canSubscribeToTopic } from '~/server/authz.server'
import { failure } from './chat-world'
import { createDiscussionWorld, type DiscussionWorld } from './discussion-world'
import { PERSONAS, type Persona, type Visibility } from './feedback-world'

/**
 * The discussions authorization matrix: every discussions operation × six personas × a public and a private
 * project. Discussions belong to the organisation's members: outsiders and anonymous visitors get
 * not found everywhere, public projects included; members take part; owners, admins and site admins also
 * moderate. Each case runs on subjects of its own, created by the owner (so "someone else's" holds for all).
 *
 * Run in two files, one per project visibility (tests/integration/discussions-access-matrix-*.test.ts), so that
 * each stays within an integration file's 20 s and the two run side by side.
 */
export function describeDiscussionsAccessMatrix(visibility: Visibility) {
  let w: DiscussionWorld
  beforeAll(async () => {
    w = await createDiscussionWorld()
  }, 120_000)
  afterAll(() => w.close())

  type Subjects = {
    visibility: Visibility
    threadId: string
    threadTitle: string
    questionId: string
    replyId: string
    feedbackId: string
    boardId: string
  }

  /** A category of the owner's, for the operations that change or remove one. */
  async function freshCategory(visibility: Visibility) {
    const category = await createCategory(w.db, await w.discussionAccess('owner', visibility), {
      ...w.scope(visibility),
      name: `Category ${crypto.randomUUID().slice(0, 8)}`,
      description: '',
      emoji: '🧪',
      editorsOnly: false,
      answerable: false,
    })
    return category.id
  }

  /** Fresh subjects of the owner's for one case: a thread with a reply, a Q&A question with a reply, a category. */
  async function subjects(visibility: Visibility, label: string): Promise<Subjects> {
    const threadTitle = `Thread for ${label}`
    const threadId = await w.start('owner', { title: threadTitle, visibility })
    const questionId = await w.start('owner', { title: `Question for ${label}`, category: 'Q&A', visibility })
    const { id: replyId } = await w.answer('owner', threadId, 'A reply of the owner', visibility)
    await w.answer('owner', questionId, 'An answer of the owner', visibility)
    const feedbackId = (await w.post('owner', `Feedback for ${label}`, { visibility })).id
    return {
      visibility,
      threadId,
      threadTitle,
      questionId,
      replyId,
      feedbackId,
      boardId: (await w.defaultBoard(visibility)).id,
    }
  }

  type Operation = {
    name: string
    /** Who may: everyone who reads discussions (`member`), or moderators only. */
    audience: 'member' | 'moderator'
    run: (access: DiscussionAccess, s: Subjects) => Promise<unknown>
  }

  const general = (s: Subjects) => w.category('General', s.visibility).then((row) => row.id)
  const scopeOf = (s: Subjects) => w.scope(s.visibility)

  const operations: Operation[] = [
    { name: 'read the setup', audience: 'member', run: (a) => getDiscussionSetup(w.db, a) },
    { name: 'list threads', audience: 'member', run: (a, s) => listThreads(w.db, a, scopeOf(s)) },
    { name: 'read a thread', audience: 'member', run: (a, s) => getThread(w.db, a, s.threadId) },
    {
      name: 'read posts',
      audience: 'member',
      run: (a, s) => listPosts(w.db, a, { ...scopeOf(s), threadId: s.threadId }),
    },
    { name: 'count unread', audience: 'member', run: (a) => unreadTotal(w.db, a) },
    {
      name: 'start a thread',
      audience: 'member',
      run: async (a, s) => {
        await w.clearLimits()
        return createThread(w.db, a, {
          ...scopeOf(s),
          title: 'Mine',
          body: 'Body',
          categoryId: await general(s),
        })
      },
    },
    {
      name: 'start an announcement',
      audience: 'moderator',
      run: async (a, s) => {
        await w.clearLimits()
        const announcements = await w.category('Announcements', s.visibility)
        return createThread(w.db, a, {
          ...scopeOf(s),
          title: 'News',
          body: 'Body',
          categoryId: announcements.id,
        })
      },
    },
    {
      name: 'reply',
      audience: 'member',
      run: async (a, s) => {
        await w.clearLimits()
        return reply(w.db, a, s.threadId, 'Me too')
      },
    },
    {
      name: 'edit an own reply',
      audience: 'member',
      run: async (a, s) => {
        await w.clearLimits()
        const own = await reply(w.db, a, s.threadId, 'First words')
        return editPost(w.db, a, {
          ...scopeOf(s),
          threadId: s.threadId,
          postId: own.id,
          body: 'Better words',
        })
      },
    },
    {
      name: 'react',
      audience: 'member',
      run: (a, s) =>
        reactToPost(w.db, a, {
          ...scopeOf(s),
          threadId: s.threadId,
          postId: s.replyId,
          emoji: '👍',
          on: true,
        }),
    },
    { name: 'mark read', audience: 'member', run: (a, s) => markThreadRead(w.db, a, s.threadId, s.replyId) },
    { name: 'follow', audience: 'member', run: (a, s) => followThread(w.db, a, s.threadId, true) },
    { name: 'unfollow', audience: 'member', run: (a, s) => followThread(w.db, a, s.threadId, false) },
    {
      name: "delete someone else's reply",
      audience: 'moderator',
      run: (a, s) => deletePost(w.db, a, s.threadId, s.replyId),
    },
    {
      name: 'read versions of a post',
      audience: 'moderator',
      run: (a, s) => listPostVersions(w.db, a, s.threadId, s.replyId),
    },
    {
      name: "mark the answer to someone else's question",
      audience: 'moderator',
      run: async (a, s) => {
        const page = await listPosts(w.db, a, { ...scopeOf(s), threadId: s.questionId })
        return markAnswer(w.db, a, s.questionId, page.posts[1]!.id)
      },
    },
    { name: 'pin', audience: 'moderator', run: (a, s) => pinThread(w.db, a, s.threadId, true) },
    {
      name: 'lock',
      audience: 'moderator',
      run: (a, s) => lockThread(w.db, a, { ...scopeOf(s), threadId: s.threadId, locked: true, reason: '' }),
    },
    {
      name: 'move',
      audience: 'moderator',
      run: async (a, s) => moveThread(w.db, a, s.threadId, (await w.category('Ideas', s.visibility)).id),
    },
    {
      name: "delete someone else's thread",
      audience: 'moderator',
      run: (a, s) => deleteThread(w.db, a, s.threadId, s.threadTitle),
    },
    {
      name: 'create a category',
      audience: 'moderator',
      run: (a, s) =>
        createCategory(w.db, a, {
          ...scopeOf(s),
          name: `New ${crypto.randomUUID().slice(0, 8)}`,
          description: '',
          emoji: '✨',
          editorsOnly: false,
          answerable: false,
        }),
    },
    {
      name: 'rename a category',
      audience: 'moderator',
      run: async (a, s) =>
        updateCategory(w.db, a, {
          ...scopeOf(s),
          categoryId: await freshCategory(s.visibility),
          name: `Renamed ${crypto.randomUUID().slice(0, 8)}`,
          description: 'Now described',
          emoji: '✨',
          editorsOnly: false,
          answerable: true,
        }),
    },
    {
      name: 'reorder categories',
      audience: 'moderator',
      run: async (a) => {
        const setup = await getDiscussionSetup(w.db, a)
        return reorderCategories(w.db, a, setup.categories.map((category) => category.id).reverse())
      },
    },
    {
      name: 'remove a category',
      audience: 'moderator',
      run: async (a, s) => deleteCategory(w.db, a, await freshCategory(s.visibility), await general(s)),
    },
    {
      name: 'convert a thread to feedback',
      audience: 'moderator',
      run: (a, s) => convertThreadToFeedback(w.db, a, s.threadId, s.boardId),
    },
    {
      name: 'start a thread from feedback',
      audience: 'moderator',
      run: async (a, s) => startThreadFromFeedback(w.db, a, s.feedbackId, await general(s)),
    },
  ]

  const moderators: Persona[] = ['admin', 'owner', 'siteAdmin']
  const readers: Persona[] = ['member', ...moderators]

  describe('the discussions authorization matrix', () => {
    for (const operation of operations) {
      test(`${operation.name} on a ${visibility} project`, async () => {
        const s = await subjects(visibility, `${operation.name} ${visibility}`)
        for (const who of PERSONAS) {
          const outcome = await failure(async () => {
            const access = await getDiscussionAccess(w.db, w.viewerOf(who), w.scope(visibility))
            return operation.run(access, s)
          })
          const allowed = operation.audience === 'member' ? readers.includes(who) : moderators.includes(who)
          const expected = !readers.includes(who)
            ? { error: { code: 'NOT_FOUND' } }
            : allowed
              ? { ok: true }
              : { error: { code: 'FORBIDDEN' } }
          expect({ who, ...outcome }).toMatchObject({ who, ...expected })
          // A case that succeeded consumed its subject (deleted, converted…): give the next persona fresh ones.
          if ('ok' in outcome) Object.assign(s, await subjects(visibility, `${operation.name} ${visibility}`))
        }
      })
    }
  })

  describe('the discussions live topic', () => {
    test(`only readers of a ${visibility} project's discussions may subscribe`, async () => {
      for (const who of PERSONAS) {
        const may = await canSubscribeToTopic(w.db, w.viewerOf(who), {
          kind: 'discussions',
          id: w.projects[visibility].id,
        })
        expect({ who, may }).toEqual({ who, may: readers.includes(who) })
      }
      expect(topicOf.discussions(w.projects[visibility].id)).toBe(`discussions:${w.projects[visibility].id}`)
    })
  })
}
