import { Upload } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'

const carriesFiles = (event: DragEvent) => Boolean(event.dataTransfer?.types.includes('Files'))

/**
 * Files dragged anywhere over the page: `dragging` while they hover (for the overlay), `onFiles` when dropped.
 * Drops outside the page's handling never open the file in the tab.
 */
export function useFileDrop(enabled: boolean, onFiles: (files: File[]) => void): boolean {
  const [dragging, setDragging] = React.useState(false)
  const onFilesRef = React.useRef(onFiles)
  onFilesRef.current = onFiles

  React.useEffect(() => {
    if (!enabled) return
    let depth = 0
    const onEnter = (event: DragEvent) => {
      if (!carriesFiles(event)) return
      event.preventDefault()
      depth++
      setDragging(true)
    }
    const onOver = (event: DragEvent) => {
      if (!carriesFiles(event)) return
      event.preventDefault()
      if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy'
    }
    const onLeave = (event: DragEvent) => {
      if (!carriesFiles(event)) return
      depth = Math.max(0, depth - 1)
      if (depth === 0) setDragging(false)
    }
    const onDrop = (event: DragEvent) => {
      if (!carriesFiles(event)) return
      event.preventDefault()
      depth = 0
      setDragging(false)
      const files = [...(event.dataTransfer?.files ?? [])]
      if (files.length > 0) onFilesRef.current(files)
    }
    window.addEventListener('dragenter', onEnter)
    window.addEventListener('dragover', onOver)
    window.addEventListener('dragleave', onLeave)
    window.addEventListener('drop', onDrop)
    return () => {
      window.removeEventListener('dragenter', onEnter)
      window.removeEventListener('dragover', onOver)
      window.removeEventListener('dragleave', onLeave)
      window.removeEventListener('drop', onDrop)
      setDragging(false)
    }
  }, [enabled])

  return dragging
}

/** The full-page sign that dropping uploads here. */
export function DropOverlay({ folderName }: { folderName: string | null }) {
  const t = useT('files')
  return (
    <div
      className="pointer-events-none fixed inset-0 z-50 flex items-center justify-center bg-background/80 p-6 backdrop-blur-sm"
      role="status"
      aria-live="polite"
    >
      <div className="grid justify-items-center gap-3 rounded-2xl border-2 border-dashed border-primary bg-card px-10 py-12 text-center shadow-xl">
        <Upload aria-hidden className="size-10 text-primary" />
        <p className="text-lg font-semibold">{t('drop.title')}</p>
        <p className="max-w-xs break-words text-sm text-muted-foreground">
          {folderName ? t('drop.toFolder', { name: folderName }) : t('drop.toTop')}
        </p>
      </div>
    </div>
  )
}
