import { Ban, Eye, History, Pencil, Play, RefreshCw, Send, Trash2 } from 'lucide-react'
import * as React from 'react'
import { richText, useErrorText, useLocale, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { RelativeTime } from '~/components/ui/relative-time'
import { messageOf } from '~/lib/auth-result'
import { cn } from '~/lib/cn'
import { formatDate } from '~/lib/i18n/intl'
import { toast } from '~/lib/toast'
import {
  deleteWebhookFn,
  revealWebhookSecretFn,
  rotateWebhookSecretFn,
  sendWebhookTestFn,
  setWebhookEnabledFn,
} from '../webhooks.functions'
import type { WebhookDeliveryEntry, WebhookEndpointEntry, WebhookProject } from '../webhooks.queries'
import { WebhookDeliveryLog } from './webhook-delivery-log'
import {
  DELIVERY_STATUS_CLASSES,
  DELIVERY_STATUS_NAMES,
  deliveryOutcome,
  endpointName,
  FORMAT_NAMES,
} from './webhook-labels'
import type { ShownWebhookSecret } from './webhook-secret-dialog'

type WebhookRowProps = {
  endpoint: WebhookEndpointEntry
  lastDelivery: WebhookDeliveryEntry | undefined
  projects: WebhookProject[]
  orgSlug: string
  canRevealSecrets: boolean
  onEdit: (endpoint: WebhookEndpointEntry) => void
  onShowSecret: (shown: ShownWebhookSecret) => void
  onChanged: () => Promise<void>
  /** When the list was last fetched: an open delivery log refetches after each refresh of the list. */
  listUpdatedAt: number
}

/** One endpoint: what it receives, its state and last delivery, its actions, and its delivery log on demand. */
export function WebhookRow({
  endpoint,
  lastDelivery,
  projects,
  orgSlug,
  canRevealSecrets,
  onEdit,
  onShowSecret,
  onChanged,
  listUpdatedAt,
}: WebhookRowProps) {
  const t = useT('webhooks')
  const errorText = useErrorText()
  const locale = useLocale()
  const [confirming, setConfirming] = React.useState<'rotate' | 'delete' | null>(null)
  const [busy, setBusy] = React.useState<string | null>(null)
  const [logOpen, setLogOpen] = React.useState(false)
  const name = endpointName(endpoint)
  const logId = `webhook-log-${endpoint.id}`
  const ref = { slug: orgSlug, endpointId: endpoint.id }

  /** Runs one action at a time, with its toast; a refusal is a toast too. */
  const act = async (label: string, run: () => Promise<string | undefined>, failure: string) => {
    setBusy(label)
    try {
      const done = await run()
      await onChanged()
      if (done) toast.success(done)
    } catch (error) {
      toast.error(errorText(messageOf(error, failure)))
    } finally {
      setBusy(null)
    }
  }

  const sendTest = () =>
    act(
      'test',
      async () => {
        await sendWebhookTestFn({ data: ref })
        setLogOpen(true)
        return t('row.testSent', { name })
      },
      t('row.testFailed'),
    )
  const toggleEnabled = () =>
    act(
      'enable',
      async () => {
        await setWebhookEnabledFn({ data: { ...ref, enabled: !endpoint.enabled } })
        return endpoint.enabled ? t('row.disabledToast', { name }) : t('row.enabledToast', { name })
      },
      endpoint.enabled ? t('row.disableFailed') : t('row.enableFailed'),
    )
  const reveal = () =>
    act(
      'reveal',
      async () => {
        const { secret } = await revealWebhookSecretFn({ data: ref })
        onShowSecret({ title: t('row.secretTitle', { name }), secret })
        return undefined
      },
      t('row.revealFailed'),
    )
  const rotate = async () => {
    try {
      const { secret, endpoint: rotated } = await rotateWebhookSecretFn({ data: ref })
      await onChanged()
      setConfirming(null)
      onShowSecret({
        title: t('row.newSecretTitle', { name }),
        secret,
        note: rotated.previousSecretExpiresAt
          ? t('row.overlapNote', {
              date: formatDate(locale, rotated.previousSecretExpiresAt, { time: true }),
            })
          : undefined,
      })
    } catch (error) {
      toast.error(errorText(messageOf(error, t('row.rotateFailed'))))
    }
  }
  const remove = async () => {
    try {
      await deleteWebhookFn({ data: ref })
      setConfirming(null)
      await onChanged()
      toast.success(t('row.deleted', { name }))
    } catch (error) {
      toast.error(errorText(messageOf(error, t('row.deleteFailed'))))
    }
  }

  const projectNames = endpoint.projectIds.map(
    (id) => projects.find((project) => project.id === id)?.name ?? t('row.deletedProject'),
  )

  return (
    <li className="grid gap-3 p-4" data-testid="webhook-row">
      <div className="grid min-w-0 gap-1.5">
        <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="min-w-0 text-sm font-medium break-all">{endpoint.url}</span>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              endpoint.enabled
                ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
                : 'bg-muted text-muted-foreground',
            )}
          >
            {endpoint.enabled ? t('row.enabled') : t('row.disabled')}
          </span>
          <span className="rounded-full border border-border px-2 py-0.5 text-xs">
            {t(FORMAT_NAMES[endpoint.format])}
          </span>
        </h3>
        {endpoint.description ? (
          <p className="text-sm text-muted-foreground">{endpoint.description}</p>
        ) : null}
        {!endpoint.enabled ? (
          <p className="text-xs text-muted-foreground">
            {richText(t('row.disabledNote'), {
              reason: endpoint.disabledAt
                ? richText(
                    endpoint.disabledReason === 'failing'
                      ? t('row.disabledFailingAt')
                      : t('row.disabledByAdminAt'),
                    { time: <RelativeTime iso={endpoint.disabledAt} /> },
                  )
                : endpoint.disabledReason === 'failing'
                  ? t('row.disabledFailing')
                  : t('row.disabledByAdmin'),
            })}
          </p>
        ) : endpoint.failingSince ? (
          <p className="text-xs text-destructive">
            {richText(t('row.failingSince'), { time: <RelativeTime iso={endpoint.failingSince} /> })}
          </p>
        ) : null}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <dt>{t('row.events')}</dt>
          <dd>
            {endpoint.allEvents ? (
              <span className="text-foreground">{t('row.allEvents')}</span>
            ) : (
              <ul className="flex flex-wrap gap-1" aria-label={t('row.eventsLabel', { name })}>
                {endpoint.eventTypes.map((type) => (
                  <li key={type}>
                    <code className="rounded bg-muted px-1.5 py-0.5 text-foreground">{type}</code>
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt>{t('row.projects')}</dt>
          <dd className="text-foreground">
            {projectNames.length === 0 ? t('row.allProjects') : projectNames.join(', ')}
          </dd>
          <dt>{t('row.lastDelivery')}</dt>
          <dd>
            {lastDelivery ? (
              <span className="flex flex-wrap items-center gap-x-2">
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 font-medium',
                    DELIVERY_STATUS_CLASSES[lastDelivery.status],
                  )}
                >
                  {t(DELIVERY_STATUS_NAMES[lastDelivery.status])}
                </span>
                <code>{lastDelivery.eventType}</code>
                <span>{deliveryOutcome(lastDelivery, t)}</span>
                <RelativeTime iso={lastDelivery.lastAttemptAt ?? lastDelivery.createdAt} />
              </span>
            ) : (
              t('row.noneYet')
            )}
          </dd>
          {endpoint.previousSecretExpiresAt ? (
            <>
              <dt>{t('row.secret')}</dt>
              <dd>
                {richText(t('row.rotatedUntil'), {
                  date: (
                    <time dateTime={endpoint.previousSecretExpiresAt}>
                      {formatDate(locale, endpoint.previousSecretExpiresAt, { time: true })}
                    </time>
                  ),
                })}
              </dd>
            </>
          ) : null}
          <dt>{t('row.added')}</dt>
          <dd>
            {richText(t('row.addedBy', { name: endpoint.createdBy?.name ?? t('row.deletedAccount') }), {
              time: <RelativeTime iso={endpoint.createdAt} />,
            })}
          </dd>
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={logOpen ? 'toggled' : 'outline'}
          size="sm"
          aria-expanded={logOpen}
          aria-controls={logOpen ? logId : undefined}
          onClick={() => setLogOpen((open) => !open)}
        >
          <History aria-hidden /> {t('log.title')}
        </Button>
        <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void sendTest()}>
          <Send aria-hidden /> {busy === 'test' ? t('row.sending') : t('row.sendTest')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onEdit(endpoint)}>
          <Pencil aria-hidden /> {t('row.edit')}
        </Button>
        <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void toggleEnabled()}>
          {endpoint.enabled ? <Ban aria-hidden /> : <Play aria-hidden />}
          {endpoint.enabled ? t('row.disable') : t('row.enable')}
        </Button>
        {canRevealSecrets ? (
          <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void reveal()}>
            <Eye aria-hidden /> {t('row.reveal')}
          </Button>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => setConfirming('rotate')}>
          <RefreshCw aria-hidden /> {t('row.rotate')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setConfirming('delete')}>
          <Trash2 aria-hidden /> {t('row.delete')}
        </Button>
      </div>
      {logOpen ? (
        <WebhookDeliveryLog
          orgSlug={orgSlug}
          endpointId={endpoint.id}
          endpointName={name}
          id={logId}
          listUpdatedAt={listUpdatedAt}
        />
      ) : null}
      <ConfirmDialog
        open={confirming === 'rotate'}
        onOpenChange={(open) => setConfirming(open ? 'rotate' : null)}
        title={t('row.rotateTitle', { name })}
        description={t('row.rotateDescription')}
        confirmLabel={t('row.rotate')}
        pendingLabel={t('row.rotating')}
        onConfirm={rotate}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => setConfirming(open ? 'delete' : null)}
        title={t('row.deleteTitle', { name })}
        description={t('row.deleteDescription')}
        confirmLabel={t('row.deleteConfirm')}
        pendingLabel={t('row.deleting')}
        onConfirm={remove}
      />
    </li>
  )
}
