import { and, eq, inArray, isNull } from 'drizzle-orm'
import { shipFeedback } from '~/features/feedback/index.server'
import { canInProject } from '~/lib/access-policy'
import { topicOf } from '~/lib/live-topics'
import { extractMentions } from '~/lib/mentions'
import { notificationExcerpt } from '~/lib/notification-rules'
import type { UPDATE_REACTIONS } from '~/lib/update-rules'
import { actingThrough } from '~/server/acting-through.server'
import { recordActivity } from '~/server/activity.server'
import { linkAttachments } from '~/server/attachments.server'
import type { Database } from '~/server/db/client.server'
import { takeTurns } from '~/server/db/locks.server'
import { feedbackItem, member, projectUpdate, updateFeedback, updateLabel } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { emitLiveEvent } from '~/server/live/emit.server'
import { resolveMentions } from '~/server/mention-lookup.server'
import { recordNotifications, refreshNotificationExcerpts } from '~/server/notifications.server'
import { setReaction } from '~/server/reactions.server'
import { forgetSubjects } from '~/server/subjects/forget.server'
import { emitWebhookEvent } from '~/server/webhooks/emit.server'
import type { UpdateFormValues } from '../updates.schemas'
import { syncPublishJob } from './publish-job.server'
import { assertEditor, type UpdatesAccess, updateNotFound } from './updates-access.server'

type UpdateRow = typeof projectUpdate.$inferSelect

const updatePath = (access: UpdatesAccess, updateId: string) =>
  `/@${access.organization.slug}/${access.project.slug}/updates/${updateId}`

/**
 * Tells the project's open pages that its updates changed. A draft or scheduled update is the editors'
 * business: its changes go to the members' topic (editors' pages follow it), never to the public one, which
 * anonymous visitors of a public project may follow (docs/updates.md: drafts never reach live payloads).
 */
function announce(tx: Database, access: UpdatesAccess, updateId: string, unpublished = false) {
  const topic = unpublished ? topicOf.members(access.project.id) : topicOf.project(access.project.id)
  return emitLiveEvent(tx, topic, 'updates.changed', { updateId })
}

/** Label and linked items must belong to this project; anything else is refused by name. */
async function assertReferences(tx: Database, access: UpdatesAccess, input: UpdateFormValues) {
  if (input.labelId) {
    const [label] = await tx
      .select({ id: updateLabel.id })
      .from(updateLabel)
      .where(and(eq(updateLabel.id, input.labelId), eq(updateLabel.projectId, access.project.id)))
    if (!label)
      throw new AppError('BAD_REQUEST', 'Choose one of the labels', { labelId: ['Choose one of the labels'] })
  }
  const itemIds = [...new Set(input.itemIds)]
  if (itemIds.length > 0) {
    const found = await tx
      .select({ id: feedbackItem.id })
      .from(feedbackItem)
      .where(
        and(
          inArray(feedbackItem.id, itemIds),
          eq(feedbackItem.projectId, access.project.id),
          isNull(feedbackItem.heldAt),
        ),
      )
    if (found.length !== itemIds.length) {
      throw new AppError('BAD_REQUEST', 'Some linked feedback is not in this project', {
        itemIds: ['Some linked feedback is not in this project'],
      })
    }
  }
  return itemIds
}

async function linkItems(tx: Database, updateId: string, itemIds: string[]) {
  await tx.delete(updateFeedback).where(eq(updateFeedback.updateId, updateId))
  if (itemIds.length > 0)
    await tx.insert(updateFeedback).values(itemIds.map((itemId) => ({ updateId, itemId })))
}

/**
 * Publishes an update in the caller's transaction: its state and time, the feedback it ships (timeline,
 * done status when asked), notifications for everyone who asked for that feedback, the activity entry and
 * the live event. Any failure rolls all of it back.
 */
