import { lazyDialog } from '~/lib/lazy-dialog'

/** The chat form (zod, react-hook-form, the member pickers) loads when it is first opened, not with the chat pages. */
export const LazyChatFormDialog = lazyDialog(() =>
  import('./chat-form-dialog').then((module) => module.ChatFormDialog),
)
