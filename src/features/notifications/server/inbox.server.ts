import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import {
  entryText,
  groupSummary,
  NOTIFICATION_GROUP_ENTRIES,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_UNREAD_CAP,
} from '~/lib/notification-rules'
import { isTimestampText } from '~/lib/timestamp-text'
import type { Database } from '~/server/db/client.server'
import { notification, organization, project } from '~/server/db/schema'
import { AppError } from '~/server/errors'
import { markNotificationsReadFor } from '~/server/notifications.server'
import { loadPeople } from '~/server/people.server'
import type { ListNotificationsInput } from '../notifications.schemas'
import type {
  NotificationEntry,
  NotificationGroup,
  NotificationPage,
  NotificationPerson,
  NotificationSummary,
} from '../notifications.types'
import { currentGroupTitles } from './titles.server'
import { rememberingVisibility, visibleNotificationIds } from './visibility.server'

type Row = typeof notification.$inferSelect

function encodeCursor(latest: string, key: string) {
  return Buffer.from(JSON.stringify([latest, key])).toString('base64url')
}

function decodeCursor(cursor: string): { latest: string; key: string } {
  try {
    const [latest, key] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[]
    if (isTimestampText(latest) && typeof key === 'string' && key.length <= 300) {
      return { latest, key }
    }
  } catch {}
  throw new AppError('BAD_REQUEST', 'This list cursor is not valid')
}

/**
 * The viewer's inbox, grouped by the item each notification is about: groups by their latest entry, newest
 * first (keyset on that time and the group key), each with its latest entries. Entries whose subject the viewer
 * may no longer see are left out, and so are groups left empty by that.
 */
export async function listNotifications(
  db: Database,
  userId: string,
  input: ListNotificationsInput,
  pageSize = NOTIFICATION_PAGE_SIZE,
  visibleIds: (rows: Row[]) => Promise<Set<string>> = (rows) => visibleNotificationIds(db, userId, rows),
): Promise<NotificationPage> {
  const unreadOnly = (input.filter ?? 'unread') === 'unread'
  const scope = sql`user_id = ${userId} and in_app ${unreadOnly ? sql`and read_at is null` : sql``}`
  const cursor = input.cursor ? decodeCursor(input.cursor) : null
  const after = cursor
    ? sql`having (max(created_at), group_key) < (${cursor.latest}::timestamptz, ${cursor.key})`
    : sql``
  const result = await db.execute<{ group_key: string; latest: string; unread: number; total: number }>(sql`
    select group_key,
      to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as latest,
      count(*) filter (where read_at is null)::int as unread, count(*)::int as total
    from notification where ${scope}
    group by group_key ${after}
    order by max(created_at) desc, group_key desc
    limit ${pageSize + 1}`)
  const found = (
    result as unknown as { rows: { group_key: string; latest: string; unread: number; total: number }[] }
  ).rows
  const page = found.slice(0, pageSize)
  const groups = await buildGroups(db, userId, page, unreadOnly, visibleIds)
  const last = page.at(-1)
  return {
    groups,
    nextCursor: found.length > pageSize && last ? encodeCursor(last.latest, last.group_key) : null,
  }
}

/**
 * Entries of a group whose visibility is checked for its counts. A group's counts leave out what the viewer may
 * no longer see (a deleted comment, an internal note, a message of a chat they left) among its latest entries
 * up to here; older ones, in the rare group that has more, are counted as they are.
 */
const GROUP_ENTRIES_CHECKED = 100

