import type * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Button } from './button'
import { Dialog } from './dialog'

type FormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: React.ReactNode
  submitLabel: string
  pendingLabel: string
  pending: boolean
  /** Keeps the submit button disabled (nothing chosen yet, a confirmation not typed). */
  disabled?: boolean
  destructive?: boolean
  onSubmit: () => void | Promise<void>
  children: React.ReactNode
}

/**
 * A small form in a modal dialog: its fields, then Cancel and the submit button. Submitting runs `onSubmit`
 * (Enter in a field submits); closing is the caller's business (usually once the action succeeded).
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  pendingLabel,
  pending,
  disabled = false,
  destructive = false,
  onSubmit,
  children,
}: FormDialogProps) {
  const t = useT('common')
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form
        method="post"
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          if (!disabled && !pending) void onSubmit()
        }}
      >
        {children}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant={destructive ? 'destructive' : 'default'}
            disabled={disabled || pending}
          >
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
