import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { TRENDING, trendingScore } from '~/lib/feedback-rules'
import { statusCategoryOf, type UnknownNameChoice } from '~/lib/import-rules'
import type { Database } from '~/server/db/client.server'
import {
  feedbackBoard,
  feedbackComment,
  feedbackItem,
  feedbackStatus,
  feedbackVote,
  importedRecord,
  projectUpdate,
  updateFeedback,
} from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { findOrCreatePeopleByEmail, normalizedEmail } from '~/server/placeholder-accounts.server'
import type {
  ImportComment,
  ImportCounts,
  ImportItem,
  ImportLooseComment,
  ImportLooseVote,
  ImportPerson,
  ImportProblem,
  ImportUpdate,
} from './records'

export type WriterOptions = {
  projectId: string
  /** Which source the keys belong to ('csv', 'canny', …): the same id in two tools is two records. */
  sourceKind: string
  transferId: string | null
  dryRun: boolean
  /** Source board names (lowercased) chosen to go to an existing board of the project. */
  boardMap: Record<string, string>
  statusMap: Record<string, string>
  unknownBoards: UnknownNameChoice
  unknownStatuses: UnknownNameChoice
  defaultBoardId?: string | undefined
}

type NamedRow = { id: string; name: string; teamOnly?: boolean }

const PENDING = 'pending'
const lower = (name: string) => name.trim().toLowerCase()

/**
 * Writes what a source was read into, batch by batch, each batch in its caller's transaction: items with their
 * original dates and authors (unverified placeholder accounts for addresses nobody has), real votes (one per
 * person and item), comments, and the `imported_record` row of each, so that importing the same source again
 * adds nothing. It writes the rows directly, not through the app's posting path: a backfill of years of
 * history sends no notifications, mentions, webhooks or per-item activity (one "Imported N items" entry and one
 * live event are written when the run ends). In a dry run it only reads, and counts what it would write.
 */
export class ImportWriter {
  private boards = new Map<string, NamedRow>()
  private statuses = new Map<string, NamedRow>()
  private defaultBoard: NamedRow | null = null
  private defaultStatus: NamedRow | null = null
  /** Whether anything went to a team-only board: the activity entry is then for members only. */
  touchedTeamOnly = false
  /** In a dry run: the items it would import, so that their comments and votes are not reported as orphans. */
  private wouldImport = new Set<string>()
  private knownPeople = new Map<string, string>()
  private pendingPeople = new Map<string, string>()

  constructor(private readonly options: WriterOptions) {}

  async prepare(db: Database): Promise<void> {
    const boards = await db
      .select({ id: feedbackBoard.id, name: feedbackBoard.name, teamOnly: feedbackBoard.teamOnly })
      .from(feedbackBoard)
      .where(eq(feedbackBoard.projectId, this.options.projectId))
      .orderBy(asc(feedbackBoard.position), asc(feedbackBoard.createdAt))
    const statuses = await db
      .select({ id: feedbackStatus.id, name: feedbackStatus.name, category: feedbackStatus.category })
      .from(feedbackStatus)
      .where(eq(feedbackStatus.projectId, this.options.projectId))
      .orderBy(asc(feedbackStatus.position), asc(feedbackStatus.createdAt))
    this.boards.clear()
    this.statuses.clear()
    for (const board of boards) this.boards.set(lower(board.name), board)
    for (const status of statuses) this.statuses.set(lower(status.name), status)
    for (const [name, id] of Object.entries(this.options.boardMap)) {
      const board = boards.find((row) => row.id === id)
      if (!board) throw mappingError('boardMap', `Board for "${name}" is not a board of this project`)
      this.boards.set(lower(name), board)
    }
    for (const [name, id] of Object.entries(this.options.statusMap)) {
      const status = statuses.find((row) => row.id === id)
      if (!status) throw mappingError('statusMap', `Status for "${name}" is not a status of this project`)
      this.statuses.set(lower(name), status)
    }
    this.defaultBoard =
      (this.options.defaultBoardId && boards.find((row) => row.id === this.options.defaultBoardId)) ||
      boards[0] ||
      null
    this.defaultStatus = statuses.find((row) => row.category === 'open') ?? statuses[0] ?? null
    if (!this.defaultStatus) {
      throw new AppError('CONFLICT', 'This project has no statuses; an editor must add one first')
    }
  }

