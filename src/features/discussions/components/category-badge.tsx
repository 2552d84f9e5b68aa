import { cn } from '~/lib/cn'
import type { DiscussionCategory } from '../discussions.types'

/** A category as a small label: its emoji and name. */
export function CategoryBadge({
  category,
  className,
}: {
  category: Pick<DiscussionCategory, 'emoji' | 'name'>
  className?: string
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-medium whitespace-nowrap text-muted-foreground',
        className,
      )}
    >
      <span aria-hidden>{category.emoji}</span>
      {category.name}
    </span>
  )
}
