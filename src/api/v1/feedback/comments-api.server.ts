import type { z } from 'zod'
import { addComment } from '~/features/feedback/server/comments.server'
import { listTimelinePage, type TimelinePageEntry } from '~/features/feedback/server/timeline-page.server'
import type { addCommentBody, commentSchema, PageQuery } from './feedback-api.schemas'
import { type FeedbackApiContext, feedbackAccessForItem } from './feedback-scope.server'

type ApiComment = z.input<typeof commentSchema>

const toComment = (entry: TimelinePageEntry): ApiComment => ({
  id: entry.id,
  feedback_id: entry.itemId,
  kind: entry.kind,
  body: entry.body,
  internal: entry.internal,
  from_status: entry.fromStatus,
  to_status: entry.toStatus,
  author: entry.author,
  via: entry.via,
  created_at: entry.createdAt,
  edited_at: entry.editedAt,
})

/**
 * The item's timeline, oldest first: comments, internal notes, status changes with their notes and merges, as
 * the item's page shows them (those of duplicates merged into it included). Keyset-paginated.
 */
export async function listFeedbackComments(
  context: FeedbackApiContext,
  itemId: string,
  query: PageQuery,
): Promise<{ data: ApiComment[]; next_cursor: string | null }> {
  const access = await feedbackAccessForItem(context, itemId)
  const page = await listTimelinePage(context.db, access, itemId, query)
  return { data: page.entries.map(toComment), next_cursor: page.nextCursor }
}

/**
 * A comment or internal note by the key, through the app's addComment: the same limit per author, the same
 * notifications to the item's followers and mentioned people, the same live event.
 */
export async function addFeedbackComment(
  context: FeedbackApiContext,
  itemId: string,
  body: z.output<typeof addCommentBody>,
): Promise<ApiComment> {
  const access = await feedbackAccessForItem(context, itemId)
  const created = await addComment(context.db, access, itemId, body)
  const page = await listTimelinePage(context.db, access, itemId, { limit: 1, entryId: created.id })
  const [entry] = page.entries
  if (!entry) throw new Error(`Comment ${created.id} was not found right after it was written`)
  return toComment(entry)
}
