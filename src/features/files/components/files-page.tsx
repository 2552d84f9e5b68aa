import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { FolderOpen, SearchX, Upload } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { EmptyState, ListSkeleton, LoadError } from '~/components/ui/query-states'
import { useProject } from '~/features/projects/projects.queries'
import { messageOf } from '~/lib/auth-result'
import { FILE_LIST_LIMIT, FILE_NAME_MAX, FOLDER_NAME_MAX } from '~/lib/file-rules'
import { toast } from '~/lib/toast'
import {
  createFolderFn,
  deleteFileFn,
  deleteFolderFn,
  moveFileFn,
  moveFolderFn,
  renameFileFn,
  renameFolderFn,
} from '../files.functions'
import { fileKeys, fileQuery, filesListQuery } from '../files.queries'
import type { FileSummary, FilesListing, FolderSummary } from '../files.types'
import { useFileChange } from '../use-file-change'
import { useFilesLive } from '../use-files-live'
import { DropOverlay, useFileDrop } from './drop-overlay'
import { FileGridView } from './file-grid-view'
import { FileListView } from './file-list-view'
import { FilePreviewDialog } from './file-preview-dialog'
import { FilesHeader } from './files-header'
import { type FilesSearch, filtersOf } from './files-search'
import type { FileAction, FolderAction } from './item-menus'
import { MoveDialog, type MoveSubject } from './move-dialog'
import { NameDialog } from './name-dialog'
import { UploadPanel } from './upload-panel'
import { useFileSize } from './use-file-size'
import { useUploads } from './use-uploads'
import { useViewMode } from './use-view-mode'
import { VersionsDialog } from './versions-dialog'

type FilesPageProps = {
  orgSlug: string
  projectSlug: string
  search: FilesSearch
  /** Changes the URL's search params (`push` adds a history entry: going into a folder). */
  onSearchChange: (changes: Partial<FilesSearch>, options?: { push?: boolean }) => void
}

type OpenDialog =
  | { kind: 'newFolder' }
  | { kind: 'renameFile'; file: FileSummary }
  | { kind: 'renameFolder'; folder: FolderSummary }
  | { kind: 'deleteFile'; file: FileSummary }
  | { kind: 'deleteFolder'; folder: FolderSummary }
  | null

