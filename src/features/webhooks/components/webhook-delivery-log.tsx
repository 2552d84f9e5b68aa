import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { RotateCw } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { EmptyState, LoadError, Loading } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { messageOf } from '~/lib/auth-result'
import { cn } from '~/lib/cn'
import { toast } from '~/lib/toast'
import { resendWebhookDeliveryFn } from '../webhooks.functions'
import { type WebhookDeliveryEntry, webhookDeliveriesQuery, webhooksKeys } from '../webhooks.queries'
import { DELIVERY_STATUS_CLASSES, DELIVERY_STATUS_NAMES, deliveryOutcome } from './webhook-labels'

const FIRST_PAGE = 25
const LONGEST_PAGE = 100

/**
 * One endpoint's latest deliveries, newest first, with "Resend" on each. Live: the section refetches its list
 * when the organisation's webhooks change (an attempt made, a test sent, a resend), and an open log refetches
 * after each such refresh of the list (`listUpdatedAt`), while its endpoint is still in it.
 */
export function WebhookDeliveryLog({
  orgSlug,
  endpointId,
  endpointName,
  id,
  listUpdatedAt,
}: {
  orgSlug: string
  endpointId: string
  endpointName: string
  /** The region's id, the target of the toggle's aria-controls. */
  id: string
  listUpdatedAt: number
}) {
  const t = useT('webhooks')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const [limit, setLimit] = React.useState(FIRST_PAGE)
  // Showing more keeps the shorter page on screen while the longer one loads.
  const deliveries = useQuery({
    ...webhookDeliveriesQuery(orgSlug, endpointId, limit),
    placeholderData: keepPreviousData,
  })
  const shown = deliveries.data ?? null
  const seenListUpdate = React.useRef(listUpdatedAt)
  React.useEffect(() => {
    if (seenListUpdate.current === listUpdatedAt) return
    seenListUpdate.current = listUpdatedAt
    void queryClient.invalidateQueries({ queryKey: webhooksKeys.deliveries(orgSlug, endpointId) })
  }, [listUpdatedAt, queryClient, orgSlug, endpointId])
  return (
    <section id={id} aria-label={t('log.label', { name: endpointName })} className="grid gap-2">
      <h4 className="text-sm font-medium">{t('log.title')}</h4>
      {deliveries.isPending ? (
        <Loading line>{t('log.loading')}</Loading>
      ) : deliveries.isError || !shown ? (
        <LoadError
          line
          message={errorText(messageOf(deliveries.error, t('log.loadFailed')))}
          onRetry={() => void deliveries.refetch()}
        />
      ) : shown.deliveries.length === 0 ? (
        <EmptyState line title={t('log.none')} />
      ) : (
        <>
          <ol className="grid gap-2" aria-label={t('log.listLabel', { name: endpointName })}>
            {shown.deliveries.map((delivery) => (
              <DeliveryItem key={delivery.id} delivery={delivery} orgSlug={orgSlug} />
            ))}
          </ol>
          {shown.next && limit < LONGEST_PAGE ? (
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => setLimit(LONGEST_PAGE)}
            >
              {t('log.showMore')}
            </Button>
          ) : null}
        </>
      )}
      <p className="text-xs text-muted-foreground">{t('log.kept')}</p>
    </section>
  )
}

function DeliveryItem({ delivery, orgSlug }: { delivery: WebhookDeliveryEntry; orgSlug: string }) {
  const t = useT('webhooks')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const [resending, setResending] = React.useState(false)
  const resend = async () => {
    setResending(true)
    try {
      await resendWebhookDeliveryFn({ data: { slug: orgSlug, deliveryId: delivery.id } })
      // The list's refresh refetches the open log after it.
      await queryClient.invalidateQueries({ queryKey: webhooksKeys.list(orgSlug) })
      toast.success(t('log.resent', { type: delivery.eventType }))
    } catch (error) {
      toast.error(errorText(messageOf(error, t('log.resendFailed'))))
    } finally {
      setResending(false)
    }
  }
  const time = delivery.lastAttemptAt ?? delivery.createdAt
  return (
    <li className="grid gap-1.5 rounded-md border border-border p-3" data-testid="webhook-delivery">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <code className="text-xs font-medium">{delivery.eventType}</code>
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-medium',
            DELIVERY_STATUS_CLASSES[delivery.status],
          )}
        >
          {t(DELIVERY_STATUS_NAMES[delivery.status])}
        </span>
        <span className="text-xs text-muted-foreground">
          <RelativeTime iso={time} />
        </span>
        <Button
          variant="ghost"
          size="compact"
          className="ms-auto"
          disabled={resending}
          onClick={() => void resend()}
          aria-label={t('log.resendLabel', { type: delivery.eventType })}
        >
          <RotateCw aria-hidden /> {resending ? t('log.resending') : t('log.resend')}
        </Button>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-muted-foreground">
        <div className="flex gap-1">
          <dt>{t('log.attempt')}</dt>
          <dd className="text-foreground">{delivery.attempt}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t('log.result')}</dt>
          <dd className="text-foreground">{deliveryOutcome(delivery, t)}</dd>
        </div>
        {delivery.nextAttemptAt ? (
          <div className="flex gap-1">
            <dt>{t('log.nextAttempt')}</dt>
            <dd>
              <RelativeTime iso={delivery.nextAttemptAt} />
            </dd>
          </div>
        ) : null}
      </dl>
      {delivery.responseExcerpt ? (
        <details className="text-xs">
          <summary className="cursor-pointer text-muted-foreground">{t('log.response')}</summary>
          <pre className="mt-1 max-h-40 overflow-auto rounded bg-muted p-2 whitespace-pre-wrap break-all">
            {delivery.responseExcerpt}
          </pre>
        </details>
      ) : null}
    </li>
  )
}
