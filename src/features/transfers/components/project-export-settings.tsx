import { useQuery, useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ListSkeleton, LoadError } from '~/components/ui/query-states'
import { messageOf } from '~/lib/auth-result'
import { toast } from '~/lib/toast'
import { startProjectExportFn } from '../transfers.functions'
import { projectExportsQuery, transferKeys } from '../transfers.queries'
import { DownloadLink, TransferRunList, useProjectRunsLive } from './transfer-run-list'

/**
 * The Export section of a project's settings, for owners and admins (the server answers not found to anyone
 * else, and the section then shows nothing): the whole project as one archive, made in the background, with
 * a progress bar moved by the run's live events (the project's transfers topic), then a download (also
 * mailed).
 */
export function ProjectExportSettings({ orgSlug, projectSlug }: { orgSlug: string; projectSlug: string }) {
  const t = useT('transfers')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const exports = useQuery(projectExportsQuery(orgSlug, projectSlug))
  useProjectRunsLive(
    orgSlug,
    projectSlug,
    exports.isSuccess,
    transferKeys.projectExports(orgSlug, projectSlug),
  )
  const [busy, setBusy] = React.useState(false)
  // Not for this viewer (the server said not found or not allowed): no section at all.
  if (exports.isError && /not found|not allowed/i.test(messageOf(exports.error, ''))) return null

  async function start() {
    setBusy(true)
    try {
      await startProjectExportFn({ data: { orgSlug, projectSlug } })
      toast.success(t('export.started'))
    } catch (error) {
      toast.error(errorText(messageOf(error, t('startFailure'))))
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: transferKeys.projectExports(orgSlug, projectSlug) })
    }
  }

  return (
    <section id="export" aria-labelledby="export-heading" className="scroll-mt-20">
      <h2 id="export-heading" className="text-lg font-semibold tracking-tight">
        {t('export.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('export.description')}</p>
      <Card className="mt-4 grid gap-4 p-4">
        <div>
          <Button type="button" onClick={start} disabled={busy}>
            {busy ? t('run.starting') : t('export.action')}
          </Button>
        </div>
        {exports.isPending ? (
          <ListSkeleton rows={1} label={t('export.loading')} />
        ) : exports.error ? (
          <LoadError
            line
            message={messageOf(exports.error, t('export.loadError'))}
            onRetry={() => exports.refetch()}
          />
        ) : exports.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('export.none')}</p>
        ) : (
          <TransferRunList entries={exports.data} done={(entry) => <DownloadLink entry={entry} />} />
        )}
      </Card>
    </section>
  )
}
