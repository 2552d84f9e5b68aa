import * as React from 'react'
import { Button } from './button'
import { Card } from './card'
import { FormField } from './form-field'

type ConfirmDeleteProps = {
  title: string
  description: string
  /** The text the user must type to enable the button (the thing's slug or name). */
  confirmText: string
  buttonLabel: string
  onConfirm: () => Promise<void>
}

/** A danger-zone card: the delete button stays disabled until the user types the confirmation text. */
export function ConfirmDelete({
  title,
  description,
  confirmText,
  buttonLabel,
  onConfirm,
}: ConfirmDeleteProps) {
  const [typed, setTyped] = React.useState('')
  const [pending, setPending] = React.useState(false)
  const matches = typed.trim() === confirmText
  return (
    <Card className="border-destructive/40 p-6">
      <h3 className="font-semibold text-destructive">{title}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      <form
        className="mt-4 grid gap-3"
        onSubmit={async (event) => {
          event.preventDefault()
          if (!matches) return
          setPending(true)
          try {
            await onConfirm()
          } finally {
            setPending(false)
          }
        }}
      >
        <FormField
          label={`Type ${confirmText} to confirm`}
          name="confirm"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Button
          type="submit"
          variant="destructive"
          disabled={!matches || pending}
          className="justify-self-start"
        >
          {pending ? 'Deleting…' : buttonLabel}
        </Button>
      </form>
    </Card>
  )
}
