import {
  ArrowDownWideNarrow,
  ArrowUpNarrowWide,
  ChevronRight,
  FolderPlus,
  LayoutGrid,
  List,
  Upload,
} from 'lucide-react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { NativeSelect } from '~/components/ui/native-select'
import { SearchBox } from '~/components/ui/search-box'
import { useReadyControl } from '~/components/ui/use-ready-control'
import { cn } from '~/lib/cn'
import type { FileSort, SortDirection } from '~/lib/file-listing-rules'
import type { FilesListing } from '../files.types'
import type { FilesSearch } from './files-search'
import { FolderLink } from './folder-link'
import type { FilesViewMode } from './use-view-mode'

const SORT_LABELS = {
  name: 'sort.name',
  size: 'sort.size',
  type: 'sort.type',
  uploader: 'sort.uploader',
  date: 'sort.date',
} as const satisfies Record<FileSort, string>

type FilesHeaderProps = {
  orgSlug: string
  projectSlug: string
  search: FilesSearch
  listing: FilesListing | undefined
  sort: FileSort
  dir: SortDirection
  viewMode: FilesViewMode
  onViewMode: (mode: FilesViewMode) => void
  onSearchChange: (changes: Partial<FilesSearch>) => void
  onUpload: () => void
  onNewFolder: () => void
}

/** Title and actions, where we are (breadcrumbs), then search, order and the list/grid switch. */
export function FilesHeader(props: FilesHeaderProps) {
  const t = useT('files')
  const { listing, search, sort, dir } = props
  const canUpload = listing?.canUpload ?? false
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-lg font-semibold">{t('common.files')}</h3>
        {canUpload ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={props.onNewFolder}>
              <FolderPlus aria-hidden /> {t('common.newFolder')}
            </Button>
            <Button size="sm" onClick={props.onUpload}>
              <Upload aria-hidden /> {t('header.upload')}
            </Button>
          </div>
        ) : null}
      </div>

      <Breadcrumbs {...props} />

      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-0 flex-[1_1_14rem]">
          <SearchBox
            label={t('header.search')}
            value={search.q ?? ''}
            onSearch={(q) => props.onSearchChange({ q: q || undefined, file: undefined })}
          />
        </div>
        <div className="flex items-center gap-2">
          <NativeSelect
            aria-label={t('header.sortBy')}
            value={sort}
            onChange={(event) => props.onSearchChange({ sort: event.target.value as FileSort })}
            className="w-40"
          >
            {(Object.keys(SORT_LABELS) as FileSort[]).map((key) => (
              <option key={key} value={key}>
                {t(SORT_LABELS[key])}
              </option>
            ))}
          </NativeSelect>
          <Button
            variant="outline"
            size="icon"
            aria-label={dir === 'asc' ? t('header.sortDescending') : t('header.sortAscending')}
            title={dir === 'asc' ? t('header.ascendingHint') : t('header.descendingHint')}
            onClick={() => props.onSearchChange({ dir: dir === 'asc' ? 'desc' : 'asc' })}
          >
            {dir === 'asc' ? <ArrowUpNarrowWide aria-hidden /> : <ArrowDownWideNarrow aria-hidden />}
          </Button>
          <fieldset className="flex rounded-md border border-border bg-card p-0.5">
            <legend className="sr-only">{t('header.view')}</legend>
            <ViewButton
              label={t('header.listView')}
              active={props.viewMode === 'list'}
              onClick={() => props.onViewMode('list')}
            >
              <List aria-hidden />
            </ViewButton>
            <ViewButton
              label={t('header.gridView')}
              active={props.viewMode === 'grid'}
              onClick={() => props.onViewMode('grid')}
            >
              <LayoutGrid aria-hidden />
            </ViewButton>
          </fieldset>
        </div>
      </div>
    </div>
  )
}

function ViewButton(props: {
  label: string
  active: boolean
  onClick: () => void
  children: React.ReactNode
}) {
  const ready = useReadyControl(undefined, props.label)
  return (
    <button
      type="button"
      aria-label={props.label}
      aria-pressed={props.active}
      {...ready}
      onClick={props.onClick}
      className={cn(
        'inline-flex size-8 cursor-pointer items-center justify-center rounded [&_svg]:size-4',
        props.active
          ? 'bg-accent text-foreground'
          : 'text-muted-foreground hover:bg-muted hover:text-foreground',
      )}
    >
      {props.children}
    </button>
  )
}

function Breadcrumbs({ orgSlug, projectSlug, search, listing }: FilesHeaderProps) {
  const t = useT('files')
  const folder = listing?.folder ?? null
  const crumbs = listing?.breadcrumbs ?? []
  const linkClass = 'rounded text-muted-foreground hover:text-foreground hover:underline'
  return (
    <nav aria-label={t('header.breadcrumb')} className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        <li>
          {folder ? (
            <FolderLink
              orgSlug={orgSlug}
              projectSlug={projectSlug}
              folderId={null}
              search={search}
              className={linkClass}
            >
              {t('header.allFiles')}
            </FolderLink>
          ) : (
            <span aria-current="page" className="font-medium">
              {t('header.allFiles')}
            </span>
          )}
        </li>
        {crumbs.map((crumb) => (
          <li key={crumb.id} className="flex min-w-0 items-center gap-1">
            <ChevronRight aria-hidden className="size-3.5 shrink-0 text-muted-foreground rtl:-scale-x-100" />
            <FolderLink
              orgSlug={orgSlug}
              projectSlug={projectSlug}
              folderId={crumb.id}
              search={search}
              className={cn(linkClass, 'truncate')}
            >
              {crumb.name}
            </FolderLink>
          </li>
        ))}
        {folder ? (
          <li className="flex min-w-0 items-center gap-1">
            <ChevronRight aria-hidden className="size-3.5 shrink-0 text-muted-foreground rtl:-scale-x-100" />
            <span aria-current="page" className="truncate font-medium">
              {folder.name}
            </span>
          </li>
        ) : null}
      </ol>
    </nav>
  )
}
