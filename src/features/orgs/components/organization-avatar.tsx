import { cn } from '~/lib/cn'

/** Each size with the corner and the initial's type that suit it (Tailwind's spacing steps: 10 is 40 px). */
const SIZES = {
  5: 'size-5 rounded text-[0.65rem]',
  6: 'size-6 rounded-md text-xs',
  7: 'size-7 rounded-lg text-xs',
  8: 'size-8 rounded-lg text-sm',
  10: 'size-10 rounded-lg',
  12: 'size-12 rounded-lg text-lg',
  14: 'size-14 rounded-lg text-xl',
} as const

export type OrganizationAvatarSize = keyof typeof SIZES

/** A team's logo, or its initial. `className` adds placement; the size comes from `size`. */
export function OrganizationAvatar({
  name,
  logo,
  size = 10,
  className,
}: {
  name: string
  logo: string | null
  size?: OrganizationAvatarSize
  className?: string
}) {
  if (logo) return <img src={logo} alt="" className={cn('object-cover', SIZES[size], className)} />
  // The initial stands in for a logo, so it is a picture, not text: drawn by CSS rather than written in the
  // document, it is not read as part of the visible label of a control it sits in (a switcher showing
  // "D" + "Demo Team" is labelled "Demo Team", as it would be beside a logo).
  return (
    <span
      aria-hidden
      data-initial={name.slice(0, 1).toUpperCase()}
      className={cn(
        'inline-flex items-center justify-center bg-accent font-semibold text-primary before:content-[attr(data-initial)]',
        SIZES[size],
        className,
      )}
    />
  )
}
