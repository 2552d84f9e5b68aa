/**
 * A person's own data (the right of access): one JSON document, `my-data.json` in a ZIP, with their profile,
 * memberships, what they wrote (items, comments, discussion posts, chat messages, updates), their votes,
 * reactions, follows and notification settings, and the projects these belong to. Written as a stream, a page
 * of rows at a time, like a project's archive; downloadable for a day.
 */
import { PassThrough } from 'node:stream'
import { and, asc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import yazl from 'yazl'
import type { Database } from '~/server/db/client.server'
import {
  chatMessage,
  discussionPost,
  feedbackComment,
  feedbackItem,
  feedbackVote,
  follow,
  member,
  notificationSetting,
  organization,
  project,
  projectUpdate,
  reaction,
  teamMember,
  user,
} from '~/server/db/schema'
import type { FileStorage } from '~/server/storage/file-storage'
import { PERSONAL_EXPORT_TTL_MS, TransferRefusal, type TransferRunner } from './runs.server'

const PAGE = 1000
export const PERSONAL_FORMAT = 'parley.personal-data'
export const PERSONAL_VERSION = 1

const plain = (row: Record<string, unknown>) => {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(row)) {
    if (key === 'search') continue
    out[key] = value instanceof Date ? value.toISOString() : value
  }
  return out
}

type Section = {
  name: string
  table: PgTable
  where: (userId: string) => SQL
  order: PgColumn[]
  project?: PgColumn
}

const SECTIONS: Section[] = [
  {
    name: 'feedbackItems',
    table: feedbackItem,
    where: (id) => eq(feedbackItem.authorId, id),
    order: [feedbackItem.id],
  },
  {
    name: 'feedbackComments',
    table: feedbackComment,
    where: (id) => eq(feedbackComment.authorId, id),
    order: [feedbackComment.id],
  },
  {
    name: 'votes',
    table: feedbackVote,
    where: (id) => eq(feedbackVote.userId, id),
    order: [feedbackVote.itemId, feedbackVote.userId],
  },
  {
    name: 'discussionPosts',
    table: discussionPost,
    where: (id) => eq(discussionPost.authorId, id),
    order: [discussionPost.id],
  },
  {
    name: 'chatMessages',
    table: chatMessage,
    where: (id) => eq(chatMessage.authorId, id),
    order: [chatMessage.id],
  },
  {
    name: 'updates',
    table: projectUpdate,
    where: (id) => eq(projectUpdate.authorId, id),
    order: [projectUpdate.id],
  },
  {
    name: 'reactions',
    table: reaction,
    where: (id) => eq(reaction.userId, id),
    order: [reaction.subjectType, reaction.subjectId, reaction.emoji],
  },
  {
    name: 'follows',
    table: follow,
    where: (id) => eq(follow.userId, id),
    order: [follow.subjectType, follow.subjectId],
  },
]

async function* pages(db: Database, section: Section, userId: string) {
  const order = section.order
  const names = order.map(
    (column) =>
      Object.entries(getTableColumns(section.table) as Record<string, PgColumn>).find(
        ([, c]) => c === column,
      )?.[0] as string,
  )
  let after: unknown[] | null = null
  for (;;) {
    const after_ = after
    const rows = (await db
      .select()
      .from(section.table)
      .where(
        and(
          section.where(userId),
          after_
            ? sql`(${sql.join(order, sql`, `)}) > (${sql.join(
                after_.map((v) => sql`${v}`),
                sql`, `,
              )})`
            : undefined,
        ),
      )
      .orderBy(...order.map((c) => asc(c)))
      .limit(PAGE)) as Record<string, unknown>[]
    if (rows.length === 0) return
    yield rows
    if (rows.length < PAGE) return
    const last = rows[rows.length - 1] as Record<string, unknown>
    after = names.map((name) => last[name])
  }
}

/** Writes the person's data into storage at `key`; answers its size. */
export async function writePersonalData(options: {
  db: Database
  storage: FileStorage
  userId: string
  key: string
  now: Date
  progress?: (done: number, total?: number | null) => Promise<void>
}): Promise<number> {
  const { db, userId } = options
  const [person] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      username: user.username,
      displayUsername: user.displayUsername,
      image: user.image,
      bio: user.bio,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1)
  if (!person) throw new TransferRefusal('The account no longer exists')
  const zip = new yazl.ZipFile()
  const json = new PassThrough()
  zip.addReadStream(json, 'my-data.json', { mtime: options.now })
  zip.end()
  const stored = options.storage.putStream(options.key, zip.outputStream as AsyncIterable<Uint8Array>, {
    contentType: 'application/zip',
  })
  stored.catch(() => {})
  const write = async (text: string) => {
    if (!json.write(text)) await new Promise<void>((resolve) => json.once('drain', resolve))
  }
  const memberships = await db
    .select({
      organization: organization.name,
      organizationSlug: organization.slug,
      role: member.role,
      since: member.createdAt,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, userId))
  const teams = await db
    .select({ teamId: teamMember.teamId })
    .from(teamMember)
    .where(eq(teamMember.userId, userId))
  const [settings] = await db
    .select({ settings: notificationSetting.settings, updatedAt: notificationSetting.updatedAt })
    .from(notificationSetting)
    .where(eq(notificationSetting.userId, userId))
  const head = {
    format: PERSONAL_FORMAT,
    version: PERSONAL_VERSION,
    exportedAt: options.now.toISOString(),
    profile: plain(person),
    memberships: memberships.map(plain),
    teams: teams.map((row) => row.teamId),
    notificationSettings: settings ? plain(settings) : null,
  }
  const headJson = JSON.stringify(head, null, 1)
  await write(`${headJson.slice(0, -2)},\n`)
  const projectIds = new Set<string>()
  let done = 0
  for (const section of SECTIONS) {
    await write(`"${section.name}": [`)
    let first = true
    for await (const page of pages(db, section, userId)) {
      await write(
        page
          .map((row, index) => `${first && index === 0 ? '\n' : ',\n'}${JSON.stringify(plain(row))}`)
          .join(''),
      )
      first = false
      for (const row of page) if (typeof row.projectId === 'string') projectIds.add(row.projectId)
      done += page.length
      await options.progress?.(done, null)
    }
    await write('\n],\n')
  }
  const ids = [...projectIds]
  const projects =
    ids.length === 0
      ? []
      : await db
          .select({
            id: project.id,
            name: project.name,
            slug: project.slug,
            organizationSlug: organization.slug,
          })
          .from(project)
          .innerJoin(organization, eq(organization.id, project.organizationId))
          .where(inArray(project.id, ids.slice(0, 10_000)))
  await write(`"projects": ${JSON.stringify(projects)}\n}\n`)
  json.end()
  return stored
}

export const personalDataKeyOf = (transferId: string) => `transfers/${transferId}.zip`

/** The runner of `export/personal`. */
export const personalExportRunner: TransferRunner = async ({ db, run, storage, progress, now }) => {
  if (!run.requestedBy) throw new TransferRefusal('The account no longer exists')
  const outputKey = personalDataKeyOf(run.id)
  const size = await writePersonalData({
    db,
    storage,
    userId: run.requestedBy,
    key: outputKey,
    now,
    progress,
  })
  return { outputKey, outputSize: size, expiresAt: new Date(now.getTime() + PERSONAL_EXPORT_TTL_MS) }
}
