import { ImagePlus, X } from 'lucide-react'
import * as React from 'react'
import { toSquareDataUrl } from '~/lib/square-image'
import { toast } from '~/lib/toast'
import { Button } from './button'

/** Picks an optional square logo: shows it, lets the user replace or remove it. */
export function LogoPicker({
  value,
  onChange,
  label = 'Logo',
}: {
  value: string | null
  onChange: (logo: string | null) => void
  label?: string
}) {
  const inputRef = React.useRef<HTMLInputElement>(null)
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium">
        {label} <span className="font-normal text-muted-foreground">(optional)</span>
      </span>
      <div className="flex items-center gap-3">
        {value ? (
          <img src={value} alt="" className="size-14 rounded-lg border border-border object-cover" />
        ) : (
          <span className="inline-flex size-14 items-center justify-center rounded-lg border border-dashed border-border text-muted-foreground">
            <ImagePlus className="size-5" aria-hidden />
          </span>
        )}
        <Button type="button" variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
          {value ? 'Replace' : 'Upload'}
        </Button>
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <X /> Remove
          </Button>
        ) : null}
        <input
          ref={inputRef}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="sr-only"
          aria-label={`${label} file`}
          onChange={async (event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (!file) return
            try {
              onChange(await toSquareDataUrl(file))
            } catch (error) {
              toast.error(error instanceof Error ? error.message : 'This image could not be used.')
            }
          }}
        />
      </div>
    </div>
  )
}
