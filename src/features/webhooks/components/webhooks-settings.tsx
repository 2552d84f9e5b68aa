import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus, Webhook } from 'lucide-react'
import * as React from 'react'
import { richText, useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { EmptyState, ListSkeleton, LoadError } from '~/components/ui/query-states'
import { useLiveQueries } from '~/features/live/live-provider'
import { messageOf } from '~/lib/auth-result'
import { MountWhenOpened } from '~/lib/lazy-dialog'
import { topicOf } from '~/lib/live-topics'
import { WEBHOOK_EVENTS_WITH_INTERNAL_NOTES } from '~/lib/webhook-events'
import { MAX_WEBHOOK_ENDPOINTS } from '~/lib/webhook-rules'
import { type WebhookEndpointEntry, webhooksKeys, webhooksQuery } from '../webhooks.queries'
import { LazyWebhookFormDialog, LazyWebhookSecretDialog } from './lazy-webhook-dialogs'
import { INTERNAL_FLAG } from './webhook-labels'
import { WebhookRow } from './webhook-row'
import type { ShownWebhookSecret } from './webhook-secret-dialog'

type WebhooksSettingsProps = {
  organization: { id: string; slug: string; name: string }
  /** The heading element's id, the target of the settings page's section link. */
  sectionId: string
}

/**
 * The Webhooks section of /@{org}/settings, for owners and admins (the page renders it for nobody else, and the
 * server answers not found to anyone else). Live through the organisation's webhooks topic (event
 * `webhooks.changed`, for those who manage webhooks only): another admin's change, a delivery attempt, a test
 * sent refresh the list, then every open delivery log.
 */
export function WebhooksSettings({ organization, sectionId }: WebhooksSettingsProps) {
  const t = useT('webhooks')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const slug = organization.slug
  const webhooks = useQuery(webhooksQuery(slug))
  // The list only: open delivery logs refetch after it (WebhookDeliveryLog), so that a log whose endpoint was
  // just deleted is unmounted with its row instead of asking for a webhook that is gone.
  useLiveQueries([topicOf.webhooks(organization.id)], [webhooksKeys.list(slug)])
  // The form dialog: closed, adding (null) or editing an endpoint.
  const [form, setForm] = React.useState<{ endpoint: WebhookEndpointEntry | null } | null>(null)
  const [secret, setSecret] = React.useState<ShownWebhookSecret | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhooksKeys.list(slug) })
  const total = webhooks.data?.endpoints.length
  const full = total !== undefined && total >= MAX_WEBHOOK_ENDPOINTS
  const internalTypes = WEBHOOK_EVENTS_WITH_INTERNAL_NOTES.join(', ')

  return (
    <section id={sectionId} aria-labelledby={`${sectionId}-heading`} className="scroll-mt-20">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id={`${sectionId}-heading`} className="text-lg font-semibold tracking-tight">
            {t('settings.title')}
            {total !== undefined ? (
              <span className="ms-2 rounded-full bg-muted px-2 py-0.5 align-middle text-xs font-medium text-muted-foreground">
                {total}
              </span>
            ) : null}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {t('settings.intro', { org: organization.name })}
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            {richText(t('settings.internal'), {
              types: <code className="text-xs">{internalTypes}</code>,
              flag: <code className="text-xs">{INTERNAL_FLAG}</code>,
            })}
          </p>
        </div>
        <Button
          size="sm"
          disabled={full}
          title={full ? t('settings.full', { max: MAX_WEBHOOK_ENDPOINTS }) : undefined}
          onPointerEnter={() => void LazyWebhookFormDialog.preload()}
          onFocus={() => void LazyWebhookFormDialog.preload()}
          onClick={() => setForm({ endpoint: null })}
        >
          <Plus aria-hidden /> {t('settings.add')}
        </Button>
      </div>
      <Card className="mt-4">
        {webhooks.isPending ? (
          <ListSkeleton rows={2} label={t('settings.loading')} leading="icon" />
        ) : webhooks.isError ? (
          <LoadError
            title={t('settings.loadFailed')}
            message={errorText(messageOf(webhooks.error, t('settings.somethingWrong')))}
            onRetry={() => void webhooks.refetch()}
          />
        ) : webhooks.data.endpoints.length === 0 ? (
          <EmptyState
            title={t('settings.none')}
            icon={<Webhook aria-hidden className="size-6 text-muted-foreground" />}
          >
            {t('settings.noneHelp')}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border" aria-label={t('settings.title')}>
            {webhooks.data.endpoints.map((endpoint) => (
              <WebhookRow
                key={endpoint.id}
                endpoint={endpoint}
                lastDelivery={webhooks.data.lastDeliveries[endpoint.id]}
                projects={webhooks.data.projects}
                orgSlug={slug}
                canRevealSecrets={webhooks.data.canRevealSecrets}
                onEdit={(chosen) => setForm({ endpoint: chosen })}
                onShowSecret={setSecret}
                onChanged={refresh}
                listUpdatedAt={webhooks.dataUpdatedAt}
              />
            ))}
          </ul>
        )}
      </Card>
      <MountWhenOpened open={form !== null}>
        <LazyWebhookFormDialog
          open={form !== null}
          onOpenChange={(open) => {
            if (!open) setForm(null)
          }}
          orgSlug={slug}
          projects={webhooks.data?.projects ?? []}
          endpoint={form?.endpoint ?? null}
          allowsPrivateNetworks={webhooks.data?.allowsPrivateNetworks ?? false}
          onSaved={refresh}
        />
      </MountWhenOpened>
      <MountWhenOpened open={secret !== null}>
        <LazyWebhookSecretDialog
          open={secret !== null}
          onOpenChange={(open) => {
            if (!open) setSecret(null)
          }}
          shown={secret}
        />
      </MountWhenOpened>
    </section>
  )
}
