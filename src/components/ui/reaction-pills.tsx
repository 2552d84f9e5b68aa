import { useT } from '~/components/i18n/use-t'
import { useReadyControls } from '~/components/ui/use-ready-control'
import { cn } from '~/lib/cn'
import type { MessageKey, Translate } from '~/lib/i18n/catalogue'

/** What assistive technology hears for each emoji of the features' fixed reaction sets (`common` messages). */
const REACTION_KEYS: Record<string, MessageKey<'common'>> = {
  '👍': 'reaction.thumbsUp',
  '❤️': 'reaction.love',
  '😂': 'reaction.laughing',
  '🎉': 'reaction.celebrate',
  '😮': 'reaction.surprised',
  '🚀': 'reaction.rocket',
  '👀': 'reaction.eyes',
}

/** The emoji's name in the page's language (the `common` catalogue's `t`). */
export function reactionName(emoji: string, t: Translate<'common'>): string {
  const key = REACTION_KEYS[emoji]
  return key ? t(key) : emoji
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
  const ready = useReadyControls()
  const t = useT('common')
  return (
    <ul
      className={cn('flex flex-wrap', size === 'sm' ? 'gap-1' : 'gap-1.5', className)}
      aria-label={t('reactions.label')}
    >
      {reactions.map((reaction) => (
        <li key={reaction.emoji}>
          <button
            type="button"
            aria-pressed={reaction.reacted}
            aria-label={t('reactions.reactWith', {
              name: reactionName(reaction.emoji, t),
              count: reaction.count,
            })}
            {...ready(disabled)}
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
