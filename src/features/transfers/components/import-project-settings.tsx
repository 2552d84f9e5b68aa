import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { ListSkeleton, LoadError } from '~/components/ui/query-states'
import { useLiveQueries } from '~/features/live/live-provider'
import { messageOf } from '~/lib/auth-result'
import { topicOf } from '~/lib/live-topics'
import { toast } from '~/lib/toast'
import { archiveImportsQuery, transferKeys } from '../transfers.queries'
import { TransferRunList } from './transfer-run-list'

/**
 * "Import a project" in an organisation's settings, for owners and admins: an archive made by a project
 * export (of this Parley or another) becomes a new project here. The upload streams to the server; the import
 * runs in the background with a progress bar moved by its live events (the organisation's org-transfers
 * topic), and a bad archive ends with its reason and nothing made.
 */
export function ImportProjectSettings({ organization }: { organization: { id: string; slug: string } }) {
  const t = useT('transfers')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const imports = useQuery(archiveImportsQuery(organization.slug))
  useLiveQueries([topicOf.orgTransfers(organization.id)], [transferKeys.archiveImports(organization.slug)])
  const [file, setFile] = React.useState<File | null>(null)
  const [busy, setBusy] = React.useState(false)
  const input = React.useRef<HTMLInputElement>(null)

  async function upload(event: React.FormEvent) {
    event.preventDefault()
    if (!file) return
    setBusy(true)
    try {
      const response = await fetch(`/api/transfers/imports?org=${encodeURIComponent(organization.slug)}`, {
        method: 'POST',
        body: file,
        headers: { 'Content-Type': 'application/zip', 'X-File-Name': encodeURIComponent(file.name) },
      })
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null
        throw new Error(body?.message ?? t('import.uploadFailure'))
      }
      toast.success(t('import.uploaded'))
      setFile(null)
      if (input.current) input.current.value = ''
    } catch (error) {
      toast.error(errorText(messageOf(error, t('import.uploadFailure'))))
    } finally {
      setBusy(false)
      await queryClient.invalidateQueries({ queryKey: transferKeys.archiveImports(organization.slug) })
    }
  }

  return (
    <section id="import" aria-labelledby="import-heading" className="scroll-mt-20">
      <h2 id="import-heading" className="text-lg font-semibold tracking-tight">
        {t('import.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('import.description')}</p>
      <form method="post" onSubmit={upload} className="mt-4 flex flex-wrap items-center gap-3">
        <label className="sr-only" htmlFor="import-archive">
          {t('import.file')}
        </label>
        <input
          id="import-archive"
          ref={input}
          type="file"
          accept=".zip,application/zip"
          className="max-w-full text-sm file:me-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <Button type="submit" disabled={!file || busy}>
          {busy ? t('import.uploading') : t('import.action')}
        </Button>
      </form>
      <div className="mt-4">
        {imports.isPending ? (
          <ListSkeleton rows={1} label={t('import.loading')} />
        ) : imports.isError ? (
          <LoadError
            line
            message={messageOf(imports.error, t('import.loadError'))}
            onRetry={() => void imports.refetch()}
          />
        ) : imports.data.length === 0 ? null : (
          <TransferRunList
            entries={imports.data}
            done={(entry) =>
              entry.project ? (
                <Link
                  to="/@{$org}/$project"
                  params={{ org: organization.slug, project: entry.project }}
                  className="font-medium text-primary hover:underline"
                >
                  {t('import.open')}
                </Link>
              ) : null
            }
          />
        )}
      </div>
    </section>
  )
}
