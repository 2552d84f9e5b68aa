import type { FileSort, SortDirection } from '~/lib/file-listing-rules'
import type { FileKind } from '~/lib/file-rules'

export type FilePerson = { id: string; name: string; username: string | null; image: string | null }

export type FolderSummary = {
  id: string
  name: string
  parentId: string | null
  isAttachments: boolean
  /** Files and folders directly inside. */
  itemCount: number
  createdAt: string
  createdBy: FilePerson | null
  /** Rename, move and delete: its creator or an editor (never the Attachments folder). */
  canEdit: boolean
  /** In search results: the folder it is in ("Designs / 2026"), empty at the top level. */
  path: string
}

export type FileSummary = {
  id: string
  name: string
  folderId: string | null
  size: number
  mime: string
  kind: FileKind
  versionCount: number
  versionId: string
  thumbnailStatus: 'none' | 'pending' | 'ready' | 'failed'
  /** A WebP preview when ready. */
  thumbnailUrl: string | null
  contentUrl: string
  downloadUrl: string
  createdAt: string
  updatedAt: string
  createdBy: FilePerson | null
  /** Rename, move, delete and new versions: the uploader or an editor. */
  canEdit: boolean
  path: string
}

export type FileVersionSummary = {
  id: string
  number: number
  size: number
  mime: string
  createdAt: string
  uploadedBy: FilePerson | null
  downloadUrl: string
  isCurrent: boolean
}

export type FilesListing = {
  projectId: string
  folder: FolderSummary | null
  /** From the top level down to the folder's parent. */
  breadcrumbs: { id: string; name: string }[]
  folders: FolderSummary[]
  files: FileSummary[]
  /** More files matched than one listing answers. */
  truncated: boolean
  sort: FileSort
  dir: SortDirection
  q: string
  canUpload: boolean
  isEditor: boolean
  quota: { usedBytes: number; limitBytes: number }
  maxUploadBytes: number
}

export type FolderOption = {
  id: string
  name: string
  parentId: string | null
  path: string
  isAttachments: boolean
}
