/**
 * Editing and deleting a message, which only the chat's controls offer (loaded apart from the page with them,
 * lazy-chat-controls.tsx): loaded the first time one is asked for, not with the chat page.
 */
import type { useQueryClient } from '@tanstack/react-query'
import { deleteChatMessageFn, editChatMessageFn } from '../chat.functions'
import { type ChatScope, patchMessage, patchMessageFields } from './chat-cache'

/** Runs a change in the mutation queue and shows its result at once; false (with a toast) when it failed. */
export type RunChange = <T>(
  call: () => Promise<T>,
  apply: (result: T) => void,
  failure: string,
) => Promise<boolean>

export type MessageChangeContext = {
  queryClient: ReturnType<typeof useQueryClient>
  scope: ChatScope
  change: RunChange
}

export const editMessage = (
  { queryClient, scope, change }: MessageChangeContext,
  messageId: string,
  body: string,
  failure: string,
) =>
  change(
    () => editChatMessageFn({ data: { ...scope, messageId, body } }),
    (message) => patchMessage(queryClient, scope, message, 'fetched'),
    failure,
  )

export const removeMessage = (
  { queryClient, scope, change }: MessageChangeContext,
  messageId: string,
  failure: string,
) =>
  change(
    () => deleteChatMessageFn({ data: { ...scope, messageId } }),
    () =>
      patchMessageFields(queryClient, scope, messageId, {
        body: '',
        deletedAt: new Date().toISOString(),
        reactions: [],
      }),
    failure,
  )
