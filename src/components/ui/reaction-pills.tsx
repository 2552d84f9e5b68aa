import { cn } from '~/lib/cn'
import { readyControl, useHydrated } from '~/lib/hydration'

/** What assistive technology hears for each emoji of the features' fixed reaction sets. */
const REACTION_NAMES: Record<string, string> = {
  '👍': 'thumbs up',
  '❤️': 'love',
  '😂': 'laughing',
  '🎉': 'celebrate',
  '😮': 'surprised',
  '🚀': 'rocket',
  '👀': 'eyes',
}

export function reactionName(emoji: string): string {
  return REACTION_NAMES[emoji] ?? emoji
}

export type ReactionPill = { emoji: string; count: number; reacted: boolean }

/**
 * One list of reaction toggles, whatever they react to: each pill shows its emoji and count and
 * toggles the viewer's own reaction; the feature decides what pressing means and which pills to show.
 */
export function ReactionPills<Pill extends ReactionPill>({
  reactions,
  onToggle,
  disabled = false,
  size = 'md',
  className,
}: {
  reactions: Pill[]
  onToggle: (reaction: Pill) => void
  disabled?: boolean
  size?: 'sm' | 'md'
  className?: string
}) {
  const hydrated = useHydrated()
  return (
    <ul
      className={cn('flex flex-wrap', size === 'sm' ? 'gap-1' : 'gap-1.5', className)}
      aria-label="Reactions"
    >
      {reactions.map((reaction) => (
        <li key={reaction.emoji}>
          <button
            type="button"
            aria-pressed={reaction.reacted}
            aria-label={`React with ${reactionName(reaction.emoji)} (${reaction.count})`}
            {...readyControl(hydrated, disabled)}
            onClick={() => onToggle(reaction)}
            className={cn(
              'inline-flex cursor-pointer items-center gap-1 rounded-full border tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60',
              size === 'sm' ? 'h-7 px-2 text-xs' : 'h-8 px-2.5 text-sm',
              reaction.reacted
                ? 'border-primary bg-accent text-foreground'
                : 'border-border bg-card text-muted-foreground hover:border-primary',
            )}
          >
            <span aria-hidden>{reaction.emoji}</span>
            {reaction.count}
          </button>
        </li>
      ))}
    </ul>
  )
}
