import { Ban, Eye, History, Pencil, Play, RefreshCw, Send, Trash2 } from 'lucide-react'
import * as React from 'react'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { RelativeTime } from '~/components/ui/relative-time'
import { messageOf } from '~/lib/auth-result'
import { cn } from '~/lib/cn'
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
      toast.error(messageOf(error, failure))
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
        return `A test event is on its way to ${name}`
      },
      'Could not send the test event',
    )
  const toggleEnabled = () =>
    act(
      'enable',
      async () => {
        await setWebhookEnabledFn({ data: { ...ref, enabled: !endpoint.enabled } })
        return endpoint.enabled ? `${name} was disabled` : `${name} was enabled`
      },
      endpoint.enabled ? 'Could not disable the webhook' : 'Could not enable the webhook',
    )
  const reveal = () =>
    act(
      'reveal',
      async () => {
        const { secret } = await revealWebhookSecretFn({ data: ref })
        onShowSecret({ title: `Signing secret of ${name}`, secret })
        return undefined
      },
      'Could not show the secret',
    )
  const rotate = async () => {
    try {
      const { secret, endpoint: rotated } = await rotateWebhookSecretFn({ data: ref })
      await onChanged()
      setConfirming(null)
      onShowSecret({
        title: `New signing secret of ${name}`,
        secret,
        note: rotated.previousSecretExpiresAt
          ? `The old secret also signs every delivery until ${new Date(rotated.previousSecretExpiresAt).toUTCString()}, so the receiver can switch in the meantime.`
          : undefined,
      })
    } catch (error) {
      toast.error(messageOf(error, 'Could not rotate the secret'))
    }
  }
  const remove = async () => {
    try {
      await deleteWebhookFn({ data: ref })
      setConfirming(null)
      await onChanged()
      toast.success(`${name} was deleted`)
    } catch (error) {
      toast.error(messageOf(error, 'Could not delete the webhook'))
    }
  }

  const projectNames = endpoint.projectIds.map(
    (id) => projects.find((project) => project.id === id)?.name ?? 'A deleted project',
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
            {endpoint.enabled ? 'Enabled' : 'Disabled'}
          </span>
          <span className="rounded-full border border-border px-2 py-0.5 text-xs">
            {FORMAT_NAMES[endpoint.format]}
          </span>
        </h3>
        {endpoint.description ? (
          <p className="text-sm text-muted-foreground">{endpoint.description}</p>
        ) : null}
        {!endpoint.enabled ? (
          <p className="text-xs text-muted-foreground">
            {endpoint.disabledReason === 'failing'
              ? 'Disabled after three days of failed deliveries'
              : 'Disabled by an admin'}
            {endpoint.disabledAt ? (
              <>
                {' '}
                <RelativeTime iso={endpoint.disabledAt} />
              </>
            ) : null}
            . Nothing is sent to it until it is enabled; “Send test event” still works.
          </p>
        ) : endpoint.failingSince ? (
          <p className="text-xs text-destructive">
            Failing since <RelativeTime iso={endpoint.failingSince} />: it is disabled after three days.
          </p>
        ) : null}
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <dt>Events</dt>
          <dd>
            {endpoint.allEvents ? (
              <span className="text-foreground">All events</span>
            ) : (
              <ul className="flex flex-wrap gap-1" aria-label={`Events sent to ${name}`}>
                {endpoint.eventTypes.map((type) => (
                  <li key={type}>
                    <code className="rounded bg-muted px-1.5 py-0.5 text-foreground">{type}</code>
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt>Projects</dt>
          <dd className="text-foreground">
            {projectNames.length === 0 ? 'All projects' : projectNames.join(', ')}
          </dd>
          <dt>Last delivery</dt>
          <dd>
            {lastDelivery ? (
              <span className="flex flex-wrap items-center gap-x-2">
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 font-medium',
                    DELIVERY_STATUS_CLASSES[lastDelivery.status],
                  )}
                >
                  {DELIVERY_STATUS_NAMES[lastDelivery.status]}
                </span>
                <code>{lastDelivery.eventType}</code>
                <span>{deliveryOutcome(lastDelivery)}</span>
                <RelativeTime iso={lastDelivery.lastAttemptAt ?? lastDelivery.createdAt} />
              </span>
            ) : (
              'None yet'
            )}
          </dd>
          {endpoint.previousSecretExpiresAt ? (
            <>
              <dt>Secret</dt>
              <dd>
                Rotated; the old one also signs until{' '}
                <time dateTime={endpoint.previousSecretExpiresAt}>
                  {new Date(endpoint.previousSecretExpiresAt).toUTCString()}
                </time>
              </dd>
            </>
          ) : null}
          <dt>Added</dt>
          <dd>
            <RelativeTime iso={endpoint.createdAt} /> by {endpoint.createdBy?.name ?? 'a deleted account'}
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
          <History aria-hidden /> Delivery log
        </Button>
        <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void sendTest()}>
          <Send aria-hidden /> {busy === 'test' ? 'Sending…' : 'Send test event'}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onEdit(endpoint)}>
          <Pencil aria-hidden /> Edit
        </Button>
        <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void toggleEnabled()}>
          {endpoint.enabled ? <Ban aria-hidden /> : <Play aria-hidden />}
          {endpoint.enabled ? 'Disable' : 'Enable'}
        </Button>
        {canRevealSecrets ? (
          <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void reveal()}>
            <Eye aria-hidden /> Reveal secret
          </Button>
        ) : null}
        <Button variant="outline" size="sm" onClick={() => setConfirming('rotate')}>
          <RefreshCw aria-hidden /> Rotate secret
        </Button>
        <Button variant="outline" size="sm" onClick={() => setConfirming('delete')}>
          <Trash2 aria-hidden /> Delete
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
        title={`Rotate the secret of ${name}?`}
        description="A new signing secret is made and shown once. The old one keeps signing every delivery beside it for 24 hours, so the receiver can switch to the new one without missing a delivery; then only the new one signs."
        confirmLabel="Rotate secret"
        pendingLabel="Rotating…"
        onConfirm={rotate}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        onOpenChange={(open) => setConfirming(open ? 'delete' : null)}
        title={`Delete ${name}?`}
        description="No more events are sent to it, and its delivery log is deleted with it. This cannot be undone."
        confirmLabel="Delete webhook"
        pendingLabel="Deleting…"
        onConfirm={remove}
      />
    </li>
  )
}
