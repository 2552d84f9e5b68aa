import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import yauzl from 'yauzl'
import { DEMO_ORGANIZATION, DEMO_USER, seedDemoContent } from '~/app/demo/demo-seed.server'
import { transferRunners } from '~/app/transfer-runners.server'
import {
  COLLECTIONS,
  type CollectionKey,
  SUBJECT_COLLECTIONS,
} from '~/features/transfers/server/archive-collections.server'
import { type ProjectArchive, projectArchiveSchema } from '~/features/transfers/server/archive-format.server'
import { runTransfer, type TransferDeps } from '~/features/transfers/server/runs.server'
import type { Viewer } from '~/lib/viewer'
import type { DatabaseHandle } from '~/server/db/client.server'
import {
  anonymousVisitor,
  chat,
  chatMember,
  chatMessage,
  discussionPost,
  discussionPostVersion,
  discussionThread,
  feedbackBoard,
  feedbackComment,
  feedbackItem,
  feedbackVote,
  fileAttachment,
  fileFolder,
  organization,
  project,
  projectDemandWeights,
  projectFile,
  reaction,
  user,
} from '~/server/db/schema'
import type { FileStorage } from '~/server/storage/file-storage'
import { createLocalStorage } from '~/server/storage/local-storage.server'
import { createTestAuth } from './test-auth'
import { createTestDatabase } from './test-database'
import { orgFixtures } from './test-orgs'

export const silentLogger = pino({ level: process.env.TRANSFERS_LOG ?? 'silent' })

/**
 * The demo organisation's public project, with every kind of content an archive carries added where the demo
 * has none (an internal note, a merged item, a nested folder, a reply in chat, an answered discussion with an
 * edited post, reactions, an attachment linked from a comment), on a local-disk storage in a temporary folder.
 */
export async function createTransfersWorld(
  options: { database?: DatabaseHandle; storage?: FileStorage } = {},
) {
  const database = options.database ?? (await createTestDatabase())
  const t = createTestAuth(database)
  const f = orgFixtures(database, t)
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-transfers-'))
  const storage = options.storage ?? createLocalStorage(path.join(directory, 'files'))
  await seedDemoContent({ db: database.db, auth: t.auth, logger: silentLogger, storage })
  const db = database.db
  const [demo] = await db
    .select({ project, org: organization })
    .from(project)
    .innerJoin(organization, eq(organization.id, project.organizationId))
    .where(and(eq(organization.slug, DEMO_ORGANIZATION.slug), eq(project.slug, 'public-roadmap')))
  if (!demo) throw new Error('No demo project')
  const [dana] = await db.select().from(user).where(eq(user.email, DEMO_USER.email))
  if (!dana) throw new Error('No demo user')
  const projectId = demo.project.id
  await addEveryKindOfContent(database, projectId, dana.id)

  const deps: TransferDeps = {
    db,
    storage: async () => storage,
    logger: silentLogger,
    runners: transferRunners,
  }
  /** Runs a transfer's job now, as the worker would. */
  const run = (id: string) => runTransfer(deps, id, 0)
  const danaViewer: Viewer = {
    userId: dana.id,
    name: dana.name,
    email: dana.email,
    username: dana.username,
    image: null,
    role: dana.role,
  }
  return {
    database,
    db,
    t,
    f,
    storage,
    directory,
    deps,
    run,
    demo: { projectId, project: demo.project, org: demo.org },
    dana: danaViewer,
    close: async () => {
      await database.close()
      await fs.rm(directory, { recursive: true, force: true })
    },
  }
}

export type TransfersWorld = Awaited<ReturnType<typeof createTransfersWorld>>

