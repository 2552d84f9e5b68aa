import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import {
  getChatFn,
  getChatUnreadTotalFn,
  listChatCandidatesFn,
  listChatMessagesFn,
  listChatsFn,
  searchChatsFn,
} from './chat.functions'
import type { ChatMessagePage } from './chat.types'

/** Hierarchical keys: invalidating `project(...)` refreshes everything chat shows for that project. */
export const chatKeys = {
  all: ['chat'] as const,
  project: (orgSlug: string, projectSlug: string) => [...chatKeys.all, orgSlug, projectSlug] as const,
  lists: (orgSlug: string, projectSlug: string) =>
    [...chatKeys.project(orgSlug, projectSlug), 'list'] as const,
  list: (orgSlug: string, projectSlug: string, includeArchived = false) =>
    [...chatKeys.lists(orgSlug, projectSlug), { includeArchived }] as const,
  unread: (orgSlug: string, projectSlug: string) =>
    [...chatKeys.project(orgSlug, projectSlug), 'unread'] as const,
  candidates: (orgSlug: string, projectSlug: string) =>
    [...chatKeys.project(orgSlug, projectSlug), 'candidates'] as const,
  search: (orgSlug: string, projectSlug: string, query: string) =>
    [...chatKeys.project(orgSlug, projectSlug), 'search', query] as const,
  chat: (orgSlug: string, projectSlug: string, chatId: string) =>
    [...chatKeys.project(orgSlug, projectSlug), 'chat', chatId] as const,
  detail: (orgSlug: string, projectSlug: string, chatId: string) =>
    [...chatKeys.chat(orgSlug, projectSlug, chatId), 'detail'] as const,
  /** All history queries of a chat, whatever their anchor (live patches apply to each). */
  histories: (orgSlug: string, projectSlug: string, chatId: string) =>
    [...chatKeys.chat(orgSlug, projectSlug, chatId), 'messages'] as const,
  /** `around`: the permalink's message id, or null for "open at the latest". */
  messages: (orgSlug: string, projectSlug: string, chatId: string, around: string | null) =>
    [...chatKeys.histories(orgSlug, projectSlug, chatId), { around }] as const,
}

/** Throws for { moved }: the project layout has already redirected renamed projects before these run. */
function settled<T>(value: T | { moved: string }): T {
  if (value && typeof value === 'object' && 'moved' in value) throw new Error('This project has moved')
  return value as T
}

export const chatListQuery = (orgSlug: string, projectSlug: string, includeArchived = false) =>
  queryOptions({
    queryKey: chatKeys.list(orgSlug, projectSlug, includeArchived),
    queryFn: async () => settled(await listChatsFn({ data: { orgSlug, projectSlug, includeArchived } })),
  })

export const chatQuery = (orgSlug: string, projectSlug: string, chatId: string) =>
  queryOptions({
    queryKey: chatKeys.detail(orgSlug, projectSlug, chatId),
    queryFn: async () => settled(await getChatFn({ data: { orgSlug, projectSlug, chatId } })),
  })

export const chatUnreadTotalQuery = (orgSlug: string, projectSlug: string) =>
  queryOptions({
    queryKey: chatKeys.unread(orgSlug, projectSlug),
    queryFn: () => getChatUnreadTotalFn({ data: { orgSlug, projectSlug } }),
  })

export const chatCandidatesQuery = (orgSlug: string, projectSlug: string) =>
  queryOptions({
    queryKey: chatKeys.candidates(orgSlug, projectSlug),
    queryFn: () => listChatCandidatesFn({ data: { orgSlug, projectSlug } }),
  })

export const chatSearchQuery = (orgSlug: string, projectSlug: string, query: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.search(orgSlug, projectSlug, query),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => searchChatsFn({ data: { orgSlug, projectSlug, query, cursor: pageParam } }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: query.trim().length > 0,
  })

/** Where a page of history starts: the latest, older than / newer than a message, or around one. */
export type ChatPageParam = { before?: string; after?: string; around?: string }

/**
 * The history of a chat as pages, oldest page first: fetchPreviousPage loads older messages (scrolling up),
 * fetchNextPage newer ones (after opening a permalink in old history). Live messages are patched into the
 * last page while it reaches the present (see chat-live.ts).
 */
export const chatMessagesQuery = (
  orgSlug: string,
  projectSlug: string,
  chatId: string,
  around: string | null,
) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(orgSlug, projectSlug, chatId, around),
    initialPageParam: (around ? { around } : {}) as ChatPageParam,
    queryFn: ({ pageParam }): Promise<ChatMessagePage> =>
      listChatMessagesFn({ data: { orgSlug, projectSlug, chatId, ...pageParam } }),
    getPreviousPageParam: (first): ChatPageParam | undefined =>
      first.hasOlder && first.messages[0] ? { before: first.messages[0].id } : undefined,
    getNextPageParam: (last): ChatPageParam | undefined => {
      const newest = last.messages.at(-1)
      return last.hasNewer && newest ? { after: newest.id } : undefined
    },
  })
