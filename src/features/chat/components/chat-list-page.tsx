import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { MessageCircle, Plus } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { EmptyState, LoadError, Loading } from '~/components/ui/query-states'
import { SearchBox } from '~/components/ui/search-box'
import { useReadyControl } from '~/components/ui/use-ready-control'
import { useViewer } from '~/features/auth/use-viewer'
import { mutationQueue } from '~/features/live/mutation-queue'
import { messageOf } from '~/lib/auth-result'
import { MountWhenOpened } from '~/lib/lazy-dialog'
import { toast } from '~/lib/toast'
import { createChatFn } from '../chat.functions'
import { chatKeys, chatListQuery } from '../chat.queries'
import { useChatListLive } from '../hooks/use-chat-list-live'
import { ChatList } from './chat-list'
import { ChatSearchResults } from './chat-search-results'
import { LazyChatFormDialog } from './lazy-chat-form-dialog'

/** The project's chats (open ones, archived ones on request) and search across their messages. */
export function ChatListPage({ orgSlug, projectSlug }: { orgSlug: string; projectSlug: string }) {
  const t = useT('chat')
  const [showArchived, setShowArchived] = React.useState(false)
  const archivedToggle = useReadyControl()
  const [query, setQuery] = React.useState('')
  const [creating, setCreating] = React.useState(false)
  const list = useQuery(chatListQuery(orgSlug, projectSlug, showArchived))
  const current = list.data
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const viewer = useViewer()
  useChatListLive(
    { orgSlug, projectSlug, projectId: current?.projectId ?? '' },
    current?.chats.map((chat) => chat.id),
  )

  return (
    <div className="mx-auto grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">{t('list.title')}</h3>
        {current?.canManage ? (
          <Button
            size="sm"
            onPointerEnter={() => void LazyChatFormDialog.preload()}
            onFocus={() => void LazyChatFormDialog.preload()}
            onClick={() => setCreating(true)}
          >
            <Plus aria-hidden /> {t('list.new')}
          </Button>
        ) : null}
      </div>
      <SearchBox value={query} onSearch={setQuery} label={t('list.search')} />
      {query ? (
        <ChatSearchResults orgSlug={orgSlug} projectSlug={projectSlug} query={query} />
      ) : list.isPending ? (
        <Card>
          <Loading>{t('list.loading')}</Loading>
        </Card>
      ) : list.isError ? (
        <Card>
          <LoadError
            message={messageOf(list.error, t('list.loadFailed'))}
            onRetry={() => void list.refetch()}
          />
        </Card>
      ) : list.data.chats.length === 0 ? (
        <Card>
          <EmptyState
            title={showArchived ? t('list.noChats') : t('list.noOpenChats')}
            icon={<MessageCircle aria-hidden className="size-6 text-muted-foreground" />}
          >
            {list.data.canManage ? t('list.emptyManage') : t('list.emptyRead')}
          </EmptyState>
        </Card>
      ) : (
        <Card className="overflow-hidden p-0">
          <nav aria-label={t('list.nav')}>
            <ChatList orgSlug={orgSlug} projectSlug={projectSlug} chats={list.data.chats} />
          </nav>
        </Card>
      )}
      {!query ? (
        <label className="flex items-center gap-2 justify-self-start text-sm text-muted-foreground">
          <input
            type="checkbox"
            checked={showArchived}
            {...archivedToggle}
            onChange={(event) => setShowArchived(event.target.checked)}
            className="size-4 accent-[var(--primary)]"
          />
          {t('list.showArchived')}
        </label>
      ) : null}
      {current?.canManage && viewer.userId ? (
        <MountWhenOpened open={creating}>
          <LazyChatFormDialog
            open={creating}
            onOpenChange={setCreating}
            title={t('list.new')}
            description={t('create.description')}
            orgSlug={orgSlug}
            projectSlug={projectSlug}
            viewerId={viewer.userId}
            defaultValues={{ name: '', topic: '', isPrivate: false, memberIds: [], teamIds: [] }}
            submitLabel={t('create.submit')}
            pendingLabel={t('create.pending')}
            onSubmit={async (values) => {
              const created = await mutationQueue.run(() =>
                createChatFn({
                  data: {
                    orgSlug,
                    projectSlug,
                    name: values.name,
                    topic: values.topic,
                    memberIds: values.isPrivate ? values.memberIds : null,
                    teamIds: values.isPrivate ? values.teamIds : [],
                  },
                }),
              )
              await queryClient.invalidateQueries({ queryKey: chatKeys.project(orgSlug, projectSlug) })
              setCreating(false)
              toast.success(t('create.done', { name: values.name }))
              await navigate({
                to: '/@{$org}/$project/chat/$chatId',
                params: { org: orgSlug, project: projectSlug, chatId: created.id },
              })
            }}
          />
        </MountWhenOpened>
      ) : null}
    </div>
  )
}