async function addEveryKindOfContent(database: DatabaseHandle, projectId: string, danaId: string) {
  const db = database.db
  const items = await db.select().from(feedbackItem).where(eq(feedbackItem.projectId, projectId)).limit(3)
  const [first, second] = items
  if (!first || !second) throw new Error('The demo has too few items')
  await db
    .update(feedbackItem)
    .set({ mergedIntoId: first.id, mergedAt: new Date('2026-01-02T03:04:05Z'), mergedById: danaId })
    .where(eq(feedbackItem.id, second.id))
  await db.update(feedbackItem).set({ roadmapPosition: 1.5 }).where(eq(feedbackItem.id, first.id))
  // What votes carry since format 2: importance, a recorded vote's source, an anonymous visitor's vote; and
  // the board's anonymous-votes switch and the project's prioritisation weights.
  await db.update(feedbackBoard).set({ anonymousVotes: true }).where(eq(feedbackBoard.id, first.boardId))
  await db
    .insert(projectDemandWeights)
    .values({ projectId, votes: 2, companies: 0.5, revenue: 4, recency: 0 })
    .onConflictDoUpdate({ target: projectDemandWeights.projectId, set: { votes: 2, companies: 0.5 } })
  const [recorded] = await db
    .insert(user)
    .values({
      id: `archive-voter-${projectId}`,
      name: 'Recorded Voter',
      email: 'recorded.voter@acme.example',
    })
    .returning()
  const visitorId = crypto.randomUUID()
  const [standIn] = await db
    .insert(user)
    .values({
      id: `archive-visitor-${projectId}`,
      name: 'Anonymous',
      email: `visitor-${visitorId}@anonymous-visitors.invalid`,
    })
    .returning()
  if (!recorded || !standIn) throw new Error('No voters')
  await db.insert(anonymousVisitor).values({ id: visitorId, userId: standIn.id })
  await db.insert(feedbackVote).values([
    {
      itemId: first.id,
      userId: recorded.id,
      addedById: danaId,
      importance: 'critical',
      sourceNote: 'Asked on the sales call',
      sourceUrl: 'https://crm.example/calls/42',
    },
    { itemId: first.id, userId: standIn.id, importance: 'nice_to_have' },
  ])
  const [file] = await db.select().from(projectFile).where(eq(projectFile.projectId, projectId)).limit(1)
  const [comment] = await db
    .insert(feedbackComment)
    .values({
      itemId: first.id,
      authorId: danaId,
      body: `Internal: see the spec ${file ? `[spec](/api/files/${file.id}/content)` : ''}`,
      internal: true,
    })
    .returning()
  if (file && comment) {
    await db
      .insert(fileAttachment)
      .values({ fileId: file.id, subjectType: 'feedback_comment', subjectId: comment.id })
  }
  await db
    .insert(reaction)
    .values([
      { subjectType: 'feedback_item', subjectId: first.id, userId: danaId, emoji: '🎉' },
      ...(comment
        ? [{ subjectType: 'feedback_comment', subjectId: comment.id, userId: danaId, emoji: '👍' }]
        : []),
    ])
  const [parent] = await db
    .insert(fileFolder)
    .values({ projectId, name: 'Archive parent', createdById: danaId })
    .returning()
  await db.insert(fileFolder).values({ projectId, name: 'Nested', parentId: parent?.id, createdById: danaId })
  const [general] = await db.select().from(chat).where(eq(chat.projectId, projectId)).limit(1)
  const [privateChat] = await db
    .insert(chat)
    .values({ projectId, name: 'Leads', isPrivate: true, createdById: danaId })
    .returning()
  if (privateChat) {
    await db.insert(chatMember).values({ chatId: privateChat.id, userId: danaId })
    await db.insert(chatMessage).values({ chatId: privateChat.id, authorId: danaId, body: 'Only us here.' })
  }
  if (general) {
    const [asked] = await db
      .insert(chatMessage)
      .values({
        chatId: general.id,
        authorId: danaId,
        body: 'Who has the release notes?',
        mentions: ['demo'],
      })
      .returning()
    const [answer] = await db
      .insert(chatMessage)
      .values({ chatId: general.id, authorId: danaId, body: 'Here.', replyToId: asked?.id })
      .returning()
    await db
      .insert(reaction)
      .values({ subjectType: 'chat_message', subjectId: String(answer?.id), userId: danaId, emoji: '🙏' })
  }
  const [thread] = await db
    .select()
    .from(discussionThread)
    .where(eq(discussionThread.projectId, projectId))
    .limit(1)
  if (thread) {
    const [post] = await db
      .insert(discussionPost)
      .values({ threadId: thread.id, authorId: danaId, body: 'The answer, edited.', editedAt: new Date() })
      .returning()
    if (post) {
      await db
        .insert(discussionPostVersion)
        .values({ postId: post.id, title: '', body: 'The answer.', writtenAt: new Date() })
      await db
        .update(discussionThread)
        .set({ answerPostId: post.id, answeredById: danaId })
        .where(eq(discussionThread.id, thread.id))
    }
  }
  await db.execute(sql`select 1`)
}

