import { SmilePlus } from 'lucide-react'
import { useT } from '~/components/i18n/use-t'
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
  const t = useT('chat')
  const common = useT('common')
  const reacted = new Set(reactions.filter((reaction) => reaction.reacted).map((reaction) => reaction.emoji))
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('reaction.add')}
        title={t('reaction.add')}
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
            aria-label={t(reacted.has(emoji) ? 'reaction.remove' : 'reaction.reactWith', {
              name: reactionName(emoji, common),
            })}
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
