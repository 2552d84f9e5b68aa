import {
  Download,
  Eye,
  FolderInput,
  FolderOpen,
  History,
  MoreHorizontal,
  Pencil,
  Trash2,
  Upload,
} from 'lucide-react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import type { FileSummary, FolderSummary } from '../files.types'

export type FileAction = 'preview' | 'rename' | 'move' | 'newVersion' | 'versions' | 'delete'
export type FolderAction = 'open' | 'rename' | 'move' | 'delete'

/** The grid's cards take the smaller button. */
type MenuButtonSize = 'icon-sm' | 'icon-xs'

/** The "…" button that opens a row's menu. */
function MenuTrigger({ label, size = 'icon-sm' }: { label: string; size?: MenuButtonSize }) {
  return (
    <DropdownMenuTrigger asChild>
      <Button
        variant="ghost"
        size={size}
        aria-label={label}
        className="text-muted-foreground data-[state=open]:bg-muted"
      >
        <MoreHorizontal aria-hidden />
      </Button>
    </DropdownMenuTrigger>
  )
}

/** A file's actions: preview and download for everyone who sees it; the rest for its uploader and editors. */
export function FileMenu({
  file,
  onAction,
  size,
}: {
  file: FileSummary
  onAction: (action: FileAction, file: FileSummary) => void
  size?: MenuButtonSize
}) {
  const t = useT('files')
  return (
    <DropdownMenu>
      <MenuTrigger label={t('menu.fileActions', { name: file.name })} size={size} />
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction('preview', file)}>
          <Eye aria-hidden /> {t('common.preview')}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={file.downloadUrl} download>
            <Download aria-hidden /> {t('common.download')}
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('versions', file)}>
          <History aria-hidden />{' '}
          {file.versionCount > 1
            ? t('menu.versionsCount', { count: file.versionCount })
            : t('common.versions')}
        </DropdownMenuItem>
        {file.canEdit ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onAction('rename', file)}>
              <Pencil aria-hidden /> {t('common.rename')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('move', file)}>
              <FolderInput aria-hidden /> {t('common.move')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('newVersion', file)}>
              <Upload aria-hidden /> {t('menu.uploadVersion')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => onAction('delete', file)}
              className="text-destructive data-[highlighted]:text-destructive"
            >
              <Trash2 aria-hidden /> {t('common.delete')}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** A folder's actions: open for everyone; rename, move and delete for its creator and editors. */
export function FolderMenu({
  folder,
  onAction,
  size,
}: {
  folder: FolderSummary
  onAction: (action: FolderAction, folder: FolderSummary) => void
  size?: MenuButtonSize
}) {
  const t = useT('files')
  return (
    <DropdownMenu>
      <MenuTrigger label={t('menu.folderActions', { name: folder.name })} size={size} />
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction('open', folder)}>
          <FolderOpen aria-hidden /> {t('menu.open')}
        </DropdownMenuItem>
        {folder.canEdit ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onAction('rename', folder)}>
              <Pencil aria-hidden /> {t('common.rename')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('move', folder)}>
              <FolderInput aria-hidden /> {t('common.move')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => onAction('delete', folder)}
              className="text-destructive data-[highlighted]:text-destructive"
            >
              <Trash2 aria-hidden /> {t('common.delete')}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