export async function publishInTransaction(
  tx: Database,
  access: UpdatesAccess,
  update: UpdateRow,
  onlyItemIds?: string[],
): Promise<void> {
  const now = new Date()
  // Whoever publishes (an editor, or the scheduler as the author) is the actor: told nothing of their own act.
  const actorId = access.viewer?.userId ?? update.authorId
  if (update.state !== 'published') {
    await tx
      .update(projectUpdate)
      .set({ state: 'published', publishedAt: now, publishAt: null })
      .where(eq(projectUpdate.id, update.id))
    await syncPublishJob(tx, { id: update.id, state: 'published', publishAt: null })
  }
  const linked = await tx
    .select({ itemId: updateFeedback.itemId })
    .from(updateFeedback)
    .where(eq(updateFeedback.updateId, update.id))
  const itemIds = linked.map((row) => row.itemId).filter((id) => !onlyItemIds || onlyItemIds.includes(id))
  const path = updatePath(access, update.id)
  const recipients = await shipFeedback(
    tx,
    access,
    { id: update.id, title: update.title, path },
    itemIds,
    update.markComplete,
  )
  await recordNotifications(tx, {
    userIds: recipients,
    actorId,
    kind: 'update.shipped',
    subjectType: 'update',
    subjectId: update.id,
    projectId: access.project.id,
    groupKey: `update:${update.id}`,
    data: { title: update.title, path },
  })
  if (update.state !== 'published') {
    await notifyUpdateMentions(tx, access, update, path)
    await recordActivity(tx, {
      projectId: access.project.id,
      actorId,
      kind: 'update.published',
      phrases: [{ phrase: 'updatePublished', values: { title: update.title } }],
      path: `updates/${update.id}`,
    })
    await emitWebhookEvent(tx, {
      organizationId: access.organization.id,
      projectId: access.project.id,
      type: 'update.published',
      subject: { kind: 'update', id: update.id },
      actorId,
    })
  }
  await announce(tx, access, update.id)
}

export async function createUpdate(db: Database, access: UpdatesAccess, input: UpdateFormValues) {
  assertEditor(access)
  return db.transaction(async (tx) => {
    const itemIds = await assertReferences(tx, access, input)
    const [created] = await tx
      .insert(projectUpdate)
      .values({
        projectId: access.project.id,
        authorId: access.viewer?.userId ?? null,
        via: actingThrough(),
        title: input.title,
        body: input.body,
        labelId: input.labelId,
        markComplete: input.markComplete,
        state: input.intent === 'schedule' ? 'scheduled' : 'draft',
        publishAt: input.intent === 'schedule' && input.publishAt ? new Date(input.publishAt) : null,
      })
      .returning()
    if (!created) throw new Error('The update was not created')
    await linkItems(tx, created.id, itemIds)
    await linkAttachments(tx, {
      projectId: access.project.id,
      subjectType: 'update',
      subjectId: created.id,
      markdown: input.body,
      author: { userId: access.viewer?.userId ?? null, isMember: true },
      isNew: true,
    })
    await syncPublishJob(tx, created)
    if (input.intent === 'publish') await publishInTransaction(tx, access, created)
    else await announce(tx, access, created.id, true)
    return { id: created.id, state: input.intent === 'publish' ? 'published' : created.state }
  })
}

/**
 * Saves an update. A published one stays published (newly linked feedback is shipped now); a draft or a
 * scheduled one becomes what the intent says.
 */
export async function editUpdate(
  db: Database,
  access: UpdatesAccess,
  updateId: string,
  input: UpdateFormValues,
) {
  assertEditor(access)
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(projectUpdate)
      .where(and(eq(projectUpdate.id, updateId), eq(projectUpdate.projectId, access.project.id)))
      .for('update')
    if (!current) throw updateNotFound()
    const itemIds = await assertReferences(tx, access, input)
    const before = await tx
      .select({ itemId: updateFeedback.itemId })
      .from(updateFeedback)
      .where(eq(updateFeedback.updateId, updateId))
    const published = current.state === 'published'
    const [saved] = await tx
      .update(projectUpdate)
      .set({
        title: input.title,
        body: input.body,
        labelId: input.labelId,
        markComplete: input.markComplete,
        ...(published
          ? {}
          : {
              state: input.intent === 'schedule' ? ('scheduled' as const) : ('draft' as const),
              publishAt: input.intent === 'schedule' && input.publishAt ? new Date(input.publishAt) : null,
            }),
      })
      .where(eq(projectUpdate.id, updateId))
      .returning()
    if (!saved) throw updateNotFound()
    await linkItems(tx, updateId, itemIds)
    await linkAttachments(tx, {
      projectId: access.project.id,
      subjectType: 'update',
      subjectId: updateId,
      markdown: input.body,
      author: { userId: access.viewer?.userId ?? null, isMember: true },
    })
    await syncPublishJob(tx, saved)
    if (current.body !== saved.body) {
      await refreshNotificationExcerpts(
        tx,
        { type: 'update', id: updateId, kinds: ['update.mention'] },
        notificationExcerpt(saved.body),
      )
    }
    if (published) {
      // Names added to what readers can already see are told now, as an edited comment's are; earlier ones not again.
      const mentionedBefore = new Set(extractMentions(current.body))
      const newlyMentioned = extractMentions(saved.body).filter((name) => !mentionedBefore.has(name))
      if (newlyMentioned.length > 0) {
        await notifyUpdateMentions(tx, access, saved, updatePath(access, updateId), {
          usernames: newlyMentioned,
          actorId: access.viewer?.userId ?? null,
        })
      }
      const added = itemIds.filter((id) => !before.some((row) => row.itemId === id))
      if (added.length > 0) await publishInTransaction(tx, access, saved, added)
      else await announce(tx, access, updateId)
    } else if (input.intent === 'publish') {
      await publishInTransaction(tx, access, saved)
    } else {
      await announce(tx, access, updateId, true)
    }
    return { id: updateId }
  })
}

