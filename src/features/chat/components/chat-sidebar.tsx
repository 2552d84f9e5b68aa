import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useT } from '~/components/i18n/use-t'
import { LoadError } from '~/components/ui/query-states'
import { chatListQuery } from '../chat.queries'
import { useChatListLive } from '../hooks/use-chat-list-live'
import { ChatList } from './chat-list'

/** Beside an open chat on wide screens: the other chats and their unread counts (one tap away). */
export function ChatSidebar({
  orgSlug,
  projectSlug,
  activeChatId,
}: {
  orgSlug: string
  projectSlug: string
  activeChatId: string
}) {
  const t = useT('chat')
  const list = useQuery(chatListQuery(orgSlug, projectSlug))
  const chats = list.data?.chats ?? []
  useChatListLive(
    { orgSlug, projectSlug, projectId: list.data?.projectId ?? '' },
    chats.map((chat) => chat.id),
  )
  return (
    <nav aria-label={t('list.nav')} className="hidden w-56 shrink-0 flex-col gap-2 overflow-y-auto md:flex">
      <Link
        to="/@{$org}/$project/chat"
        params={{ org: orgSlug, project: projectSlug }}
        activeOptions={{ exact: true }}
        className="px-2 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        {t('list.allChatsAndSearch')}
      </Link>
      {list.isError ? (
        <LoadError line className="px-2" message={t('list.loadFailed')} onRetry={() => void list.refetch()} />
      ) : (
        <ChatList
          orgSlug={orgSlug}
          projectSlug={projectSlug}
          chats={chats}
          activeChatId={activeChatId}
          compact
        />
      )}
    </nav>
  )
}
