import { useCommonText } from '~/components/ui/use-common-text'
import { cn } from '~/lib/cn'
import { countOf } from '~/lib/count-of'
import { formatNumber } from '~/lib/i18n/intl'

/**
 * "n/max" for the eye and "N characters left" for screen readers. Announced only near the limit: a live
 * region on every keystroke would drown the typing.
 */
export function CharacterCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const { locale, t } = useCommonText()
  const remaining = Math.max(max - length, 0)
  const nearLimit = remaining <= Math.max(20, max * 0.1)
  return (
    <p
      id={id}
      aria-live={nearLimit ? 'polite' : 'off'}
      className={cn('shrink-0 tabular-nums', remaining === 0 && 'font-medium text-destructive')}
    >
      <span aria-hidden>
        {formatNumber(locale, length)}/{formatNumber(locale, max)}
      </span>
      <span className="sr-only">
        {t('editor.charactersLeft', `${countOf(remaining, { one: 'character', other: 'characters' })} left`, {
          count: remaining,
        })}
      </span>
    </p>
  )
}

/** Where the mention list (and its hint) opens: above a composer pinned to the bottom of the screen. */
export const MENTION_PLACEMENT = { below: 'top-full mt-1', above: 'bottom-full mb-1' } as const
export type MentionPlacement = keyof typeof MENTION_PLACEMENT

/** The id of a mention option, which the textarea's aria-activedescendant names. */
export const mentionOptionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`

/** Said in place of the mention list when nobody matches or the search failed. */
export function MentionHint({
  children,
  placement = 'below',
}: {
  children: string
  placement?: MentionPlacement
}) {
  return (
    <p
      role="status"
      className={cn(
        'absolute inset-x-2 z-30 max-w-80 rounded-md border border-border bg-card px-3 py-2 text-sm text-muted-foreground shadow-lg',
        MENTION_PLACEMENT[placement],
      )}
    >
      {children}
    </p>
  )
}