  private async boardFor(tx: Database, name: string | null, counts: ImportCounts): Promise<NamedRow> {
    if (name?.trim()) {
      const known = this.boards.get(lower(name))
      if (known) return known
      if (this.options.unknownBoards === 'create') {
        const created = this.options.dryRun
          ? { id: PENDING, name: name.trim() }
          : await this.createBoard(tx, name.trim())
        this.boards.set(lower(name), created)
        counts.boardsCreated.push(name.trim())
        return created
      }
    }
    if (this.defaultBoard) return this.defaultBoard
    const created = this.options.dryRun
      ? { id: PENDING, name: 'Imported' }
      : await this.createBoard(tx, 'Imported')
    counts.boardsCreated.push('Imported')
    this.defaultBoard = created
    return created
  }

  private async createBoard(tx: Database, name: string): Promise<NamedRow> {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${feedbackBoard.position}), -1)` })
      .from(feedbackBoard)
      .where(eq(feedbackBoard.projectId, this.options.projectId))
    const [row] = await tx
      .insert(feedbackBoard)
      .values({ projectId: this.options.projectId, name, position: Number(last?.position ?? -1) + 1 })
      .returning({ id: feedbackBoard.id, name: feedbackBoard.name, teamOnly: feedbackBoard.teamOnly })
    if (!row) throw new Error('The board was not created')
    return row
  }

  private async statusFor(tx: Database, name: string | null, counts: ImportCounts): Promise<NamedRow> {
    if (name?.trim()) {
      const known = this.statuses.get(lower(name))
      if (known) return known
      if (this.options.unknownStatuses === 'create') {
        let created: NamedRow = { id: PENDING, name: name.trim() }
        if (!this.options.dryRun) {
          const [last] = await tx
            .select({ position: sql<number>`coalesce(max(${feedbackStatus.position}), -1)` })
            .from(feedbackStatus)
            .where(eq(feedbackStatus.projectId, this.options.projectId))
          const [row] = await tx
            .insert(feedbackStatus)
            .values({
              projectId: this.options.projectId,
              name: name.trim(),
              category: statusCategoryOf(name),
              position: Number(last?.position ?? -1) + 1,
            })
            .returning({ id: feedbackStatus.id, name: feedbackStatus.name })
          if (!row) throw new Error('The status was not created')
          created = row
        }
        this.statuses.set(lower(name), created)
        counts.statusesCreated.push(name.trim())
        return created
      }
    }
    return this.defaultStatus as NamedRow
  }

  /** Source keys of this kind already imported into the project, with the rows they became. */
  private async importedKeys(tx: Database, recordKind: string, keys: string[]) {
    const found = new Map<string, string>()
    if (keys.length === 0) return found
    const rows = await tx
      .select({ key: importedRecord.sourceKey, targetId: importedRecord.targetId })
      .from(importedRecord)
      .where(
        and(
          eq(importedRecord.projectId, this.options.projectId),
          eq(importedRecord.sourceKind, this.options.sourceKind),
          eq(importedRecord.recordKind, recordKind),
          inArray(importedRecord.sourceKey, keys),
        ),
      )
    for (const row of rows) found.set(row.key, row.targetId)
    return found
  }

  /**
   * The people of a batch by address, from the run's own memory first (the same authors and voters come back
   * batch after batch), the rest found or made as placeholders. The memory holds only committed rows: it is
   * filled after the batch's transaction commits (`commitPeople`).
   */
  private async people(tx: Database, people: ImportPerson[], counts: ImportCounts) {
    const ids = new Map<string, string>()
    if (this.options.dryRun) return ids
    const unknown: ImportPerson[] = []
    for (const person of people) {
      const email = normalizedEmail(person.email)
      const known = this.knownPeople.get(email)
      if (known) ids.set(email, known)
      else unknown.push(person)
    }
    if (unknown.length === 0) return ids
    const found = await findOrCreatePeopleByEmail(tx, unknown)
    counts.people += found.created
    for (const [email, id] of found.ids) {
      ids.set(email, id)
      this.pendingPeople.set(email, id)
    }
    return ids
  }

  /** After a batch committed: its people are known for the batches that follow. */
  commitPeople(): void {
    for (const [email, id] of this.pendingPeople) this.knownPeople.set(email, id)
    this.pendingPeople.clear()
  }

  /** After a batch rolled back: what it made is gone. */
  forgetPending(): void {
    this.pendingPeople.clear()
  }

  private async record(tx: Database, recordKind: string, rows: { key: string; targetId: string }[]) {
    if (rows.length === 0) return
    await tx
      .insert(importedRecord)
      .values(
        rows.map((row) => ({
          projectId: this.options.projectId,
          sourceKind: this.options.sourceKind,
          recordKind,
          sourceKey: row.key,
          targetId: row.targetId,
          transferId: this.options.transferId,
        })),
      )
      .onConflictDoNothing()
  }

  /** Writes one batch of items (with their voters and comments), skipping those imported before. */
  async writeItems(tx: Database, items: ImportItem[], counts: ImportCounts): Promise<void> {
    const imported = await this.importedKeys(
      tx,
      'item',
      items.map((item) => item.key),
    )
    const seen = new Set<string>()
    const fresh: ImportItem[] = []
    const again: { item: ImportItem; id: string }[] = []
    for (const item of items) {
      const previous = imported.get(item.key)
      if (previous) {
        counts.alreadyImported += 1
        again.push({ item, id: previous })
      } else if (seen.has(item.key)) {
        counts.alreadyImported += 1
      } else {
        seen.add(item.key)
        fresh.push(item)
      }
    }
    const everyone = items.flatMap((item) => [
      ...(item.author ? [item.author] : []),
      ...item.voters.map((voter) => voter.person),
      ...item.comments.flatMap((comment) => (comment.author ? [comment.author] : [])),
    ])
    const ids = await this.people(tx, everyone, counts)
    const idOf = (person: ImportPerson | null) =>
      person ? (ids.get(normalizedEmail(person.email)) ?? null) : null
    const now = Date.now()

    const rows: (typeof feedbackItem.$inferInsert)[] = []
    const targets: { item: ImportItem; id: string; createdAt: Date }[] = []
    const votes = new Map<string, typeof feedbackVote.$inferInsert>()
    const addVotes = (item: ImportItem, id: string, createdAt: Date | null) => {
      let added = 0
      for (const voter of item.voters) {
        const userId = idOf(voter.person)
        if (!userId || votes.has(`${id}:${userId}`)) continue
        votes.set(`${id}:${userId}`, {
          itemId: id,
          userId,
          createdAt: voter.at ?? createdAt ?? new Date(now),
        })
        added += 1
      }
      return added
    }
    for (const item of fresh) {
      const board = await this.boardFor(tx, item.board, counts)
      const status = await this.statusFor(tx, item.status, counts)
      if (board.teamOnly) this.touchedTeamOnly = true
      const id = randomUUID()
      const createdAt = item.createdAt ?? new Date(now)
      rows.push({
        id,
        projectId: this.options.projectId,
        boardId: board.id,
        statusId: status.id,
        authorId: idOf(item.author),
        title: item.title,
        details: item.details,
        createdAt,
        updatedAt: createdAt,
        // A new item's votes are all new: its count is known before they are written.
        voteCount: addVotes(item, id, createdAt),
        trendingScore: trendingOf(item, createdAt, now),
      })
      targets.push({ item, id, createdAt })
      if (item.voteCount !== null && item.voters.length === 0) counts.votesWithoutVoters += item.voteCount
    }
    counts.items += fresh.length
    if (this.options.dryRun) {
      for (const { item } of targets) {
        this.wouldImport.add(item.key)
        counts.votes += new Set(item.voters.map((voter) => normalizedEmail(voter.person.email))).size
        counts.comments += item.comments.length
      }
      // Items imported before add only the comments that are new (a vote already given is not told apart
      // without writing).
      const known = await this.importedKeys(
        tx,
        'comment',
        again.flatMap(({ item }) => item.comments.map((comment) => comment.key)),
      )
      for (const { item } of again) {
        counts.comments += item.comments.filter((comment) => !known.has(comment.key)).length
      }
      return
    }
    if (rows.length > 0) await tx.insert(feedbackItem).values(rows)
    await this.record(
      tx,
      'item',
      targets.map((target) => ({ key: target.item.key, targetId: target.id })),
    )
    const all = [...targets, ...again.map((entry) => ({ ...entry, createdAt: null }))]
    for (const { item, id } of again) addVotes(item, id, null)
    if (votes.size > 0) {
      // Real votes, one per person and item: a vote already there (a second import) stays as it was.
      const inserted = await tx
        .insert(feedbackVote)
        .values([...votes.values()])
        .onConflictDoNothing()
        .returning({ itemId: feedbackVote.itemId })
      counts.votes += inserted.length
    }
    await this.insertComments(
      tx,
      all.flatMap(({ item, id, createdAt }) =>
        item.comments.map((comment) => ({ comment, itemId: id, fallback: createdAt })),
      ),
      idOf,
      counts,
    )
    // Items imported before, and new ones with comments, are counted from their rows.
    await recount(tx, [
      ...again.map((entry) => entry.id),
      ...targets.filter((target) => target.item.comments.length > 0).map((target) => target.id),
    ])
  }

  private async insertComments(
    tx: Database,
    comments: { comment: ImportComment; itemId: string; fallback: Date | null }[],
    idOf: (person: ImportPerson | null) => string | null,
    counts: ImportCounts,
  ) {
    if (comments.length === 0) return
    const known = await this.importedKeys(
      tx,
      'comment',
      comments.map((entry) => entry.comment.key),
    )
    const rows: (typeof feedbackComment.$inferInsert)[] = []
    const records: { key: string; targetId: string }[] = []
    const seen = new Set<string>()
    for (const { comment, itemId, fallback } of comments) {
      if (known.has(comment.key) || seen.has(comment.key)) continue
      seen.add(comment.key)
      const id = randomUUID()
      rows.push({
        id,
        itemId,
        authorId: idOf(comment.author),
        body: comment.body,
        internal: comment.internal ?? false,
        createdAt: comment.createdAt ?? fallback ?? new Date(),
      })
      records.push({ key: comment.key, targetId: id })
    }
    if (rows.length > 0) await tx.insert(feedbackComment).values(rows)
    await this.record(tx, 'comment', records)
    counts.comments += rows.length
  }

  /**
   * Comments of a separate comments file, attached to the items their `itemKey` names (items of this import
   * or of an earlier one from the same source). A comment whose item is not found is a problem of the report.
   */
  async writeLooseComments(
    tx: Database,
    comments: ImportLooseComment[],
    counts: ImportCounts,
    problems: ImportProblem[],
  ): Promise<void> {
    const items = await this.importedKeys(
      tx,
      'item',
      comments.map((comment) => comment.itemKey),
    )
    const attached = comments.flatMap((comment) => {
      const itemId =
        items.get(comment.itemKey) ??
        (this.options.dryRun && this.wouldImport.has(comment.itemKey) ? PENDING : undefined)
      if (!itemId) {
        problems.push({
          row: comment.row ?? comment.key,
          field: 'itemId',
          problem: `No imported item has the id "${comment.itemKey}"`,
        })
        return []
      }
      return [{ comment, itemId, fallback: null }]
    })
    if (this.options.dryRun) {
      const known = await this.importedKeys(
        tx,
        'comment',
        attached.map((entry) => entry.comment.key),
      )
      counts.comments += attached.filter((entry) => !known.has(entry.comment.key)).length
      return
    }
    const ids = await this.people(
      tx,
      attached.flatMap((entry) => (entry.comment.author ? [entry.comment.author] : [])),
      counts,
    )
    await this.insertComments(
      tx,
      attached,
      (person) => (person ? (ids.get(normalizedEmail(person.email)) ?? null) : null),
      counts,
    )
    await recount(tx, [...new Set(attached.map((entry) => entry.itemId))])
  }

  /**
   * Votes listed apart from their items, attached by the item's source key: one per person and item, a vote
   * already there stays. A vote whose item was not imported is left out (counted in the report).
   */
  async writeLooseVotes(
    tx: Database,
    votes: ImportLooseVote[],
    counts: ImportCounts,
    problems: ImportProblem[],
  ): Promise<void> {
    const items = await this.importedKeys(
      tx,
      'item',
      votes.map((vote) => vote.itemKey),
    )
    const attached = votes.filter((vote) => {
      if (items.has(vote.itemKey) || (this.options.dryRun && this.wouldImport.has(vote.itemKey))) return true
      problems.push({
        row: vote.itemKey,
        field: 'vote',
        problem: 'The vote is for a post that was not imported',
      })
      return false
    })
    if (this.options.dryRun) {
      counts.votes += attached.length
      return
    }
    const ids = await this.people(
      tx,
      attached.map((vote) => vote.person),
      counts,
    )
    const rows = new Map<string, typeof feedbackVote.$inferInsert>()
    for (const vote of attached) {
      const itemId = items.get(vote.itemKey) as string
      const userId = ids.get(normalizedEmail(vote.person.email))
      if (!userId) continue
      rows.set(`${itemId}:${userId}`, { itemId, userId, ...(vote.at ? { createdAt: vote.at } : {}) })
    }
    if (rows.size === 0) return
    const inserted = await tx
      .insert(feedbackVote)
      .values([...rows.values()])
      .onConflictDoNothing()
      .returning({ itemId: feedbackVote.itemId })
    counts.votes += inserted.length
    await recount(tx, [...new Set([...rows.values()].map((row) => row.itemId))])
  }

  /** Changelog entries as published updates, linked to the items they shipped. */
  async writeUpdates(tx: Database, updates: ImportUpdate[], counts: ImportCounts): Promise<void> {
    const known = await this.importedKeys(
      tx,
      'update',
      updates.map((update) => update.key),
    )
    const fresh = updates.filter((update) => !known.has(update.key))
    counts.updates += fresh.length
    if (this.options.dryRun || fresh.length === 0) return
    const items = await this.importedKeys(
      tx,
      'item',
      fresh.flatMap((update) => update.itemKeys),
    )
    const records: { key: string; targetId: string }[] = []
    for (const update of fresh) {
      const publishedAt = update.publishedAt ?? new Date()
      const [row] = await tx
        .insert(projectUpdate)
        .values({
          projectId: this.options.projectId,
          title: update.title,
          body: update.body,
          state: 'published',
          publishedAt,
          markComplete: false,
          createdAt: publishedAt,
          updatedAt: publishedAt,
        })
        .returning({ id: projectUpdate.id })
      if (!row) throw new Error('The update was not created')
      records.push({ key: update.key, targetId: row.id })
      const linked = update.itemKeys.flatMap((key) => {
        const itemId = items.get(key)
        return itemId ? [itemId] : []
      })
      if (linked.length > 0) {
        await tx
          .insert(updateFeedback)
          .values([...new Set(linked)].map((itemId) => ({ updateId: row.id, itemId })))
          .onConflictDoNothing()
      }
    }
    await this.record(tx, 'update', records)
  }
}

function mappingError(field: string, message: string) {
  return new AppError('UNPROCESSABLE_ENTITY', message, { [field]: [message] })
}

/** The trending score an item's own history gives it (old history scores as inactive, newest first). */
function trendingOf(item: ImportItem, createdAt: Date, now: number): number {
  const windowStart = now - TRENDING.windowMs
  const events = [
    ...item.voters
      .map((voter) => (voter.at ?? createdAt).getTime())
      .filter((at) => at >= windowStart)
      .map((at) => ({ at, weight: TRENDING.voteWeight })),
    ...item.comments
      .map((comment) => (comment.createdAt ?? createdAt).getTime())
      .filter((at) => at >= windowStart)
      .map((at) => ({ at, weight: TRENDING.commentWeight })),
  ]
  return trendingScore(events, createdAt.getTime(), now)
}

/** Stored vote and comment counts recomputed from the rows, for the items a batch touched. */
async function recount(tx: Database, itemIds: string[]): Promise<void> {
  if (itemIds.length === 0) return
  await tx
    .update(feedbackItem)
    .set({
      voteCount: sql`(select count(*) from feedback_vote v where v.item_id = ${feedbackItem.id})`,
      commentCount: sql`(
        select count(*) from feedback_comment c
        where c.item_id = ${feedbackItem.id} and c.kind = 'comment' and c.internal = false
      )`,
    })
    .where(inArray(feedbackItem.id, itemIds))
}