/** /files/: the project's files and folders, uploads, previews and versions. */
export function FilesPage({ orgSlug, projectSlug, search, onSearchChange }: FilesPageProps) {
  const t = useT('files')
  const errorText = useErrorText()
  const project = useProject(orgSlug, projectSlug)
  useFilesLive({ orgSlug, projectSlug, projectId: project.id })
  const queryClient = useQueryClient()
  const filters = filtersOf(search)
  const query = useQuery({
    ...filesListQuery(orgSlug, projectSlug, filters),
    placeholderData: keepPreviousData,
  })
  const listing = query.data
  const [viewMode, setViewMode] = useViewMode()
  const ListingView = viewMode === 'grid' ? FileGridView : FileListView
  const change = useFileChange(orgSlug, projectSlug)

  const [dialog, setDialog] = React.useState<OpenDialog>(null)
  const [moving, setMoving] = React.useState<MoveSubject | null>(null)
  const [versionsOf, setVersionsOf] = React.useState<FileSummary | null>(null)

  const refresh = React.useCallback(
    () => void queryClient.invalidateQueries({ queryKey: fileKeys.project(orgSlug, projectSlug) }),
    [queryClient, orgSlug, projectSlug],
  )
  const uploads = useUploads({
    orgSlug,
    projectSlug,
    maxUploadBytes: listing?.maxUploadBytes ?? Number.POSITIVE_INFINITY,
    onFinished: refresh,
  })

  const canUpload = listing?.canUpload ?? false
  const folderId = listing?.folder?.id ?? null
  const uploadHere = React.useCallback(
    (files: File[]) => {
      if (files.length > 0) uploads.add(files, { folderId })
    },
    [uploads.add, folderId],
  )
  const dragging = useFileDrop(canUpload, uploadHere)

  const uploadInput = React.useRef<HTMLInputElement>(null)
  const versionInput = React.useRef<HTMLInputElement>(null)
  const versionTarget = React.useRef<FileSummary | null>(null)

  // The previewed file: from the listing, or (a link to a file elsewhere) fetched on its own.
  const listed = search.file ? listing?.files.find((file) => file.id === search.file) : undefined
  const single = useQuery({
    ...fileQuery(orgSlug, projectSlug, search.file ?? ''),
    enabled: Boolean(search.file) && Boolean(listing) && !listed,
    retry: false,
  })
  // Previews open in the browser only (pdf.js and text reads never run during server rendering).
  const [hydrated, setHydrated] = React.useState(false)
  React.useEffect(() => setHydrated(true), [])
  const previewed = hydrated && search.file ? (listed ?? single.data ?? null) : null

  const onFileAction = (action: FileAction, file: FileSummary) => {
    switch (action) {
      case 'preview':
        return onSearchChange({ file: file.id })
      case 'newVersion':
        versionTarget.current = file
        return versionInput.current?.click()
      case 'versions':
        return setVersionsOf(file)
      case 'move':
        return setMoving({ type: 'file', id: file.id, name: file.name, folderId: file.folderId })
      case 'rename':
        return setDialog({ kind: 'renameFile', file })
      case 'delete':
        return setDialog({ kind: 'deleteFile', file })
    }
  }
  const onFolderAction = (action: FolderAction, folder: FolderSummary) => {
    switch (action) {
      case 'open':
        return onSearchChange({ folder: folder.id, q: undefined, file: undefined }, { push: true })
      case 'move':
        return setMoving({ type: 'folder', id: folder.id, name: folder.name, folderId: folder.parentId })
      case 'rename':
        return setDialog({ kind: 'renameFolder', folder })
      case 'delete':
        return setDialog({ kind: 'deleteFolder', folder })
    }
  }
  const onSort = (column: FilesListing['sort']) =>
    onSearchChange(
      column === filters.sort
        ? { dir: filters.dir === 'asc' ? 'desc' : 'asc' }
        : { sort: column, dir: column === 'date' || column === 'size' ? 'desc' : 'asc' },
    )

  const scope = { orgSlug, projectSlug }
  const closeDialog = () => setDialog(null)

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <FilesHeader
        orgSlug={orgSlug}
        projectSlug={projectSlug}
        search={search}
        listing={listing}
        sort={filters.sort}
        dir={filters.dir}
        viewMode={viewMode}
        onViewMode={setViewMode}
        onSearchChange={(changes) => onSearchChange(changes)}
        onUpload={() => uploadInput.current?.click()}
        onNewFolder={() => setDialog({ kind: 'newFolder' })}
      />

      <input
        ref={uploadInput}
        type="file"
        multiple
        hidden
        aria-label={t('page.filesToUpload')}
        onChange={(event) => {
          uploadHere([...(event.target.files ?? [])])
          event.target.value = ''
        }}
      />
      <input
        ref={versionInput}
        type="file"
        hidden
        aria-label={t('page.newVersionInput')}
        onChange={(event) => {
          const chosen = event.target.files?.[0]
          const target = versionTarget.current
          event.target.value = ''
          if (!chosen || !target) return
          uploads.add([chosen], {
            folderId: target.folderId,
            replacesFileId: target.id,
            note: t('page.newVersionNote', { name: target.name }),
          })
        }}
      />

      <UploadPanel
        items={uploads.items}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onRemove={uploads.remove}
        onClearFinished={uploads.clearFinished}
      />

      {listing === undefined ? (
        query.isError ? (
          <Card>
            <LoadError
              title={t('page.loadError')}
              message={errorText(messageOf(query.error, 'Something went wrong!'))}
              onRetry={() => void query.refetch()}
            />
          </Card>
        ) : (
          <Card className="p-0">
            <ListSkeleton leading="icon" label={t('page.loadingFiles')} />
          </Card>
        )
      ) : (
        <>
          {search.q ? (
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {listing.folders.length + listing.files.length === 0
                ? null
                : t('page.results', { count: listing.folders.length + listing.files.length, q: listing.q })}
            </p>
          ) : null}
          {query.isError ? (
            <LoadError
              line
              message={errorText(messageOf(query.error, t('page.refreshFailed')))}
              onRetry={() => void query.refetch()}
              retryLabel={t('page.tryAgain')}
            />
          ) : null}
          {listing.folders.length === 0 && listing.files.length === 0 ? (
            search.q ? (
              <Card>
                <EmptyState
                  icon={<SearchX aria-hidden className="size-8 text-muted-foreground" />}
                  title={t('page.noMatch', { q: listing.q })}
                >
                  {t('page.noMatchBody')}
                </EmptyState>
              </Card>
            ) : (
              <Card className="border-dashed">
                <EmptyState
                  icon={<FolderOpen aria-hidden className="size-8 text-muted-foreground" />}
                  title={listing.folder ? t('page.emptyFolder') : t('page.noFiles')}
                  action={
                    canUpload ? (
                      <Button size="sm" className="mt-2" onClick={() => uploadInput.current?.click()}>
                        <Upload aria-hidden /> {t('page.chooseFiles')}
                      </Button>
                    ) : null
                  }
                >
                  {canUpload ? t('page.emptyCanUpload') : t('page.emptyReadOnly')}
                </EmptyState>
              </Card>
            )
          ) : (
            <div aria-busy={query.isFetching && query.isPlaceholderData ? true : undefined}>
              <ListingView
                orgSlug={orgSlug}
                projectSlug={projectSlug}
                search={search}
                folders={listing.folders}
                files={listing.files}
                searching={Boolean(search.q)}
                sort={filters.sort}
                dir={filters.dir}
                onSort={onSort}
                onFileAction={onFileAction}
                onFolderAction={onFolderAction}
              />
            </div>
          )}
          <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
            <p>{listing.truncated ? t('page.truncated', { limit: FILE_LIST_LIMIT }) : null}</p>
            <QuotaUsage quota={listing.quota} organization={project.orgName} />
          </div>
        </>
      )}

      {dragging ? <DropOverlay folderName={listing?.folder?.name ?? null} /> : null}

      <FilePreviewDialog
        file={previewed}
        files={listed && listing ? listing.files : previewed ? [previewed] : []}
        onNavigate={(file) => onSearchChange({ file: file.id })}
        onClose={() => onSearchChange({ file: undefined })}
      />

      <VersionsDialog
        orgSlug={orgSlug}
        projectSlug={projectSlug}
        file={versionsOf}
        onOpenChange={(open) => !open && setVersionsOf(null)}
      />

      <MoveDialog
        orgSlug={orgSlug}
        projectSlug={projectSlug}
        subject={moving}
        onOpenChange={(open) => !open && setMoving(null)}
        onMove={async (destinationId) => {
          const subject = moving
          if (!subject) return null
          const refusal = await change.run(
            () =>
              subject.type === 'file'
                ? moveFileFn({ data: { ...scope, fileId: subject.id, folderId: destinationId } })
                : moveFolderFn({ data: { ...scope, folderId: subject.id, parentId: destinationId } }),
            t('page.moveFailed', { name: subject.name }),
          )
          if (!refusal) toast.success(t('page.moved', { name: subject.name }))
          return refusal
        }}
      />

      <NameDialog
        open={dialog?.kind === 'newFolder'}
        onOpenChange={(open) => !open && closeDialog()}
        title={t('common.newFolder')}
        label={t('page.folderName')}
        initialName=""
        maxLength={FOLDER_NAME_MAX}
        submitLabel={t('page.createFolder')}
        pendingLabel={t('page.creating')}
        onSubmit={async (name) => {
          const refusal = await change.run(
            () => createFolderFn({ data: { ...scope, parentId: folderId, name } }),
            t('page.createFolderFailed'),
          )
          if (!refusal) toast.success(t('page.folderCreated', { name }))
          return refusal
        }}
      />

      <NameDialog
        open={dialog?.kind === 'renameFile' || dialog?.kind === 'renameFolder'}
        onOpenChange={(open) => !open && closeDialog()}
        title={
          dialog?.kind === 'renameFile'
            ? t('page.renameFile', { name: dialog.file.name })
            : dialog?.kind === 'renameFolder'
              ? t('page.renameFolder', { name: dialog.folder.name })
              : t('common.rename')
        }
        label={t('page.newName')}
        initialName={
          dialog?.kind === 'renameFile'
            ? dialog.file.name
            : dialog?.kind === 'renameFolder'
              ? dialog.folder.name
              : ''
        }
        maxLength={dialog?.kind === 'renameFolder' ? FOLDER_NAME_MAX : FILE_NAME_MAX}
        submitLabel={t('common.rename')}
        pendingLabel={t('page.renaming')}
        onSubmit={async (name) => {
          if (dialog?.kind === 'renameFile') {
            return change.run(
              () => renameFileFn({ data: { ...scope, fileId: dialog.file.id, name } }),
              t('page.renameFileFailed'),
            )
          }
          if (dialog?.kind === 'renameFolder') {
            return change.run(
              () => renameFolderFn({ data: { ...scope, folderId: dialog.folder.id, name } }),
              t('page.renameFolderFailed'),
            )
          }
          return null
        }}
      />

      <ConfirmDialog
        open={dialog?.kind === 'deleteFile' || dialog?.kind === 'deleteFolder'}
        onOpenChange={(open) => !open && closeDialog()}
        title={
          dialog?.kind === 'deleteFile'
            ? t('page.deleteFile', { name: dialog.file.name })
            : dialog?.kind === 'deleteFolder'
              ? t('page.deleteFolder', { name: dialog.folder.name })
              : t('page.deleteFallback')
        }
        description={
          dialog?.kind === 'deleteFile'
            ? dialog.file.versionCount > 1
              ? t('page.deleteFileWithVersions', { count: dialog.file.versionCount })
              : t('page.deleteFileOnce')
            : dialog?.kind === 'deleteFolder' && dialog.folder.itemCount > 0
              ? t('page.deleteFolderNotEmpty', {
                  items: t('common.itemCount', { count: dialog.folder.itemCount }),
                })
              : t('page.deleteFolderEmpty')
        }
        confirmLabel={t('common.delete')}
        pendingLabel={t('common.deleting')}
        onConfirm={async () => {
          const current = dialog
          if (current?.kind === 'deleteFile') {
            const refusal = await change.run(
              () => deleteFileFn({ data: { ...scope, fileId: current.file.id } }),
              t('page.deleteFileFailed'),
            )
            if (refusal) toast.error(refusal)
            else {
              toast.success(t('page.deletedFile', { name: current.file.name }))
              if (search.file === current.file.id) onSearchChange({ file: undefined })
            }
          } else if (current?.kind === 'deleteFolder') {
            const refusal = await change.run(
              () => deleteFolderFn({ data: { ...scope, folderId: current.folder.id } }),
              t('page.deleteFolderFailed'),
            )
            if (refusal) toast.error(refusal)
            else toast.success(t('page.deletedFolder', { name: current.folder.name }))
          }
          closeDialog()
        }}
      />
    </div>
  )
}

function QuotaUsage({ quota, organization }: { quota: FilesListing['quota']; organization: string }) {
  const t = useT('files')
  const fileSize = useFileSize()
  const percent = quota.limitBytes > 0 ? Math.min(100, (quota.usedBytes / quota.limitBytes) * 100) : 0
  return (
    <p className="flex items-center gap-2" title={t('quota.title', { organization })}>
      <span aria-hidden className="inline-block h-1 w-16 overflow-hidden rounded-full bg-muted">
        <span
          className={percent >= 90 ? 'block h-full bg-destructive' : 'block h-full bg-primary/70'}
          style={{ width: `${percent}%` }}
        />
      </span>
      <span>{t('quota.used', { used: fileSize(quota.usedBytes), limit: fileSize(quota.limitBytes) })}</span>
    </p>
  )
}
