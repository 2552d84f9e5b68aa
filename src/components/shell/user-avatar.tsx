import { cn } from '~/lib/cn'

/** The letters a person's avatar shows when they have no picture: first and last name's, or the first two. */
export function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const letters =
    parts.length > 1 ? `${parts[0]![0]}${parts[parts.length - 1]![0]}` : (parts[0] ?? '?').slice(0, 2)
  return letters.toUpperCase()
}

/** Each size with the initials' type that fits it (Tailwind's spacing steps: 6 is 24 px, 8 is 32 px). */
const SIZES = {
  6: 'size-6 text-[0.625rem]',
  7: 'size-7 text-xs',
  8: 'size-8 text-xs',
  9: 'size-9 text-xs',
  16: 'size-16 text-xl',
  20: 'size-20 text-2xl',
} as const

export type UserAvatarSize = keyof typeof SIZES

/** A person's picture, or their initials. `className` adds placement and rings; the size comes from `size`. */
export function UserAvatar({
  name,
  image,
  size = 8,
  className,
}: {
  name: string
  image: string | null
  size?: UserAvatarSize
  className?: string
}) {
  if (image)
    return <img src={image} alt="" className={cn('rounded-full object-cover', SIZES[size], className)} />
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex items-center justify-center rounded-full bg-accent font-semibold text-primary',
        SIZES[size],
        className,
      )}
    >
      {initials(name)}
    </span>
  )
}
