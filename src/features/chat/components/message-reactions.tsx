import { ReactionPills } from '~/components/ui/reaction-pills'
import type { ChatReaction } from '~/lib/chat-rules'
import type { ChatReactionSummary } from '../chat.types'

/** The reactions a message has (each a toggle of the viewer's own); the rest of the fixed set is in a menu. */
export function MessageReactions({
  reactions,
  disabled,
  onToggle,
}: {
  reactions: ChatReactionSummary[]
  disabled: boolean
  onToggle: (emoji: ChatReaction, on: boolean) => void
}) {
  const shown = reactions.filter((reaction) => reaction.count > 0)
  if (shown.length === 0) return null
  return (
    <ReactionPills
      reactions={shown}
      disabled={disabled}
      size="sm"
      className="mt-1"
      onToggle={(reaction) => onToggle(reaction.emoji, !reaction.reacted)}
    />
  )
}