/** project.json and each file's bytes of an archive in storage. */
export async function readArchive(storage: FileStorage, key: string) {
  const stored = await storage.get(key)
  if (!stored) throw new Error(`No archive at ${key}`)
  const zip = await yauzl.fromBufferPromise(Buffer.from(stored.data), { lazyEntries: true })
  const entries = new Map<string, Buffer>()
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', async (entry: yauzl.Entry) => {
      const stream = await zip.openReadStreamPromise(entry)
      const chunks: Buffer[] = []
      for await (const chunk of stream) chunks.push(chunk as Buffer)
      entries.set(entry.fileName, Buffer.concat(chunks))
      zip.readEntry()
    })
    zip.on('end', resolve)
    zip.on('error', reject)
    zip.readEntry()
  })
  const json = entries.get('project.json')
  if (!json) throw new Error('No project.json')
  return { archive: projectArchiveSchema.parse(JSON.parse(json.toString('utf8'))), entries, raw: stored.data }
}

/**
 * The archive's content with its ids taken out: each row's id and every reference replaced by a label made
 * from what the row says (people by address), rows sorted. Two archives of the same content compare equal
 * whatever ids each instance gave.
 */
export function contentOf(archive: ProjectArchive, entries: Map<string, Buffer>) {
  const people = new Map(archive.people.map((person) => [person.id, person.email]))
  const labels = new Map<CollectionKey, Map<string, string>>()
  const byKey = new Map(COLLECTIONS.map((collection) => [collection.key, collection]))
  // A row's own label: its fields that are neither ids nor references (dates, text, numbers).
  const fileIndex = new Map(archive.files.map((file) => [String(file.id), `${file.name}@${file.createdAt}`]))
  const relinked = (text: string) =>
    text.replace(/\/api\/files\/([0-9a-f-]{36})\/content/g, (_, id: string) => `file<${fileIndex.get(id)}>`)
  const ownLabel = (key: CollectionKey, row: Record<string, unknown>) => {
    const collection = byKey.get(key)
    if (!collection) throw new Error(key)
    const plain: Record<string, unknown> = {}
    for (const field of collection.fields) {
      if (field === 'id' || field in collection.refs) continue
      plain[field] = typeof row[field] === 'string' ? relinked(row[field] as string) : row[field]
    }
    if (key === 'fileVersions')
      plain.bytes = entries
        .get(`files/${String(row.id)}`)
        ?.toString('base64')
        .slice(0, 64)
    return JSON.stringify(plain)
  }
  for (const collection of COLLECTIONS) {
    const map = new Map<string, string>()
    for (const row of archive[collection.key] as Record<string, unknown>[]) {
      if ('id' in row) map.set(String(row.id), `${collection.key}:${ownLabel(collection.key, row)}`)
    }
    labels.set(collection.key, map)
  }
  const out: Record<string, string[]> = {}
  for (const collection of COLLECTIONS) {
    out[collection.key] = (archive[collection.key] as Record<string, unknown>[])
      .map((row) => {
        const normal: Record<string, unknown> = {}
        for (const field of collection.fields) {
          let value = row[field]
          const target = collection.refs[field]
          if (field === 'id') value = '(id)'
          else if (target === 'person') value = value === null ? null : people.get(String(value))
          else if (target === 'people') value = (value as string[]).map((id) => people.get(id)).sort()
          else if (target && value !== null) value = labels.get(target)?.get(String(value))
          if (collection.texts?.includes(field) && typeof value === 'string') {
            value = relinked(value)
          }
          normal[field] = value
        }
        if (collection.subject) {
          const subject = SUBJECT_COLLECTIONS[String(row[collection.subject.type])] as CollectionKey
          normal[collection.subject.id] = labels.get(subject)?.get(String(row[collection.subject.id]))
        }
        return JSON.stringify(normal)
      })
      .sort()
  }
  return {
    project: {
      ...archive.project,
      createdBy: archive.project.createdBy ? people.get(archive.project.createdBy) : null,
      slug: '(slug)',
    },
    collections: out,
  }
}