/**
 * Publishes a draft or scheduled update as it stands (what the editor's Publish does, without edits): it ships
 * its linked feedback and notifies. An update already published stays as it is.
 */
export async function publishUpdate(db: Database, access: UpdatesAccess, updateId: string) {
  assertEditor(access)
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(projectUpdate)
      .where(and(eq(projectUpdate.id, updateId), eq(projectUpdate.projectId, access.project.id)))
      .for('update')
    if (!current) throw updateNotFound()
    if (current.state !== 'published') await publishInTransaction(tx, access, current)
    return { id: updateId }
  })
}

export async function deleteUpdate(db: Database, access: UpdatesAccess, updateId: string) {
  assertEditor(access)
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(projectUpdate)
      .where(and(eq(projectUpdate.id, updateId), eq(projectUpdate.projectId, access.project.id)))
      .returning({ id: projectUpdate.id, state: projectUpdate.state })
    if (deleted.length === 0) throw updateNotFound()
    await forgetSubjects(tx, { type: 'update', ids: [updateId] })
    await syncPublishJob(tx, { id: updateId, state: 'deleted', publishAt: null })
    await announce(tx, access, updateId, deleted[0]?.state !== 'published')
    return { deleted: updateId }
  })
}

/** A reader's reaction (from the fixed set) on a published update. */
export async function reactToUpdate(
  db: Database,
  access: UpdatesAccess,
  input: { updateId: string; emoji: (typeof UPDATE_REACTIONS)[number]; on: boolean },
) {
  if (!access.viewer) throw new AppError('UNAUTHORIZED', 'Not authorized')
  const userId = access.viewer.userId
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ state: projectUpdate.state })
      .from(projectUpdate)
      .where(and(eq(projectUpdate.id, input.updateId), eq(projectUpdate.projectId, access.project.id)))
      // A deletion at the same moment waits, or is waited for: no reaction outlives its update.
      .for('share')
    if (row?.state !== 'published') throw updateNotFound()
    await setReaction(tx, { type: 'update', id: input.updateId }, userId, input.emoji, input.on)
    await announce(tx, access, input.updateId)
    return { on: input.on }
  })
}

export async function createLabel(
  db: Database,
  access: UpdatesAccess,
  input: { name: string; color: string },
) {
  assertEditor(access)
  return db.transaction(async (tx) => {
    // Two editors adding the same name at once: the second waits here and then finds the first's label.
    await takeTurns(tx, `updates.labels:${access.project.id}`)
    const labels = await tx.select().from(updateLabel).where(eq(updateLabel.projectId, access.project.id))
    if (labels.some((label) => label.name.toLowerCase() === input.name.toLowerCase())) {
      throw new AppError('CONFLICT', 'A label with this name already exists', {
        name: ['A label with this name already exists'],
      })
    }
    const [created] = await tx
      .insert(updateLabel)
      .values({
        projectId: access.project.id,
        name: input.name,
        color: input.color || 'gray',
        position: labels.length,
      })
      .returning({ id: updateLabel.id, name: updateLabel.name, color: updateLabel.color })
    await announce(tx, access, '')
    return created
  })
}

/**
 * People an update names when it is published, who may read it: anyone with an
 * account on a public project's updates, the organisation's members on a private one. By default everyone the
 * body names, told by its author; an edit of a published update tells only the names it added, as its editor.
 */
async function notifyUpdateMentions(
  tx: Database,
  access: UpdatesAccess,
  update: UpdateRow,
  path: string,
  { usernames = extractMentions(update.body), actorId = update.authorId } = {},
) {
  if (usernames.length === 0) return
  const openToAll = canInProject(
    { signedIn: true, siteAdmin: false, role: null },
    access.project.visibility,
    'update.read',
  )
  const people = await resolveMentions(
    tx,
    usernames,
    async (userId) => {
      if (openToAll) return true
      const [found] = await tx
        .select({ id: member.id })
        .from(member)
        .where(and(eq(member.organizationId, access.organization.id), eq(member.userId, userId)))
        .limit(1)
      return Boolean(found)
    },
    { organizationId: access.organization.id },
  )
  await recordNotifications(tx, {
    userIds: people.map((person) => person.id),
    actorId,
    kind: 'update.mention',
    subjectType: 'update',
    subjectId: update.id,
    projectId: access.project.id,
    groupKey: `update:${update.id}`,
    data: { title: update.title, path, excerpt: notificationExcerpt(update.body) },
  })
}
