import { cn } from '~/lib/cn'

export function OrganizationAvatar({
  name,
  logo,
  className,
}: {
  name: string
  logo: string | null
  className?: string
}) {
  if (logo) return <img src={logo} alt="" className={cn('size-10 rounded-lg object-cover', className)} />
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-lg bg-accent font-semibold text-primary',
        className,
      )}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  )
}
