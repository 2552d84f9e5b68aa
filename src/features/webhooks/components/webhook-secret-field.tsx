import { Check, Copy } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { toast } from '~/lib/toast'

/**
 * A signing secret in a read-only field with a copy button. Without clipboard access the text is selected, so
 * the person copies it with their keyboard. Used by the dialogs that show a secret (creation, reveal, rotation).
 */
export function WebhookSecretField({ secret, label }: { secret: string; label: string }) {
  const t = useT('webhooks')
  const [copied, setCopied] = React.useState(false)
  const field = React.useRef<HTMLInputElement>(null)
  const id = React.useId()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret)
      setCopied(true)
      toast.success(t('secret.copied'))
    } catch {
      field.current?.select()
      toast.error(t('secret.copyFailed'))
    }
  }
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={field}
          id={id}
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="h-9 min-w-0 flex-1 rounded-md border border-input bg-muted px-3 font-mono text-xs"
          spellCheck={false}
          autoComplete="off"
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? t('secret.copiedButton') : t('secret.copy')}
        </Button>
      </div>
    </div>
  )
}
