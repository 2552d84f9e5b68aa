import { cn } from '~/lib/cn'

export function rolesOf(role: string | null | undefined): string[] {
  const roles = (role ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
  return roles.length > 0 ? roles : ['user']
}

export function RoleBadges({ role }: { role: string | null | undefined }) {
  return (
    <span className="inline-flex flex-wrap gap-1">
      {rolesOf(role).map((value) => (
        <span
          key={value}
          className={cn(
            'rounded-full border px-2 py-0.5 text-xs font-medium',
            value === 'admin'
              ? 'border-primary/40 bg-primary/10 text-primary'
              : 'border-border bg-muted text-muted-foreground',
          )}
        >
          {value}
        </span>
      ))}
    </span>
  )
}

export function BannedBadge() {
  return (
    <span className="rounded-full border border-destructive/40 bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">
      banned
    </span>
  )
}
