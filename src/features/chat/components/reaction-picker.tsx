import { SmilePlus } from 'lucide-react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { reactionName } from '~/components/ui/reaction-pills'
import { CHAT_REACTIONS, type ChatReaction } from '~/lib/chat-rules'
import { cn } from '~/lib/cn'
import type { ChatReactionSummary } from '../chat.types'

/** "Add reaction": the fixed set in a menu (arrow keys, Enter, Escape). */
export function ReactionPicker({
  reactions,
  onToggle,
  className,
}: {
  reactions: ChatReactionSummary[]
  onToggle: (emoji: ChatReaction, on: boolean) => void
  className?: string
}) {
  const reacted = new Set(reactions.filter((reaction) => reaction.reacted).map((reaction) => reaction.emoji))
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Add reaction"
        title="Add reaction"
        className={cn(
          'inline-flex size-7 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
          className,
        )}
      >
        <SmilePlus aria-hidden className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" fitContent className="grid grid-cols-3 gap-1">
        {CHAT_REACTIONS.map((emoji) => (
          <DropdownMenuItem
            key={emoji}
            aria-label={`${reacted.has(emoji) ? 'Remove' : 'React with'} ${reactionName(emoji)}`}
            onSelect={() => onToggle(emoji, !reacted.has(emoji))}
            className={cn('justify-center', reacted.has(emoji) && 'bg-accent')}
          >
            <span aria-hidden className="text-lg">
              {emoji}
            </span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
