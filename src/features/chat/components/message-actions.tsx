import { Link2, MoreHorizontal, Pencil, Reply, Trash2 } from 'lucide-react'
import * as React from 'react'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { readyControl, useHydrated } from '~/lib/hydration'
import { toast } from '~/lib/toast'
import { quoteOf } from '../hooks/use-chat-actions'
import { messagePath, useChatRoom, type ViewMessage } from './chat-room-context'
import { ReactionPicker } from './reaction-picker'

const iconButton =
  'inline-flex size-7 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring'

/**
 * What one can do with a stored message: react, reply, and in a menu copy its link, edit (own) and delete
 * (own while the chat is not archived, or any for editors). Shown on hover and keyboard focus, always on touch screens.
 */
export function MessageActions({ message }: { message: ViewMessage }) {
  const hydrated = useHydrated()
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
      toast.success('Link copied')
    } catch {
      toast.error('Could not copy the link')
    }
  }

  return (
    <div
      role="toolbar"
      aria-label="Message actions"
      className="absolute -top-3 right-2 z-10 flex items-center gap-0.5 rounded-md border border-border bg-card p-0.5 opacity-0 shadow-sm transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100"
    >
      {canPost ? (
        <>
          <ReactionPicker
            reactions={message.reactions}
            onToggle={(emoji, on) => void room.actions.react(message.id, emoji, on)}
          />
          <button
            type="button"
            aria-label="Reply"
            {...readyControl(hydrated, undefined, 'Reply')}
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
        <DropdownMenuTrigger aria-label="More actions" title="More actions" className={iconButton}>
          <MoreHorizontal aria-hidden className="size-4" />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => void copyLink()}>
            <Link2 aria-hidden />
            Copy link
          </DropdownMenuItem>
          {canEdit ? (
            <DropdownMenuItem onSelect={() => room.setEditingId(message.id)}>
              <Pencil aria-hidden />
              Edit
            </DropdownMenuItem>
          ) : null}
          {canDelete ? (
            <DropdownMenuItem onSelect={() => setConfirming(true)} className="text-destructive">
              <Trash2 aria-hidden />
              Delete
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {confirming ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Delete this message?"
          description={
            own
              ? 'It is replaced by "message deleted" for everyone in the chat.'
              : `This deletes ${message.author?.name ?? 'someone'}'s message for everyone; "message deleted" stays in its place.`
          }
          confirmLabel="Delete message"
          pendingLabel="Deleting…"
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
