import { Ban } from 'lucide-react'
import * as React from 'react'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { RelativeTime } from '~/components/ui/relative-time'
import { messageOf } from '~/lib/auth-result'
import { cn } from '~/lib/cn'
import { toast } from '~/lib/toast'
import { revokeApiKeyFn } from '../api-keys.functions'
import type { ApiKeyEntry } from '../api-keys.queries'

const STATUS_LABEL: Record<ApiKeyEntry['status'], string> = {
  active: 'Active',
  revoked: 'Revoked',
  expired: 'Expired',
}

/** A day as "31 Jan 2027" (UTC, the day an expiry was chosen as). */
function dayOf(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** The last day a key works: its expiry is the midnight (UTC) after that day. */
function lastDayOf(expiresAt: string): string {
  return dayOf(new Date(new Date(expiresAt).getTime() - 1).toISOString())
}

export function ApiKeyRow({
  apiKey,
  orgSlug,
  onChanged,
}: {
  apiKey: ApiKeyEntry
  orgSlug: string
  onChanged: () => Promise<void>
}) {
  const [confirming, setConfirming] = React.useState(false)
  const active = apiKey.status === 'active'

  const revoke = async () => {
    try {
      await revokeApiKeyFn({ data: { slug: orgSlug, keyId: apiKey.id } })
      await onChanged()
      setConfirming(false)
      toast.success(`${apiKey.name} was revoked`)
    } catch (error) {
      toast.error(messageOf(error, 'Could not revoke the key'))
    }
  }

  return (
    <li className="grid gap-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start" data-testid="api-key-row">
      <div className="grid min-w-0 gap-1.5">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="min-w-0 truncate text-sm font-medium">{apiKey.name}</span>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              active
                ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
                : 'bg-muted text-muted-foreground',
            )}
          >
            {STATUS_LABEL[apiKey.status]}
          </span>
          <code className="text-xs text-muted-foreground">{apiKey.start}…</code>
        </p>
        <ul className="flex flex-wrap gap-1" aria-label={`Scopes of ${apiKey.name}`}>
          {apiKey.scopes.map((scope) => (
            <li key={scope}>
              <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{scope}</code>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs text-muted-foreground sm:flex sm:flex-wrap sm:gap-x-4">
          <div className="contents sm:flex sm:gap-1">
            <dt>Project</dt>
            <dd className="min-w-0 truncate text-foreground">{apiKey.project?.name ?? 'All projects'}</dd>
          </div>
          <div className="contents sm:flex sm:gap-1">
            <dt>Created</dt>
            <dd className="min-w-0 truncate">
              <RelativeTime iso={apiKey.createdAt} /> by {apiKey.createdBy?.name ?? 'a deleted account'}
            </dd>
          </div>
          <div className="contents sm:flex sm:gap-1">
            <dt>Last used</dt>
            <dd>{apiKey.lastUsedAt ? <RelativeTime iso={apiKey.lastUsedAt} /> : 'Never'}</dd>
          </div>
          <div className="contents sm:flex sm:gap-1">
            <dt>{apiKey.status === 'expired' ? 'Expired' : 'Expires'}</dt>
            <dd>{apiKey.expiresAt ? `after ${lastDayOf(apiKey.expiresAt)}` : 'Never'}</dd>
          </div>
          {apiKey.revokedAt ? (
            <div className="contents sm:flex sm:gap-1">
              <dt>Revoked</dt>
              <dd>
                <RelativeTime iso={apiKey.revokedAt} />
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      {active ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start sm:justify-self-end"
          aria-label={`Revoke ${apiKey.name}`}
          onClick={() => setConfirming(true)}
        >
          <Ban aria-hidden /> Revoke
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Revoke ${apiKey.name}?`}
        description="Requests made with this key are refused from now on. What it wrote stays, shown as written via the key. This cannot be undone: a new key has a new secret."
        confirmLabel="Revoke key"
        pendingLabel="Revoking…"
        onConfirm={revoke}
      />
    </li>
  )
}
