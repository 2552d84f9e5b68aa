import { and, count, eq } from 'drizzle-orm'
import { activityRow } from '~/server/activity.server'
import type { Database } from '~/server/db/client.server'
import {
  feedbackComment,
  feedbackItem,
  organization,
  project,
  projectActivity,
  projectUpdate,
  updateFeedback,
  updateLabel,
} from '~/server/db/schema'

const DAY = 24 * 60 * 60 * 1000

type DemoUpdate = {
  title: string
  label: 'New' | 'Improved' | 'Fixed'
  daysAgo: number
  body: string
  /** Titles of demo feedback this update shipped (already Complete in the feedback content). */
  ships?: string[]
}

/** The demo public project's changelog: three published updates over the last weeks. */
export const DEMO_UPDATES: DemoUpdate[] = [
  {
    title: 'Tables and checklists in markdown',
    label: 'New',
    daysAgo: 24,
    ships: ['Tables and checklists in markdown'],
    body: [
      'Feedback, comments and updates now understand **GitHub-flavoured markdown**:',
      '',
      '- [x] checklists you can tick off',
      '- tables for comparing options',
      '- ~~strikethrough~~ for what changed your mind',
      '',
      '| Before | Now |',
      '| --- | --- |',
      '| Plain text lists | Real tables |',
      '',
      'Thanks to everyone who asked for this — it was one of the most voted ideas.',
    ].join('\n'),
  },
  {
    title: 'Faster search across all boards',
    label: 'Improved',
    daysAgo: 13,
    body: [
      'Searching feedback now looks at every board at once and ranks the closest matches first.',
      '',
      'When you post something new, **similar ideas** show up while you type, so votes gather in one place',
      'instead of being spread over duplicates.',
    ].join('\n'),
  },
  {
    title: 'Vote counts no longer jump after a merge',
    label: 'Fixed',
    daysAgo: 4,
    body: [
      'Merging two ideas used to count people who had voted for both twice for a moment.',
      'Votes are now combined per person, and the merged item shows where its comments came from.',
    ].join('\n'),
  },
]

export const DEMO_DRAFT_UPDATE = {
  title: 'Weekly email digest: what to expect',
  body: 'A weekly summary of new feedback and status changes, for those who prefer their inbox. _Draft — not published yet._',
} as const

/**
 * The demo changelog: published updates with labels and dates, one of which shipped demo feedback (its link,
 * the item's "Shipped in …" timeline entry), and a draft only editors see. In one transaction, skipped once
 * the project has any update, so an interrupted seed finishes next time and a finished one is never repeated.
 */
export async function seedProjectUpdates(
  db: Database,
  input: { projectId: string; authorId: string; now?: number },
): Promise<boolean> {
  const { projectId, authorId } = input
  const now = input.now ?? Date.now()
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ total: count() })
      .from(projectUpdate)
      .where(eq(projectUpdate.projectId, projectId))
    if ((existing?.total ?? 0) > 0) return false
    const [place] = await tx
      .select({ orgSlug: organization.slug, projectSlug: project.slug })
      .from(project)
      .innerJoin(organization, eq(organization.id, project.organizationId))
      .where(eq(project.id, projectId))
    if (!place) throw new Error('The demo project is missing')
    const labels = await tx.select().from(updateLabel).where(eq(updateLabel.projectId, projectId))

    for (const demo of DEMO_UPDATES) {
      const publishedAt = new Date(now - demo.daysAgo * DAY)
      const [row] = await tx
        .insert(projectUpdate)
        .values({
          projectId,
          authorId,
          title: demo.title,
          body: demo.body,
          labelId: labels.find((label) => label.name === demo.label)?.id ?? null,
          state: 'published',
          publishedAt,
          createdAt: new Date(publishedAt.getTime() - DAY),
          updatedAt: publishedAt,
        })
        .returning({ id: projectUpdate.id })
      if (!row) throw new Error('The demo update was not created')
      const path = `/@${place.orgSlug}/${place.projectSlug}/updates/${row.id}`
      for (const title of demo.ships ?? []) {
        const [item] = await tx
          .select({ id: feedbackItem.id })
          .from(feedbackItem)
          .where(and(eq(feedbackItem.projectId, projectId), eq(feedbackItem.title, title)))
        if (!item) continue
        await tx.insert(updateFeedback).values({ updateId: row.id, itemId: item.id })
        // The timeline entry publishing writes (shipFeedback's shape), dated with the update.
        await tx.insert(feedbackComment).values({
          itemId: item.id,
          authorId,
          kind: 'shipped',
          body: `[${demo.title.replace(/[[\]\\]/g, '\\$&')}](${path})`,
          createdAt: publishedAt,
        })
      }
      await tx.insert(projectActivity).values(
        activityRow({
          projectId,
          actorId: authorId,
          kind: 'update.published',
          phrases: [{ phrase: 'updatePublished', values: { title: demo.title } }],
          path: `updates/${row.id}`,
          createdAt: publishedAt,
        }),
      )
    }
    await tx.insert(projectUpdate).values({
      projectId,
      authorId,
      title: DEMO_DRAFT_UPDATE.title,
      body: DEMO_DRAFT_UPDATE.body,
      labelId: labels.find((label) => label.name === 'New')?.id ?? null,
      state: 'draft',
    })
    return true
  })
}
