import { useT } from '~/components/i18n/use-t'
import { cn } from '~/lib/cn'
import type { Translate } from '~/lib/i18n/catalogue'

export function rolesOf(role: string | null | undefined): string[] {
  const roles = (role ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
  return roles.length > 0 ? roles : ['user']
}

/** A site role in words ("admin"); a role of someone else's making shows as it is. */
function roleWord(t: Translate<'admin'>, role: string): string {
  if (role === 'admin') return t('badge.admin')
  if (role === 'user') return t('badge.user')
  return role
}

export function RoleBadges({ role }: { role: string | null | undefined }) {
  const t = useT('admin')
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
          {roleWord(t, value)}
        </span>
      ))}
    </span>
  )
}

export function BannedBadge() {
  const t = useT('admin')
  return (
    <span className="rounded-full border border-destructive/40 bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">
      {t('badge.banned')}
    </span>
  )
}
