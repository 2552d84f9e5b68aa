import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Markdown } from '~/components/rich-text/markdown'
import { Loading } from '~/components/ui/query-states'
import { TEXT_PREVIEW_BYTES } from '~/lib/file-rules'
import { useFileSize } from './use-file-size'

type TextState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; text: string; truncated: boolean }

/** Reads at most TEXT_PREVIEW_BYTES of a file (a range request, and the reading stops there regardless). */
function useFileText(url: string, size: number): TextState {
  const [state, setState] = React.useState<TextState>({ status: 'loading' })
  React.useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    void (async () => {
      try {
        const response = await fetch(url, {
          headers: { Range: `bytes=0-${TEXT_PREVIEW_BYTES - 1}` },
          signal: controller.signal,
          credentials: 'same-origin',
        })
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`)
        const reader = response.body.getReader()
        const chunks: Uint8Array[] = []
        let length = 0
        while (length < TEXT_PREVIEW_BYTES) {
          const { done, value } = await reader.read()
          if (done) break
          chunks.push(value)
          length += value.byteLength
        }
        void reader.cancel().catch(() => {})
        const bytes = new Uint8Array(Math.min(length, TEXT_PREVIEW_BYTES))
        let offset = 0
        for (const chunk of chunks) {
          const part = chunk.subarray(0, bytes.length - offset)
          bytes.set(part, offset)
          offset += part.byteLength
          if (offset >= bytes.length) break
        }
        const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes)
        setState({ status: 'ready', text, truncated: size > TEXT_PREVIEW_BYTES })
      } catch {
        if (!controller.signal.aborted) setState({ status: 'error' })
      }
    })()
    return () => controller.abort()
  }, [url, size])
  return state
}

export function TextPreview({
  url,
  size,
  markdown = false,
  fallback,
}: {
  url: string
  size: number
  markdown?: boolean
  fallback: React.ReactNode
}) {
  const t = useT('files')
  const fileSize = useFileSize()
  const state = useFileText(url, size)
  if (state.status === 'loading') {
    return <Loading>{t('common.loadingPreview')}</Loading>
  }
  if (state.status === 'error') return fallback
  return (
    <div className="grid gap-2">
      {state.truncated ? (
        <p className="text-xs text-muted-foreground">
          {t('text.truncated', { size: fileSize(TEXT_PREVIEW_BYTES) })}
        </p>
      ) : null}
      {markdown ? (
        <div className="rounded-lg border border-border p-4">
          <Markdown source={state.text} />
        </div>
      ) : (
        <pre className="overflow-x-auto whitespace-pre-wrap break-words rounded-lg border border-border bg-muted/40 p-4 font-mono text-xs leading-relaxed">
          {state.text}
        </pre>
      )}
    </div>
  )
}
