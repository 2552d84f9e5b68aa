import { Link2, MoreHorizontal, Pencil, Reply, Trash2 } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { useReadyControls } from '~/components/ui/use-ready-control'
import { previewOf } from '~/lib/chat-rules'
import { toast } from '~/lib/toast'
import type { ChatMessage, ChatReplyQuote } from '../chat.types'
import { messagePath, useChatRoom, type ViewMessage } from './chat-room-context'
import { ReactionPicker } from './reaction-picker'

const iconButton =
  'inline-flex size-7 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring'

/**
 * What one can do with a stored message: react, reply, and in a menu copy its link, edit (own) and delete
 * (own while the chat is not archived, or any for editors). Shown on hover and keyboard focus, always on touch screens.
 */
export function MessageActions({ message }: { message: ViewMessage }) {
  const t = useT('chat')
  const ready = useReadyControls()
  const room = useChatRoom()
  const [confirming, setConfirming] = React.useState(false)
  const own = message.author?.id === room.chat.viewerId
  const canPost = room.chat.canPost && !room.chat.archived
  const canEdit = own && canPost
  const canDelete = (own && !room.chat.archived) || room.chat.canManage

  const copyLink = async () => {
    const href = `${window.location.origin}${messagePath(room.orgSlug, room.projectSlug, room.chat.id, message.id)}`
    try {
      await navigator.clipboard.writeText(href)
      toast.success(t('actions.copied'))
    } catch {
      toast.error(t('actions.copyFailed'))
    }
  }

  return (
    <div
      role="toolbar"
      aria-label={t('actions.label')}
      className="absolute -top-3 end-2 z-10 flex items-center gap-0.5 rounded-md border border-border bg-card p-0.5 opacity-0 shadow-sm transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100"
    >
      {canPost ? (
        <>
          <ReactionPicker
            reactions={message.reactions}
            onToggle={(emoji, on) => void room.actions.react(message.id, emoji, on)}
          />
          <button
            type="button"
            aria-label={t('actions.reply')}
            {...ready(undefined, t('actions.reply'))}
            className={iconButton}
            onClick={() => {
              room.setReplyTo(quoteOf(message))
              room.focusComposer()
            }}
          >
            <Reply aria-hidden className="size-4" />
          </button>
        </>
      ) : null}
      <DropdownMenu>
        <DropdownMenuTrigger aria-label={t('actions.more')} title={t('actions.more')} className={iconButton}>
          <MoreHorizontal aria-hidden className="size-4" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => void copyLink()}>
            <Link2 aria-hidden />
            {t('actions.copyLink')}
          </DropdownMenuItem>
          {canEdit ? (
            <DropdownMenuItem onSelect={() => room.setEditingId(message.id)}>
              <Pencil aria-hidden />
              {t('actions.edit')}
            </DropdownMenuItem>
          ) : null}
          {canDelete ? (
            <DropdownMenuItem onSelect={() => setConfirming(true)} className="text-destructive">
              <Trash2 aria-hidden />
              {t('actions.delete')}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {confirming ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('actions.deleteTitle')}
          description={
            own
              ? t('actions.deleteOwn')
              : t('actions.deleteOther', { name: message.author?.name ?? t('actions.someone') })
          }
          confirmLabel={t('actions.deleteConfirm')}
          pendingLabel={t('manage.deleting')}
          onConfirm={async () => {
            if (await room.actions.remove(message.id)) {
              setConfirming(false)
              room.focusComposer()
            }
          }}
        />
      ) : null}
    </div>
  )
}

/** The quote a reply carries while it is pending (the server makes the stored one). */
function quoteOf(message: ChatMessage): ChatReplyQuote {
  return {
    id: message.id,
    authorName: message.author?.name ?? null,
    excerpt: message.deletedAt ? '' : previewOf(message.body),
    deleted: message.deletedAt !== null,
  }
}
