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
import { Button } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { cn } from '~/lib/cn'
import type { FileSummary, FolderSummary } from '../files.types'

export type FileAction = 'preview' | 'rename' | 'move' | 'newVersion' | 'versions' | 'delete'
export type FolderAction = 'open' | 'rename' | 'move' | 'delete'

/** The "…" button that opens a row's menu. */
function MenuTrigger({ label, className }: { label: string; className?: string }) {
  return (
    <DropdownMenuTrigger asChild>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        className={cn('size-8 text-muted-foreground data-[state=open]:bg-muted', className)}
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
  className,
}: {
  file: FileSummary
  onAction: (action: FileAction, file: FileSummary) => void
  className?: string
}) {
  return (
    <DropdownMenu>
      <MenuTrigger label={`Actions for ${file.name}`} className={className} />
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction('preview', file)}>
          <Eye aria-hidden /> Preview
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={file.downloadUrl} download>
            <Download aria-hidden /> Download
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction('versions', file)}>
          <History aria-hidden /> Versions{file.versionCount > 1 ? ` (${file.versionCount})` : ''}
        </DropdownMenuItem>
        {file.canEdit ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onAction('rename', file)}>
              <Pencil aria-hidden /> Rename
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('move', file)}>
              <FolderInput aria-hidden /> Move
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('newVersion', file)}>
              <Upload aria-hidden /> Upload new version
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => onAction('delete', file)}
              className="text-destructive data-[highlighted]:text-destructive"
            >
              <Trash2 aria-hidden /> Delete
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
  className,
}: {
  folder: FolderSummary
  onAction: (action: FolderAction, folder: FolderSummary) => void
  className?: string
}) {
  return (
    <DropdownMenu>
      <MenuTrigger label={`Actions for folder ${folder.name}`} className={className} />
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction('open', folder)}>
          <FolderOpen aria-hidden /> Open
        </DropdownMenuItem>
        {folder.canEdit ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onAction('rename', folder)}>
              <Pencil aria-hidden /> Rename
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction('move', folder)}>
              <FolderInput aria-hidden /> Move
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => onAction('delete', folder)}
              className="text-destructive data-[highlighted]:text-destructive"
            >
              <Trash2 aria-hidden /> Delete
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
