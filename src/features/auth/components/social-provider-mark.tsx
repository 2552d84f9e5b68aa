import { cn } from '~/lib/cn'

/** A provider's initial in a small badge: no third-party logos are shipped (or loaded from elsewhere). */
export function SocialProviderMark({
  id,
  name,
  className,
}: {
  id: string
  name: string
  className?: string
}) {
  return (
    <span
      aria-hidden
      data-provider={id}
      className={cn(
        'inline-flex size-5 shrink-0 items-center justify-center rounded bg-muted text-[11px] font-semibold uppercase text-foreground',
        className,
      )}
    >
      {name.charAt(0)}
    </span>
  )
}
