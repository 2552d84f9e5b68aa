import {
  File,
  FileArchive,
  FileAudio,
  FileCode,
  FileImage,
  FileText,
  FileType,
  FileVideo,
  Folder,
  FolderLock,
  type LucideIcon,
} from 'lucide-react'
import * as React from 'react'
import { cn } from '~/lib/cn'
import type { FileKind } from '~/lib/file-rules'
import type { FileSummary, FolderSummary } from '../files.types'

const KIND_ICONS: Record<FileKind, LucideIcon> = {
  image: FileImage,
  pdf: FileType,
  text: FileText,
  markdown: FileText,
  code: FileCode,
  video: FileVideo,
  audio: FileAudio,
  archive: FileArchive,
  other: File,
}

const KIND_LABELS = {
  image: 'kind.image',
  pdf: 'kind.pdf',
  text: 'kind.text',
  markdown: 'kind.markdown',
  code: 'kind.code',
  video: 'kind.video',
  audio: 'kind.audio',
  archive: 'kind.archive',
  other: 'kind.other',
} as const satisfies Record<FileKind, string>

/** The `files` catalogue's key for a kind's label. */
export const kindLabel = (kind: FileKind) => KIND_LABELS[kind]

export function FileKindIcon({ kind, className }: { kind: FileKind; className?: string }) {
  const Icon = KIND_ICONS[kind] ?? File
  return <Icon aria-hidden className={cn('shrink-0 text-muted-foreground', className)} />
}

export function FolderIcon({ folder, className }: { folder: FolderSummary; className?: string }) {
  const Icon = folder.isAttachments ? FolderLock : Folder
  return <Icon aria-hidden className={cn('shrink-0 text-primary', className)} />
}

/** The file's thumbnail when there is one (falls back to its type icon if it fails to load). */
export function FileThumb({
  file,
  className,
  iconClassName,
}: {
  file: FileSummary
  className?: string
  iconClassName?: string
}) {
  const [failed, setFailed] = React.useState(false)
  if (file.thumbnailUrl && !failed) {
    return (
      <img
        src={file.thumbnailUrl}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className={cn('object-cover', className)}
      />
    )
  }
  return (
    <span className={cn('flex items-center justify-center', className)}>
      <FileKindIcon kind={file.kind} className={iconClassName} />
    </span>
  )
}
