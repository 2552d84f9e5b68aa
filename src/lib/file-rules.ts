/**
 * Files: the rules both sides share — names, limits and the attachment link format (the listing's search and
 * order are `file-listing-rules.ts`).
 */
export const FILE_NAME_MAX = 255
export const FOLDER_NAME_MAX = 100
/** A folder's listing answers at most this many files (the page says so when there are more). */
export const FILE_LIST_LIMIT = 1000
export const MIB = 1024 * 1024
export const ATTACHMENTS_FOLDER_NAME = 'Attachments'

/** Where an upload goes: the files page, or an attachment to something being written. */
export const UPLOAD_PURPOSES = ['file', 'feedback', 'comment', 'discussion', 'chat', 'update'] as const
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number]

export const FILE_KINDS = [
  'image',
  'pdf',
  'text',
  'markdown',
  'code',
  'video',
  'audio',
  'archive',
  'other',
] as const
export type FileKind = (typeof FILE_KINDS)[number]

/** Kinds the preview dialog shows (images inline, PDFs page by page, text as text, markdown rendered). */
export const PREVIEWABLE_KINDS: ReadonlySet<string> = new Set(['image', 'pdf', 'text', 'markdown', 'code'])
/** Text previews read at most this much of a file. */
export const TEXT_PREVIEW_BYTES = 512 * 1024

/** Why a file or folder name is refused, or null when it is fine. */
export function nameProblem(name: string, max: number): string | null {
  if (name.length === 0) return 'Give it a name'
  if (name.length > max) return `Names can be at most ${max} characters`
  if (name === '.' || name === '..') return 'That name is reserved'
  if (/[/\\]/.test(name)) return 'Names cannot contain / or \\'
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'Names cannot contain control characters'
  return null
}

/** "report.pdf" → "report (2).pdf": the name a file gets when its folder already has one so named. */
export function numberedName(name: string, n: number): string {
  const dot = name.lastIndexOf('.')
  if (dot <= 0) return `${name} (${n})`
  return `${name.slice(0, dot)} (${n})${name.slice(dot)}`
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`
}

/** Where a file's bytes are served (authorized on every request). */
export const fileContentUrl = (fileId: string, options: { version?: number; download?: boolean } = {}) => {
  const params = new URLSearchParams()
  if (options.version) params.set('version', String(options.version))
  if (options.download) params.set('download', '1')
  const query = params.toString()
  return `/api/files/${fileId}/content${query ? `?${query}` : ''}`
}
export const fileThumbnailUrl = (fileId: string, versionId: string) =>
  `/api/files/${fileId}/thumbnail?v=${versionId}`

const ATTACHMENT_LINK = /\/api\/files\/([0-9a-f-]{36})\/content/g

/** Ids of the files a markdown text links to (attachments are links and images to file content). */
export function attachedFileIds(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(ATTACHMENT_LINK)].map((match) => match[1] as string))]
}

/** The only types shown inline from the app's origin: raster images (never SVG, never HTML). */
const RASTER_IMAGE_TYPES: ReadonlySet<string> = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
])
export const isRasterImage = (mime: string) => RASTER_IMAGE_TYPES.has(mime.split(';')[0]?.trim() ?? '')

/** The markdown that attaches a file: an image for raster images, a link (a chip when rendered) otherwise. */
export function attachmentMarkdown(file: { id: string; name: string; mime: string }): string {
  const label = file.name.replace(/[[\]\\]/g, '')
  const link = `[${label}](${fileContentUrl(file.id)})`
  return isRasterImage(file.mime) ? `!${link}` : link
}
