import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import {
  getChatFollowFn,
  getFeedbackFollowFn,
  getNotificationSettingsFn,
  getNotificationSummaryFn,
  getProjectMutedFn,
  listNotificationsFn,
} from './notifications.functions'

export type NotificationFilter = 'unread' | 'all'

/**
 * Hierarchical keys: `all` is everything the viewer's notifications show (the live hook refreshes it on the
 * viewer's own topic); `inbox` is what reading changes (the bell and both tabs); `follows` the toggles.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  inbox: () => [...notificationKeys.all, 'inbox'] as const,
  summary: () => [...notificationKeys.inbox(), 'summary'] as const,
  lists: () => [...notificationKeys.inbox(), 'list'] as const,
  list: (filter: NotificationFilter) => [...notificationKeys.lists(), filter] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
  follows: () => [...notificationKeys.all, 'follows'] as const,
  feedbackFollow: (orgSlug: string, projectSlug: string, itemId: string) =>
    [...notificationKeys.follows(), 'feedback', orgSlug, projectSlug, itemId] as const,
  chatFollow: (orgSlug: string, projectSlug: string, chatId: string) =>
    [...notificationKeys.follows(), 'chat', orgSlug, projectSlug, chatId] as const,
  projectMute: (orgSlug: string, projectSlug: string) =>
    [...notificationKeys.follows(), 'project', orgSlug, projectSlug] as const,
}

/** The bell: unread count and the latest groups. */
export const notificationSummaryQuery = () =>
  queryOptions({ queryKey: notificationKeys.summary(), queryFn: () => getNotificationSummaryFn() })

/** The inbox, one tab: groups by item, keyset pages ("Load more"). */
export const notificationListQuery = (filter: NotificationFilter) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(filter),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => listNotificationsFn({ data: { filter, cursor: pageParam } }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })

export const notificationSettingsQuery = () =>
  queryOptions({ queryKey: notificationKeys.settings(), queryFn: () => getNotificationSettingsFn() })

export const feedbackFollowQuery = (orgSlug: string, projectSlug: string, itemId: string) =>
  queryOptions({
    queryKey: notificationKeys.feedbackFollow(orgSlug, projectSlug, itemId),
    queryFn: () => getFeedbackFollowFn({ data: { orgSlug, projectSlug, itemId } }),
  })

export const chatFollowQuery = (orgSlug: string, projectSlug: string, chatId: string) =>
  queryOptions({
    queryKey: notificationKeys.chatFollow(orgSlug, projectSlug, chatId),
    queryFn: () => getChatFollowFn({ data: { orgSlug, projectSlug, chatId } }),
  })

export const projectMuteQuery = (orgSlug: string, projectSlug: string) =>
  queryOptions({
    queryKey: notificationKeys.projectMute(orgSlug, projectSlug),
    queryFn: () => getProjectMutedFn({ data: { orgSlug, projectSlug } }),
  })
