import { and, asc, eq } from 'drizzle-orm'
import { meetsAudience } from '~/lib/access-policy'
import { actingThrough } from '~/server/acting-through.server'
import type { ProjectAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { feedbackComment, feedbackStatus } from '~/server/db/schema'
import { emitFeedbackEvent, type FeedbackAccess, loadItem } from './feedback-access.server'
import { applyStatusChange } from './items.server'
import { interestedIn } from './notify.server'

export type ShippedUpdate = { id: string; title: string; path: string }

/**
 * The feedback feature's entry point for the updates feature: what publishing an update does to the feedback
 * it ships, inside the publishing transaction. Each item gets a "Shipped in …" timeline entry and, when asked,
 * the project's first "done" status. Returns the people to tell: authors, voters, commenters and followers.
 */
export async function shipFeedback(
  tx: Database,
  projectAccess: ProjectAccess,
  update: ShippedUpdate,
  itemIds: string[],
  markComplete: boolean,
): Promise<string[]> {
  if (itemIds.length === 0) return []
  const access: FeedbackAccess = {
    ...projectAccess,
    isMember: meetsAudience(projectAccess, 'member'),
    isEditor: meetsAudience(projectAccess, 'editor'),
    // Publishing acts for an editor, who sees every board: no team list needed.
    teamIds: [],
  }
  const [done] = markComplete
    ? await tx
        .select()
        .from(feedbackStatus)
        .where(and(eq(feedbackStatus.projectId, access.project.id), eq(feedbackStatus.category, 'done')))
        .orderBy(asc(feedbackStatus.position))
        .limit(1)
        .for('key share')
    : []
  const shipped: string[] = []
  for (const itemId of [...new Set(itemIds)].sort()) {
    const loaded = await loadItem(tx, access, itemId, { lock: 'update' }).catch(() => null)
    if (!loaded || loaded.item.mergedIntoId) continue
    shipped.push(loaded.item.id)
    await tx.insert(feedbackComment).values({
      itemId: loaded.item.id,
      authorId: access.viewer?.userId ?? null,
      via: actingThrough(),
      kind: 'shipped',
      body: `[${update.title.replace(/[[\]\\]/g, '\\$&')}](${update.path})`,
    })
    if (done) {
      await applyStatusChange(
        tx,
        access,
        loaded,
        done,
        undefined,
        { phrase: 'feedbackShipped', values: { title: loaded.item.title, update: update.title } },
        { notify: false },
      )
    } else {
      await emitFeedbackEvent(tx, access, loaded.board.teamOnly, 'feedback.updated', {
        itemId: loaded.item.id,
      })
    }
  }
  return interestedIn(tx, shipped)
}
