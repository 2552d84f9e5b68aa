import * as React from 'react'
import { useCommonText } from '~/components/ui/use-common-text'
import type { AttachmentUploads } from '~/components/upload/use-attachment-uploads'
import { lazyNamed } from '~/lib/lazy-named'

// The chips load with the first file attached: most texts are written without one.
const AttachmentUploadChips = lazyNamed(() => import('./attachment-upload-chips'), 'AttachmentUploadChips')

/**
 * The files being attached to a text (their chips, `attachment-upload-chips.tsx`), and the live region that
 * tells screen reader users when a file starts, ends or fails. The region is always there: one added with its
 * first words is not read out.
 */
export function AttachmentUploadList({
  uploads,
  className,
}: {
  uploads: AttachmentUploads
  className?: string
}) {
  return (
    <>
      {uploads.uploads.length > 0 ? (
        <React.Suspense fallback={null}>
          <AttachmentUploadChips uploads={uploads} className={className} />
        </React.Suspense>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {uploads.announcement}
      </p>
    </>
  )
}

/** The highlight over a box while files are dragged onto it. */
export function DropHighlight({ uploads }: { uploads: AttachmentUploads }) {
  const { t } = useCommonText()
  if (!uploads.dragging) return null
  return (
    <div
      aria-hidden
      className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center rounded-md border-2 border-dashed border-primary bg-primary/10 text-sm font-medium text-primary"
    >
      {t('editor.dropFiles', 'Drop files to attach')}
    </div>
  )
}

/** The hidden file input behind "Attach files". */
export function AttachmentFileInput({ uploads }: { uploads: AttachmentUploads }) {
  if (!uploads.enabled) return null
  return <input {...(uploads.fileInputProps as React.ComponentProps<'input'>)} />
}
