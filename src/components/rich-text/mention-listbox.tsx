import { Users } from 'lucide-react'
import * as React from 'react'
import { UserAvatar } from '~/components/shell/user-avatar'
import { useCommonText } from '~/components/ui/use-common-text'
import { cn } from '~/lib/cn'
import type { MentionCandidate } from '~/lib/mentions'
import { MENTION_PLACEMENT, type MentionPlacement, mentionOptionId } from './editor-parts'

export type MentionListboxProps = {
  id: string
  candidates: MentionCandidate[]
  activeIndex: number
  onPick: (index: number) => void
  onActivate: (index: number) => void
  placement?: MentionPlacement
}

/**
 * The people matching the `@query`. Focus stays in the textarea (aria-activedescendant points here), so
 * options react to the pointer without taking focus.
 */
export function MentionListbox({
  id,
  candidates,
  activeIndex,
  onPick,
  onActivate,
  placement = 'below',
}: MentionListboxProps) {
  const { t } = useCommonText()
  const listRef = React.useRef<HTMLDivElement>(null)

  React.useEffect(() => {
    const active = listRef.current?.querySelector<HTMLElement>(
      `#${CSS.escape(mentionOptionId(id, activeIndex))}`,
    )
    active?.scrollIntoView?.({ block: 'nearest' })
  }, [id, activeIndex])

  return (
    <div
      ref={listRef}
      id={id}
      role="listbox"
      aria-label={
        candidates.some((candidate) => candidate.kind === 'team')
          ? t('editor.mentionPeopleAndTeams', 'People and teams to mention')
          : t('editor.mentionPeople', 'People to mention')
      }
      className={cn(
        'absolute inset-x-2 z-30 max-h-60 max-w-80 overflow-y-auto rounded-md border border-border bg-card p-1 shadow-lg',
        MENTION_PLACEMENT[placement],
      )}
    >
      {candidates.map((candidate, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the textarea's (aria-activedescendant pattern)
        <div
          key={`${candidate.kind ?? 'person'}:${candidate.username}`}
          id={mentionOptionId(id, index)}
          role="option"
          aria-selected={index === activeIndex}
          tabIndex={-1}
          // Keep the focus (and the caret) in the textarea.
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => {
            if (index !== activeIndex) onActivate(index)
          }}
          onClick={() => onPick(index)}
          className={cn(
            'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm',
            index === activeIndex ? 'bg-accent text-foreground' : 'text-foreground',
          )}
        >
          {candidate.kind === 'team' ? (
            <span
              aria-hidden
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground"
            >
              <Users className="size-3.5" />
            </span>
          ) : (
            <UserAvatar size={6} name={candidate.name} image={candidate.image} />
          )}
          <span className="min-w-0 truncate font-medium">{candidate.name}</span>
          <span className="shrink-0 text-muted-foreground">@{candidate.username}</span>
          {candidate.kind === 'team' ? (
            <span className="ms-auto shrink-0 rounded-full border border-border px-1.5 text-xs text-muted-foreground">
              {t('editor.team', 'Team')}
            </span>
          ) : null}
        </div>
      ))}
    </div>
  )
}