async function buildGroups(
  db: Database,
  userId: string,
  page: { group_key: string; latest: string; unread: number; total: number }[],
  unreadOnly: boolean,
  visibleIds: (rows: Row[]) => Promise<Set<string>>,
): Promise<NotificationGroup[]> {
  if (page.length === 0) return []
  const keys = page.map((group) => group.group_key)
  // The latest entries of each group, through the (user, group, time) index.
  const ranked = await db.execute<{ id: string }>(sql`
    select id from (
      select id, row_number() over (partition by group_key order by created_at desc, id desc) as rank
      from notification
      where user_id = ${userId} and in_app ${unreadOnly ? sql`and read_at is null` : sql``}
        and group_key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})
    ) ranked where rank <= ${GROUP_ENTRIES_CHECKED}`)
  const ids = (ranked as unknown as { rows: { id: string }[] }).rows.map((row) => row.id)
  const entries =
    ids.length === 0 ? [] : await db.select().from(notification).where(inArray(notification.id, ids))
  const visible = await visibleIds(entries)
  const byGroup = new Map<string, { checked: Row[]; shown: Row[] }>()
  for (const entry of entries) {
    const group = byGroup.get(entry.groupKey) ?? { checked: [], shown: [] }
    group.checked.push(entry)
    if (visible.has(entry.id)) group.shown.push(entry)
    byGroup.set(entry.groupKey, group)
  }
  for (const group of byGroup.values()) {
    group.shown.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id < a.id ? -1 : 1))
    group.shown = group.shown.slice(0, NOTIFICATION_GROUP_ENTRIES)
  }
  const shown = [...byGroup.values()].flatMap((group) => group.shown)
  const [people, contexts, titles] = await Promise.all([
    loadPeople(
      db,
      shown.map((entry) => entry.actorId),
    ),
    loadContexts(db, shown),
    currentGroupTitles(
      db,
      shown.map((entry) => entry.groupKey),
    ),
  ])
  const groups: NotificationGroup[] = []
  for (const group of page) {
    const { checked = [], shown: mine = [] } = byGroup.get(group.group_key) ?? {}
    const latest = mine[0]
    if (!latest) continue
    const items = mine.map((entry) => toEntry(entry, people))
    const title = titles.get(group.group_key) ?? String(latest.data.title ?? '')
    const fresh = items.filter((entry) => !entry.read)
    const visibleChecked = checked.filter((entry) => visible.has(entry.id))
    const uncheckedUnread = Number(group.unread) - checked.filter((entry) => entry.readAt === null).length
    const uncheckedTotal = Number(group.total) - checked.length
    groups.push({
      key: group.group_key,
      title,
      summary: groupSummary(group.group_key, title, fresh.length > 0 ? fresh : items.slice(0, 1)),
      path: items[0]?.path ?? '/notifications',
      context: contexts.get(latest.id) ?? null,
      unreadCount: visibleChecked.filter((entry) => entry.readAt === null).length + uncheckedUnread,
      totalCount: visibleChecked.length + uncheckedTotal,
      latestAt: latest.createdAt.toISOString(),
      entries: items,
    })
  }
  return groups
}

/** "Public Roadmap" (the project) or, for invitations, the team's name. */
async function loadContexts(db: Database, rows: Row[]): Promise<Map<string, string>> {
  const projectIds = [...new Set(rows.map((row) => row.projectId).filter((id): id is string => Boolean(id)))]
  const names = new Map(
    projectIds.length === 0
      ? []
      : (
          await db
            .select({ id: project.id, name: project.name, organization: organization.name })
            .from(project)
            .innerJoin(organization, eq(organization.id, project.organizationId))
            .where(inArray(project.id, projectIds))
        ).map((row) => [row.id, `${row.name} · ${row.organization}`]),
  )
  const contexts = new Map<string, string>()
  for (const row of rows) {
    const name = row.projectId ? names.get(row.projectId) : (row.data.organizationName as string | undefined)
    if (name) contexts.set(row.id, name)
  }
  return contexts
}

/** What the page needs to say the entry in its own language (notification-text.ts), besides kind and actor. */
function entryFactsOf(data: Row['data']): NotificationEntry['facts'] {
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
  return { status: text(data.status), organizationName: text(data.organizationName), title: text(data.title) }
}

function toEntry(row: Row, people: Map<string, NotificationPerson>): NotificationEntry {
  const actor = row.actorId ? (people.get(row.actorId) ?? null) : null
  return {
    id: row.id,
    kind: row.kind,
    actor,
    text: entryText(row.kind, actor?.name ?? null, row.data),
    facts: entryFactsOf(row.data),
    excerpt: typeof row.data.excerpt === 'string' ? row.data.excerpt : '',
    path: typeof row.data.path === 'string' ? row.data.path : '/notifications',
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }
}

/** The bell: how many unread entries the viewer may still see (capped) and the latest groups. */
export async function notificationSummary(db: Database, userId: string): Promise<NotificationSummary> {
  const unread = await db
    .select()
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.inApp, true), isNull(notification.readAt)))
    .orderBy(desc(notification.createdAt))
    .limit(NOTIFICATION_UNREAD_CAP + 1)
  const visibleIds = rememberingVisibility(db, userId)
  const visible = await visibleIds(unread)
  const page = await listNotifications(db, userId, { filter: 'all' }, 6, visibleIds)
  return { unread: visible.size, groups: page.groups }
}

export async function markNotificationsRead(
  db: Database,
  userId: string,
  scope: { groupKey?: string; ids?: string[]; all?: boolean },
): Promise<{ marked: number }> {
  return db.transaction(async (tx) => ({ marked: await markNotificationsReadFor(tx, userId, scope) }))
}
