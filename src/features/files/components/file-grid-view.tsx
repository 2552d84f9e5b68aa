import { useT } from '~/components/i18n/use-t'
import { useReadyControls } from '~/components/ui/use-ready-control'
import { FileThumb, FolderIcon } from './file-icon'
import type { ListingViewProps } from './file-list-view'
import { FolderLink } from './folder-link'
import { FileMenu, FolderMenu } from './item-menus'
import { useFileSize } from './use-file-size'

/** The listing as cards: folders first, then files with their thumbnails; two columns on a phone. */
export function FileGridView(props: ListingViewProps) {
  const t = useT('files')
  const fileSize = useFileSize()
  const ready = useReadyControls()
  const { folders, files, searching } = props
  return (
    <ul aria-label={t('common.files')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {folders.map((folder) => (
        <li
          key={folder.id}
          className="relative flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm hover:border-primary/50"
        >
          <FolderLink
            orgSlug={props.orgSlug}
            projectSlug={props.projectSlug}
            folderId={folder.id}
            search={props.search}
            className="flex aspect-[4/3] items-center justify-center bg-accent/40"
          >
            <FolderIcon folder={folder} className="size-12" />
            <span className="sr-only">{folder.name}</span>
          </FolderLink>
          <div className="flex min-w-0 items-start gap-1 p-2 pe-1">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" title={folder.name} aria-hidden>
                {folder.name}
              </p>
              <p className="truncate text-xs text-muted-foreground">
                {searching && folder.path ? `${t('common.inPath', { path: folder.path })} · ` : ''}
                {t('common.itemCount', { count: folder.itemCount })}
              </p>
            </div>
            <FolderMenu folder={folder} onAction={props.onFolderAction} size="icon-xs" />
          </div>
        </li>
      ))}
      {files.map((file) => (
        <li
          key={file.id}
          className="relative flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm hover:border-primary/50"
        >
          <button
            type="button"
            className="flex aspect-[4/3] cursor-pointer items-center justify-center overflow-hidden bg-muted/40"
            {...ready()}
            onClick={() => props.onFileAction('preview', file)}
          >
            <FileThumb file={file} className="size-full" iconClassName="size-12" />
            <span className="sr-only">{file.name}</span>
          </button>
          <div className="flex min-w-0 items-start gap-1 p-2 pe-1">
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium" title={file.name} aria-hidden>
                {file.name}
              </p>
              <p className="truncate text-xs text-muted-foreground">
                {searching && file.path ? `${t('common.inPath', { path: file.path })} · ` : ''}
                {fileSize(file.size)}
              </p>
            </div>
            <FileMenu file={file} onAction={props.onFileAction} size="icon-xs" />
          </div>
        </li>
      ))}
    </ul>
  )
}
