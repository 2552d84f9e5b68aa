import { useQuery, useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
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
  const queryClient = useQueryClient()
  const exports = useQuery(personalExportsQuery())
  useLiveQueries([topicOf.user(userId)], [transferKeys.personal()])
  const [busy, setBusy] = React.useState(false)

  async function start() {
    setBusy(true)
    try {
      await startPersonalExportFn()
      toast.success('We are putting your data together. We will email you the link.')
    } catch (error) {
      toast.error(messageOf(error, 'The export could not be started'))
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: transferKeys.personal() })
    }
  }

  return (
    <SettingsPage title="Your data" intro="A copy of what Parley holds about you.">
      <SettingsCard
        title="Download my data"
        description="One JSON file in a ZIP: your profile, memberships, the items, comments, posts and messages you wrote, your votes and reactions, what you follow and your notification settings. The link is mailed to you and works for 24 hours."
      >
        <div className="grid gap-4">
          <div>
            <Button type="button" onClick={start} disabled={busy}>
              {busy ? 'Starting…' : 'Download my data'}
            </Button>
          </div>
          {exports.isPending ? (
            <ListSkeleton rows={1} label="Loading your exports" />
          ) : exports.isError ? (
            <LoadError
              line
              message={messageOf(exports.error, 'Your exports could not be loaded')}
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
