import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { preloadMarkdown } from '~/components/rich-text/lazy-markdown'
import { chatKeys, chatMessagesQuery, chatQuery } from '~/features/chat/chat.queries'
import { ChatRoomPage } from '~/features/chat/components/chat-room-page'
import { preloadChatControls } from '~/features/chat/components/lazy-chat-controls'
import { preloadChatSidebar } from '~/features/chat/components/lazy-chat-sidebar'
import { loadProjectPage } from '~/features/projects/load-project-page'
import { forgetUnlessShown } from '~/lib/read-on-arrival'
import { numericId, searchParams } from '~/lib/search-params'

const chatSearch = searchParams({
  // A plain `?message=36` (mail links, copied links) reaches the route as the number the router reads it as.
  message: numericId(),
})

/** A single chat; `?message={id}` opens its history around that message and highlights it. */
export const Route = createFileRoute('/@{$org}/$project/chat/$chatId/')({
  validateSearch: chatSearch,
  loaderDeps: ({ search }) => ({ message: search.message ?? null }),
  loader: ({ context, params, deps }) => {
    // History is patched live only while the chat is open: on every arrival it is read afresh (with the read
    // marker that places the "New messages" divider), never taken from what an earlier visit left cached.
    forgetUnlessShown(context.queryClient, chatKeys.histories(params.org, params.project, params.chatId))
    return loadProjectPage(context.queryClient, params, () => [
      context.queryClient.ensureQueryData(chatQuery(params.org, params.project, params.chatId)),
      preloadMarkdown(),
      preloadChatControls(),
      preloadChatSidebar(),
      ensureMessages(context.queryClient, context.viewer.locale, ['chat', 'errors']),
      context.queryClient.ensureInfiniteQueryData(
        chatMessagesQuery(params.org, params.project, params.chatId, deps.message),
      ),
    ])
  },
  component: function ChatRoute() {
    const { org, project, chatId } = Route.useParams()
    const { message } = Route.useSearch()
    return <ChatRoomPage orgSlug={org} projectSlug={project} chatId={chatId} around={message ?? null} />
  },
})
