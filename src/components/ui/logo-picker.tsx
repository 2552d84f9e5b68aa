import { ImagePlus, X } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { toSquareDataUrl } from '~/lib/square-image'
import { toast } from '~/lib/toast'
import { Button } from './button'

/** Picks an optional square logo: shows it, lets the user replace or remove it. */
export function LogoPicker({
  value,
  onChange,
  label: labelGiven,
}: {
  value: string | null
  onChange: (logo: string | null) => void
  label?: string
}) {
  const t = useT('common')
  // Why an image was refused (~/lib/square-image), in the page's language where the errors catalogue has it.
  const errorText = useErrorText()
  const label = labelGiven ?? t('logo.label')
  const inputRef = React.useRef<HTMLInputElement>(null)
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium">
        {label} <span className="font-normal text-muted-foreground">{t('logo.optional')}</span>
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
          {value ? t('logo.replace') : t('logo.upload')}
        </Button>
        {value ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <X /> {t('logo.remove')}
          </Button>
        ) : null}
        <input
          ref={inputRef}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          className="sr-only"
          aria-label={t('logo.fileLabel', { label })}
          onChange={async (event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (!file) return
            try {
              onChange(await toSquareDataUrl(file))
            } catch (error) {
              toast.error(error instanceof Error ? errorText(error.message) : t('logo.unusable'))
            }
          }}
        />
      </div>
    </div>
  )
}
