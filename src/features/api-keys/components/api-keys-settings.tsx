import { useQuery, useQueryClient } from '@tanstack/react-query'
import { KeyRound, Plus } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { EmptyState, LoadError, Loading } from '~/components/ui/query-states'
import { useLiveQueries } from '~/features/live/live-provider'
import { messageOf } from '~/lib/auth-result'
import { MountWhenOpened } from '~/lib/lazy-dialog'
import { topicOf } from '~/lib/live-topics'
import { apiKeysKeys, apiKeysQuery } from '../api-keys.queries'
import { ApiKeyRow } from './api-key-row'
import { LazyCreateApiKeyDialog } from './lazy-create-api-key-dialog'

type ApiKeysSettingsProps = {
  organization: { id: string; slug: string; name: string }
  /** The heading element's id, the target of the settings page's section link. */
  sectionId: string
}

/**
 * The API keys section of /@{org}/settings, for owners and admins (the page renders it for nobody else, and the
 * server answers not found to anyone else). Live through the organisation's topic: another admin's new key or
 * revocation refreshes the list (`org.apiKeys.changed`).
 */
export function ApiKeysSettings({ organization, sectionId }: ApiKeysSettingsProps) {
  const t = useT('apiKeys')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const keys = useQuery(apiKeysQuery(organization.slug))
  useLiveQueries([topicOf.org(organization.id)], [apiKeysKeys.list(organization.slug)])
  const [creating, setCreating] = React.useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeysKeys.list(organization.slug) })
  const total = keys.data?.keys.filter((key) => key.status === 'active').length

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
        </div>
        <Button
          size="sm"
          onPointerEnter={() => void LazyCreateApiKeyDialog.preload()}
          onFocus={() => void LazyCreateApiKeyDialog.preload()}
          onClick={() => setCreating(true)}
        >
          <Plus aria-hidden /> {t('settings.create')}
        </Button>
      </div>
      <Card className="mt-4">
        {keys.isPending ? (
          <Loading>{t('settings.loading')}</Loading>
        ) : keys.isError ? (
          <LoadError
            message={errorText(messageOf(keys.error, t('settings.loadFailed')))}
            onRetry={() => void keys.refetch()}
            retryLabel={t('settings.tryAgain')}
          />
        ) : keys.data.keys.length === 0 ? (
          <EmptyState
            icon={<KeyRound aria-hidden className="size-6 text-muted-foreground" />}
            title={t('settings.none')}
          >
            {t('settings.noneHelp')}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-border" aria-label={t('settings.title')}>
            {keys.data.keys.map((key) => (
              <ApiKeyRow key={key.id} apiKey={key} orgSlug={organization.slug} onChanged={refresh} />
            ))}
          </ul>
        )}
      </Card>
      <MountWhenOpened open={creating}>
        <LazyCreateApiKeyDialog
          open={creating}
          onOpenChange={setCreating}
          orgSlug={organization.slug}
          projects={keys.data?.projects ?? []}
          onCreated={refresh}
        />
      </MountWhenOpened>
    </section>
  )
}
