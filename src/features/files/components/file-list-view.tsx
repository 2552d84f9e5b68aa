import { ArrowDown, ArrowUp } from 'lucide-react'
import { useT } from '~/components/i18n/use-t'
import { RelativeTime } from '~/components/ui/relative-time'
import { useReadyControl, useReadyControls } from '~/components/ui/use-ready-control'
import { cn } from '~/lib/cn'
import type { FileSort, SortDirection } from '~/lib/file-listing-rules'
import type { FileSummary, FolderSummary } from '../files.types'
import { FileThumb, FolderIcon, kindLabel } from './file-icon'
import type { FilesSearch } from './files-search'
import { FolderLink } from './folder-link'
import { type FileAction, FileMenu, type FolderAction, FolderMenu } from './item-menus'
import { useFileSize } from './use-file-size'

export type ListingViewProps = {
  orgSlug: string
  projectSlug: string
  search: FilesSearch
  folders: FolderSummary[]
  files: FileSummary[]
  /** Search results: each item says which folder it is in. */
  searching: boolean
  sort: FileSort
  dir: SortDirection
  onSort: (sort: FileSort) => void
  onFileAction: (action: FileAction, file: FileSummary) => void
  onFolderAction: (action: FolderAction, folder: FolderSummary) => void
}

const COLUMNS = [
  { sort: 'size', label: 'sort.size', className: 'hidden w-24 sm:table-cell' },
  { sort: 'type', label: 'sort.type', className: 'hidden w-28 lg:table-cell' },
  { sort: 'uploader', label: 'list.uploadedBy', className: 'hidden w-40 md:table-cell' },
  { sort: 'date', label: 'list.modified', className: 'hidden w-32 sm:table-cell' },
] as const satisfies { sort: FileSort; label: string; className: string }[]

/** The listing as a table: folders first, sortable column headers; secondary columns fold away when narrow. */
export function FileListView(props: ListingViewProps) {
  const t = useT('files')
  const fileSize = useFileSize()
  const ready = useReadyControls()
  const { folders, files, searching } = props
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-card shadow-sm">
      <table className="w-full table-fixed border-collapse text-sm" aria-label={t('common.files')}>
        <thead className="border-b border-border bg-muted/40 text-start text-xs text-muted-foreground">
          <tr>
            <SortHeader {...props} column="name" label={t('sort.name')} className="ps-3" />
            {COLUMNS.map((column) => (
              <SortHeader
                key={column.sort}
                {...props}
                column={column.sort}
                label={t(column.label)}
                className={column.className}
              />
            ))}
            <th scope="col" className="w-12 pe-2">
              <span className="sr-only">{t('list.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {folders.map((folder) => (
            <tr key={folder.id} className="group hover:bg-muted/40">
              <td className="py-2 ps-3">
                <div className="flex min-w-0 items-center gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center">
                    <FolderIcon folder={folder} className="size-5" />
                  </span>
                  <div className="min-w-0">
                    <FolderLink
                      orgSlug={props.orgSlug}
                      projectSlug={props.projectSlug}
                      folderId={folder.id}
                      search={props.search}
                      className="block truncate font-medium hover:underline"
                    >
                      {folder.name}
                    </FolderLink>
                    <p className="truncate text-xs text-muted-foreground">
                      {searching && folder.path ? `${t('common.inPath', { path: folder.path })} · ` : ''}
                      {t('common.itemCount', { count: folder.itemCount })}
                    </p>
                  </div>
                </div>
              </td>
              <td className="hidden text-muted-foreground sm:table-cell">—</td>
              <td className="hidden text-muted-foreground lg:table-cell">{t('list.folder')}</td>
              <td className="hidden truncate text-muted-foreground md:table-cell">
                {folder.createdBy?.name ?? ''}
              </td>
              <td className="hidden text-muted-foreground sm:table-cell">
                <RelativeTime iso={folder.createdAt} />
              </td>
              <td className="pe-2 text-end">
                <FolderMenu folder={folder} onAction={props.onFolderAction} />
              </td>
            </tr>
          ))}
          {files.map((file) => (
            <tr key={file.id} className="group hover:bg-muted/40">
              <td className="py-2 ps-3">
                <div className="flex min-w-0 items-center gap-3">
                  <FileThumb
                    file={file}
                    className="size-9 shrink-0 rounded border border-border bg-muted/40"
                    iconClassName="size-5"
                  />
                  <div className="min-w-0">
                    <button
                      type="button"
                      className="block max-w-full cursor-pointer truncate text-start font-medium hover:underline"
                      {...ready(undefined, file.name)}
                      onClick={() => props.onFileAction('preview', file)}
                    >
                      {file.name}
                    </button>
                    <p className="truncate text-xs text-muted-foreground">
                      {searching && file.path ? `${t('common.inPath', { path: file.path })} · ` : ''}
                      <span className="sm:hidden">
                        {fileSize(file.size)} · <RelativeTime iso={file.updatedAt} />
                      </span>
                      {file.versionCount > 1 ? (
                        <span className="hidden sm:inline">
                          {t('list.versions', { count: file.versionCount })}
                        </span>
                      ) : null}
                    </p>
                  </div>
                </div>
              </td>
              <td className="hidden text-muted-foreground tabular-nums sm:table-cell">
                {fileSize(file.size)}
              </td>
              <td className="hidden text-muted-foreground lg:table-cell">{t(kindLabel(file.kind))}</td>
              <td className="hidden truncate text-muted-foreground md:table-cell">
                {file.createdBy?.name ?? t('list.deletedUser')}
              </td>
              <td className="hidden text-muted-foreground sm:table-cell">
                <RelativeTime iso={file.updatedAt} />
              </td>
              <td className="pe-2 text-end">
                <FileMenu file={file} onAction={props.onFileAction} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function SortHeader({
  column,
  label,
  className,
  sort,
  dir,
  onSort,
}: ListingViewProps & { column: FileSort; label: string; className?: string }) {
  const active = sort === column
  const Arrow = dir === 'asc' ? ArrowUp : ArrowDown
  const ready = useReadyControl()
  return (
    <th
      scope="col"
      aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn('py-2 font-medium', className)}
    >
      <button
        type="button"
        {...ready}
        onClick={() => onSort(column)}
        className={cn(
          'inline-flex cursor-pointer items-center gap-1 rounded hover:text-foreground',
          active && 'text-foreground',
        )}
      >
        {label}
        {active ? <Arrow aria-hidden className="size-3.5" /> : null}
      </button>
    </th>
  )
}
