import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Archive, ArchiveRestore, Settings, Trash2 } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { mutationQueue } from '~/features/live/mutation-queue'
import { messageOf } from '~/lib/auth-result'
import { MountWhenOpened } from '~/lib/lazy-dialog'
import { toast } from '~/lib/toast'
import { archiveChatFn, deleteChatFn, updateChatFn } from '../chat.functions'
import { chatKeys } from '../chat.queries'
import { goneChats } from '../hooks/gone-chats'
import type { ChatSettings } from './chat-form-dialog'
import { useChatRoom } from './chat-room-context'
import { LazyChatFormDialog } from './lazy-chat-form-dialog'

/** Editors: the chat's settings (name, topic, members), archive, delete. */
export function ChatManageMenu() {
  const t = useT('chat')
  const errorText = useErrorText()
  const { orgSlug, projectSlug, chat } = useChatRoom()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [dialog, setDialog] = React.useState<'settings' | 'delete' | null>(null)
  const ref = { orgSlug, projectSlug, chatId: chat.id }
  const refresh = () => queryClient.invalidateQueries({ queryKey: chatKeys.project(orgSlug, projectSlug) })

  const saveSettings = async (values: ChatSettings) => {
    await mutationQueue.run(() => updateChatFn({ data: { ...ref, ...values } }))
    await refresh()
    setDialog(null)
    toast.success(t('manage.saved'))
  }

  const setArchived = async (archived: boolean) => {
    try {
      await mutationQueue.run(() => archiveChatFn({ data: { ...ref, archived } }))
      await refresh()
      toast.success(t(archived ? 'manage.archived' : 'manage.reopened', { name: chat.name }))
    } catch (error) {
      toast.error(errorText(messageOf(error, t('manage.changeFailed'))))
    }
  }

  return (
    <>
      <DropdownMenu onOpenChange={(open) => open && void LazyChatFormDialog.preload()}>
        <DropdownMenuTrigger
          aria-label={t('manage.settings')}
          title={t('manage.settings')}
          className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Settings aria-hidden className="size-4" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setDialog('settings')}>
            <Settings aria-hidden /> {t('manage.edit')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void setArchived(!chat.archived)}>
            {chat.archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
            {chat.archived ? t('manage.unarchive') : t('manage.archive')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialog('delete')} className="text-destructive">
            <Trash2 aria-hidden /> {t('manage.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <MountWhenOpened open={dialog === 'settings'}>
        <LazyChatFormDialog
          open={dialog === 'settings'}
          onOpenChange={(open) => setDialog(open ? 'settings' : null)}
          title={t('manage.settings')}
          orgSlug={orgSlug}
          projectSlug={projectSlug}
          viewerId={chat.viewerId}
          defaultValues={{
            name: chat.name,
            topic: chat.topic,
            isPrivate: chat.isPrivate,
            memberIds: chat.members?.map((person) => person.id) ?? [],
            teamIds: chat.teams?.map((team) => team.id) ?? [],
          }}
          submitLabel={t('manage.save')}
          pendingLabel={t('manage.saving')}
          onSubmit={saveSettings}
        />
      </MountWhenOpened>
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={t('manage.deleteTitle', { name: chat.name })}
        description={t('manage.deleteDescription')}
        confirmLabel={t('manage.delete')}
        pendingLabel={t('manage.deleting')}
        onConfirm={async () => {
          try {
            goneChats.add(chat.id)
            await mutationQueue.run(() => deleteChatFn({ data: ref }))
            // The lists first (the chat must not show there on arrival), not the chat itself: refetched while
            // still on screen, it would be not found.
            await queryClient.invalidateQueries({ queryKey: chatKeys.lists(orgSlug, projectSlug) })
            toast.success(t('room.deleted', { name: chat.name }))
            await navigate({ to: '/@{$org}/$project/chat', params: { org: orgSlug, project: projectSlug } })
            queryClient.removeQueries({ queryKey: chatKeys.chat(orgSlug, projectSlug, chat.id) })
          } catch (error) {
            goneChats.delete(chat.id)
            toast.error(errorText(messageOf(error, t('manage.deleteFailed'))))
          }
        }}
      />
    </>
  )
}
