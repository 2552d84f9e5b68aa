import { ChevronLeft, ChevronRight } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Loading } from '~/components/ui/query-states'
import { cn } from '~/lib/cn'

type PdfDocument = {
  numPages: number
  getPage(n: number): Promise<PdfPage>
  destroy(): Promise<void>
}
type PdfViewport = { width: number; height: number }
type PdfPage = {
  getViewport(options: { scale: number }): PdfViewport
  render(options: { canvas: HTMLCanvasElement; viewport: PdfViewport }): {
    promise: Promise<void>
    cancel(): void
  }
}

/** pdf.js, loaded the first time a PDF is previewed (never part of the page's own bundle). */
async function loadPdf(url: string): Promise<PdfDocument> {
  const [pdfjs, worker] = await Promise.all([
    // The package's main entry is build/pdf.mjs (the modern build), typed.
    import('pdfjs-dist'),
    import('pdfjs-dist/build/pdf.worker.mjs?url'),
  ])
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default
  const document = await pdfjs.getDocument({ url, isEvalSupported: false }).promise
  return document as unknown as PdfDocument
}

/** A PDF, one page at a time, fitted to the dialog's width; previous and next page. */
export function PdfPreview({ url, fallback }: { url: string; fallback: React.ReactNode }) {
  const t = useT('files')
  const [document, setDocument] = React.useState<PdfDocument | null>(null)
  const [failed, setFailed] = React.useState(false)
  const [page, setPage] = React.useState(1)
  const [rendering, setRendering] = React.useState(true)
  const canvasRef = React.useRef<HTMLCanvasElement>(null)
  const frameRef = React.useRef<HTMLDivElement>(null)

  React.useEffect(() => {
    let cancelled = false
    let loaded: PdfDocument | null = null
    setDocument(null)
    setFailed(false)
    setPage(1)
    loadPdf(url).then(
      (pdf) => {
        loaded = pdf
        if (cancelled) void pdf.destroy()
        else setDocument(pdf)
      },
      () => {
        if (!cancelled) setFailed(true)
      },
    )
    return () => {
      cancelled = true
      if (loaded) void loaded.destroy()
    }
  }, [url])

  React.useEffect(() => {
    if (!document) return
    let task: { promise: Promise<void>; cancel(): void } | null = null
    let cancelled = false
    setRendering(true)
    void (async () => {
      try {
        const pdfPage = await document.getPage(page)
        const canvas = canvasRef.current
        const frame = frameRef.current
        if (cancelled || !canvas || !frame) return
        const natural = pdfPage.getViewport({ scale: 1 })
        const cssScale = Math.min(2, Math.max(0.25, (frame.clientWidth - 2) / natural.width))
        const ratio = window.devicePixelRatio || 1
        const viewport = pdfPage.getViewport({ scale: cssScale * ratio })
        canvas.width = Math.floor(viewport.width)
        canvas.height = Math.floor(viewport.height)
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`
        canvas.style.height = `${Math.floor(viewport.height / ratio)}px`
        task = pdfPage.render({ canvas, viewport })
        await task.promise
        if (!cancelled) setRendering(false)
      } catch (error) {
        if (!cancelled && (error as { name?: string })?.name !== 'RenderingCancelledException')
          setFailed(true)
      }
    })()
    return () => {
      cancelled = true
      task?.cancel()
    }
  }, [document, page])

  if (failed) return fallback
  const pages = document?.numPages ?? 0
  return (
    <div className="grid gap-3">
      {pages > 1 ? (
        <div className="flex items-center justify-center gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={t('pdf.previous')}
            disabled={page <= 1}
            onClick={() => setPage((n) => Math.max(1, n - 1))}
          >
            <ChevronLeft aria-hidden className="rtl:-scale-x-100" />
          </Button>
          <span className="text-sm tabular-nums" aria-live="polite">
            {t('pdf.page', { page, pages })}
          </span>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('pdf.next')}
            disabled={page >= pages}
            onClick={() => setPage((n) => Math.min(pages, n + 1))}
          >
            <ChevronRight aria-hidden className="rtl:-scale-x-100" />
          </Button>
        </div>
      ) : null}
      <div ref={frameRef} className="relative flex min-h-40 justify-center overflow-auto">
        {!document || rendering ? (
          <Loading className="absolute inset-0">{t('common.loadingPreview')}</Loading>
        ) : null}
        <canvas
          ref={canvasRef}
          aria-label={pages ? t('pdf.page', { page, pages }) : t('pdf.pageLabel')}
          role="img"
          className={cn('max-w-full rounded border border-border bg-white', !document && 'invisible')}
        />
      </div>
    </div>
  )
}
