import { createFileRoute } from '@tanstack/react-router'
import { ensureMessages } from '~/components/i18n/use-t'
import { chatListQuery } from '~/features/chat/chat.queries'
import { ChatListPage } from '~/features/chat/components/chat-list-page'
import { loadProjectPage } from '~/features/projects/load-project-page'

/** The project's chats, with unread counts and the latest message of each. */
export const Route = createFileRoute('/@{$org}/$project/chat/')({
  loader: ({ context, params }) =>
    loadProjectPage(context.queryClient, params, () => [
      context.queryClient.ensureQueryData(chatListQuery(params.org, params.project)),
      ensureMessages(context.queryClient, context.viewer.locale, ['chat', 'errors']),
    ]),
  component: function ChatRoute() {
    const { org, project } = Route.useParams()
    return <ChatListPage orgSlug={org} projectSlug={project} />
  },
})
