import { useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { LoadError, Loading } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { messageOf } from '~/lib/auth-result'
import { fileVersionsQuery } from '../files.queries'
import type { FileSummary } from '../files.types'
import { useFileSize } from './use-file-size'

/** Every version of a file, newest first, each downloadable. */
export function VersionsDialog({
  orgSlug,
  projectSlug,
  file,
  onOpenChange,
}: {
  orgSlug: string
  projectSlug: string
  file: FileSummary | null
  onOpenChange: (open: boolean) => void
}) {
  const t = useT('files')
  const errorText = useErrorText()
  const fileSize = useFileSize()
  const versions = useQuery({
    ...fileVersionsQuery(orgSlug, projectSlug, file?.id ?? ''),
    enabled: file !== null,
  })
  return (
    <Dialog
      open={file !== null}
      onOpenChange={onOpenChange}
      title={file ? t('versions.title', { name: file.name }) : t('common.versions')}
      width="xl"
    >
      {versions.isPending ? (
        <Loading line>{t('common.loading')}</Loading>
      ) : versions.isError ? (
        <LoadError
          line
          message={errorText(messageOf(versions.error, t('versions.loadFailed')))}
          onRetry={() => void versions.refetch()}
        />
      ) : (
        <ol aria-label={t('common.versions')} className="grid max-h-[60vh] gap-2 overflow-y-auto">
          {versions.data.map((version) => (
            <li
              key={version.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">
                  {t('versions.version', { number: version.number })}
                  {version.isCurrent ? (
                    <span className="ms-2 rounded bg-accent px-1.5 py-0.5 text-xs font-normal text-foreground">
                      {t('versions.current')}
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  {fileSize(version.size)} · <RelativeTime iso={version.createdAt} />
                  {version.uploadedBy ? ` · ${version.uploadedBy.name}` : null}
                </p>
              </div>
              <Button asChild variant="outline" size="sm">
                <a
                  href={version.downloadUrl}
                  download
                  aria-label={t('versions.download', { number: version.number })}
                >
                  <Download aria-hidden /> {t('common.download')}
                </a>
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-4 flex justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('versions.close')}
        </Button>
      </div>
    </Dialog>
  )
}
