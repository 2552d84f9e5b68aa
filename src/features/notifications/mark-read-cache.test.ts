import { type InfiniteData, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { applyMarkRead } from './mark-read-cache'
import { notificationKeys } from './notifications.queries'
import type { NotificationGroup, NotificationPage, NotificationSummary } from './notifications.types'

function group(key: string, unread: string[], read: string[] = []): NotificationGroup {
  const entry = (id: string, isRead: boolean) => ({
    id,
    kind: 'chat.mention',
    actor: null,
    text: 'Someone mentioned you',
    excerpt: '',
    path: '/notifications',
    createdAt: '2026-11-02T10:00:00.000Z',
    read: isRead,
  })
  return {
    key,
    title: key,
    summary: key,
    path: '/notifications',
    context: null,
    unreadCount: unread.length,
    totalCount: unread.length + read.length,
    latestAt: '2026-11-02T10:00:00.000Z',
    entries: [...unread.map((id) => entry(id, false)), ...read.map((id) => entry(id, true))],
  }
}

function seeded() {
  const client = new QueryClient()
  const groups = [group('chat:1', ['a', 'b']), group('feedback:2', ['c'], ['d'])]
  client.setQueryData<NotificationSummary>(notificationKeys.summary(), { unread: 3, groups })
  for (const filter of ['unread', 'all'] as const) {
    client.setQueryData<InfiniteData<NotificationPage>>(notificationKeys.list(filter), {
      pages: [{ groups, nextCursor: null }],
      pageParams: [undefined],
    })
  }
  return client
}

const summaryOf = (client: QueryClient) =>
  client.getQueryData<NotificationSummary>(notificationKeys.summary())
const listOf = (client: QueryClient, filter: 'unread' | 'all') =>
  client.getQueryData<InfiniteData<NotificationPage>>(notificationKeys.list(filter))?.pages[0]?.groups ?? []

describe('marking read, before the server answers', () => {
  it('a group: the bell counts down, Unread drops it, All keeps it read', () => {
    const client = seeded()
    applyMarkRead(client, { groupKey: 'chat:1' })
    expect(summaryOf(client)?.unread).toBe(1)
    expect(listOf(client, 'unread').map((g) => g.key)).toEqual(['feedback:2'])
    const all = listOf(client, 'all')
    expect(all.find((g) => g.key === 'chat:1')?.unreadCount).toBe(0)
    expect(all.find((g) => g.key === 'chat:1')?.entries.every((e) => e.read)).toBe(true)
  })

  it('one entry: its group stays in Unread while another entry is unread', () => {
    const client = seeded()
    applyMarkRead(client, { ids: ['a'] })
    expect(summaryOf(client)?.unread).toBe(2)
    const chat = listOf(client, 'unread').find((g) => g.key === 'chat:1')
    expect(chat?.unreadCount).toBe(1)
    expect(chat?.entries.map((e) => e.read)).toEqual([true, false])
  })

  it('everything: nothing unread anywhere', () => {
    const client = seeded()
    applyMarkRead(client, { all: true })
    expect(summaryOf(client)?.unread).toBe(0)
    expect(listOf(client, 'unread')).toEqual([])
    expect(listOf(client, 'all').every((g) => g.unreadCount === 0)).toBe(true)
  })
})
