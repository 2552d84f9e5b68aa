import { cn } from '~/lib/cn'

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const letters =
    parts.length > 1 ? `${parts[0]![0]}${parts[parts.length - 1]![0]}` : (parts[0] ?? '?').slice(0, 2)
  return letters.toUpperCase()
}

export function UserAvatar({
  name,
  image,
  className,
}: {
  name: string
  image: string | null
  className?: string
}) {
  if (image) return <img src={image} alt="" className={cn('size-8 rounded-full object-cover', className)} />
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-full bg-accent text-xs font-semibold text-primary',
        className,
      )}
    >
      {initials(name)}
    </span>
  )
}
