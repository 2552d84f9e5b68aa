import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Archive, ArchiveRestore, Settings, Trash2 } from 'lucide-react'
import * as React from 'react'
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
    toast.success('Chat saved')
  }

  const setArchived = async (archived: boolean) => {
    try {
      await mutationQueue.run(() => archiveChatFn({ data: { ...ref, archived } }))
      await refresh()
      toast.success(archived ? `${chat.name} is archived` : `${chat.name} is open again`)
    } catch (error) {
      toast.error(messageOf(error, 'The chat could not be changed'))
    }
  }

  return (
    <>
      <DropdownMenu onOpenChange={(open) => open && void LazyChatFormDialog.preload()}>
        <DropdownMenuTrigger
          aria-label="Chat settings"
          title="Chat settings"
          className="inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Settings aria-hidden className="size-4" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setDialog('settings')}>
            <Settings aria-hidden /> Name, topic and members
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void setArchived(!chat.archived)}>
            {chat.archived ? <ArchiveRestore aria-hidden /> : <Archive aria-hidden />}
            {chat.archived ? 'Unarchive' : 'Archive'}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialog('delete')} className="text-destructive">
            <Trash2 aria-hidden /> Delete chat
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <MountWhenOpened open={dialog === 'settings'}>
        <LazyChatFormDialog
          open={dialog === 'settings'}
          onOpenChange={(open) => setDialog(open ? 'settings' : null)}
          title="Chat settings"
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
          submitLabel="Save"
          pendingLabel="Saving…"
          onSubmit={saveSettings}
        />
      </MountWhenOpened>
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={`Delete ${chat.name}?`}
        description="The chat and every message in it are deleted for everyone. This cannot be undone; archive it to keep its history."
        confirmLabel="Delete chat"
        pendingLabel="Deleting…"
        onConfirm={async () => {
          try {
            goneChats.add(chat.id)
            await mutationQueue.run(() => deleteChatFn({ data: ref }))
            // The lists first (the chat must not show there on arrival), not the chat itself: refetched while
            // still on screen, it would be not found.
            await queryClient.invalidateQueries({ queryKey: chatKeys.lists(orgSlug, projectSlug) })
            toast.success(`${chat.name} was deleted`)
            await navigate({ to: '/@{$org}/$project/chat', params: { org: orgSlug, project: projectSlug } })
            queryClient.removeQueries({ queryKey: chatKeys.chat(orgSlug, projectSlug, chat.id) })
          } catch (error) {
            goneChats.delete(chat.id)
            toast.error(messageOf(error, 'The chat could not be deleted'))
          }
        }}
      />
    </>
  )
}
