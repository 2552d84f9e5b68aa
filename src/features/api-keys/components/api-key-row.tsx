import { Ban } from 'lucide-react'
import * as React from 'react'
import { richText, useErrorText, useLocale, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { RelativeTime } from '~/components/ui/relative-time'
import { messageOf } from '~/lib/auth-result'
import { cn } from '~/lib/cn'
import type { MessageKey } from '~/lib/i18n/catalogue'
import { formatDate } from '~/lib/i18n/intl'
import { toast } from '~/lib/toast'
import { revokeApiKeyFn } from '../api-keys.functions'
import type { ApiKeyEntry } from '../api-keys.queries'

const STATUS_LABEL: Record<ApiKeyEntry['status'], MessageKey<'apiKeys'>> = {
  active: 'status.active',
  revoked: 'status.revoked',
  expired: 'status.expired',
}

/** The last day a key works (in the page's language, UTC): its expiry is the midnight (UTC) after that day. */
function lastDayOf(locale: string, expiresAt: string): string {
  return formatDate(locale, new Date(new Date(expiresAt).getTime() - 1))
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
  const t = useT('apiKeys')
  const errorText = useErrorText()
  const locale = useLocale()
  const [confirming, setConfirming] = React.useState(false)
  const active = apiKey.status === 'active'

  const revoke = async () => {
    try {
      await revokeApiKeyFn({ data: { slug: orgSlug, keyId: apiKey.id } })
      await onChanged()
      setConfirming(false)
      toast.success(t('row.revoked', { name: apiKey.name }))
    } catch (error) {
      toast.error(errorText(messageOf(error, t('row.revokeFailed'))))
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
            {t(STATUS_LABEL[apiKey.status])}
          </span>
          <code className="text-xs text-muted-foreground">{apiKey.start}…</code>
        </p>
        <ul className="flex flex-wrap gap-1" aria-label={t('row.scopesLabel', { name: apiKey.name })}>
          {apiKey.scopes.map((scope) => (
            <li key={scope}>
              <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{scope}</code>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs text-muted-foreground sm:flex sm:flex-wrap sm:gap-x-4">
          <div className="contents sm:flex sm:gap-1">
            <dt>{t('row.project')}</dt>
            <dd className="min-w-0 truncate text-foreground">
              {apiKey.project?.name ?? t('row.allProjects')}
            </dd>
          </div>
          <div className="contents sm:flex sm:gap-1">
            <dt>{t('row.created')}</dt>
            <dd className="min-w-0 truncate">
              {richText(t('row.createdBy', { name: apiKey.createdBy?.name ?? t('row.deletedAccount') }), {
                time: <RelativeTime iso={apiKey.createdAt} />,
              })}
            </dd>
          </div>
          <div className="contents sm:flex sm:gap-1">
            <dt>{t('row.lastUsed')}</dt>
            <dd>{apiKey.lastUsedAt ? <RelativeTime iso={apiKey.lastUsedAt} /> : t('row.never')}</dd>
          </div>
          <div className="contents sm:flex sm:gap-1">
            <dt>{apiKey.status === 'expired' ? t('status.expired') : t('row.expires')}</dt>
            <dd>
              {apiKey.expiresAt
                ? t('row.expiresAfter', { day: lastDayOf(locale, apiKey.expiresAt) })
                : t('row.never')}
            </dd>
          </div>
          {apiKey.revokedAt ? (
            <div className="contents sm:flex sm:gap-1">
              <dt>{t('status.revoked')}</dt>
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
          aria-label={t('row.revokeLabel', { name: apiKey.name })}
          onClick={() => setConfirming(true)}
        >
          <Ban aria-hidden /> {t('row.revoke')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('row.confirmTitle', { name: apiKey.name })}
        description={t('row.confirmDescription')}
        confirmLabel={t('row.confirmLabel')}
        pendingLabel={t('row.revoking')}
        onConfirm={revoke}
      />
    </li>
  )
}
