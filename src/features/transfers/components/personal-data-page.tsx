import { useQuery, useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { ListSkeleton, LoadError } from '~/components/ui/query-states'
import { SettingsCard, SettingsPage } from '~/features/account/components/account-layout'
import { useLiveQueries } from '~/features/live/live-provider'
import { messageOf } from '~/lib/auth-result'
import { topicOf } from '~/lib/live-topics'
import { toast } from '~/lib/toast'
import { startPersonalExportFn } from '../transfers.functions'
import { personalExportsQuery, transferKeys } from '../transfers.queries'
import { DownloadLink, TransferRunList } from './transfer-run-list'

/**
 * /settings/data: a copy of everything Parley holds about the viewer, made in the background and mailed; its
 * progress follows the run's live events on the person's own topic.
 */
export function PersonalDataPage({ userId }: { userId: string }) {
  const t = useT('transfers')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const exports = useQuery(personalExportsQuery())
  useLiveQueries([topicOf.user(userId)], [transferKeys.personal()])
  const [busy, setBusy] = React.useState(false)

  async function start() {
    setBusy(true)
    try {
      await startPersonalExportFn()
      toast.success(t('personal.started'))
    } catch (error) {
      toast.error(errorText(messageOf(error, t('startFailure'))))
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: transferKeys.personal() })
    }
  }

  return (
    <SettingsPage title={t('personal.title')} intro={t('personal.intro')}>
      <SettingsCard title={t('personal.card')} description={t('personal.description')}>
        <div className="grid gap-4">
          <div>
            <Button type="button" onClick={start} disabled={busy}>
              {busy ? t('run.starting') : t('personal.action')}
            </Button>
          </div>
          {exports.isPending ? (
            <ListSkeleton rows={1} label={t('personal.loading')} />
          ) : exports.isError ? (
            <LoadError
              line
              message={messageOf(exports.error, t('personal.loadError'))}
              onRetry={() => void exports.refetch()}
            />
          ) : exports.data.length === 0 ? null : (
            <TransferRunList entries={exports.data} done={(entry) => <DownloadLink entry={entry} />} />
          )}
        </div>
      </SettingsCard>
    </SettingsPage>
  )
}
