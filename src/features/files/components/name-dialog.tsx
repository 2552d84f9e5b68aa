import * as React from 'react'
import { useErrorText } from '~/components/i18n/use-t'
import { FormDialog } from '~/components/ui/form-dialog'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { nameProblem } from '~/lib/file-rules'

type NameDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  label: string
  initialName: string
  maxLength: number
  submitLabel: string
  pendingLabel: string
  /** Saves the name; resolves to the server's refusal, or null when it is done. */
  onSubmit: (name: string) => Promise<string | null>
}

/** Names a new folder or renames a file or folder; the name rules are checked before the server is asked. */
export function NameDialog(props: NameDialogProps) {
  return <FormDialogBody key={props.open ? 'open' : 'closed'} {...props} />
}

function FormDialogBody({
  open,
  onOpenChange,
  title,
  label,
  initialName,
  maxLength,
  submitLabel,
  pendingLabel,
  onSubmit,
}: NameDialogProps) {
  const errorText = useErrorText()
  const [name, setName] = React.useState(initialName)
  const [error, setError] = React.useState<string | null>(null)
  const [pending, setPending] = React.useState(false)
  const inputRef = React.useRef<HTMLInputElement>(null)
  const inputId = React.useId()
  const errorId = React.useId()

  // Selects the name without its extension, ready to type over ("report" of "report.pdf").
  React.useEffect(() => {
    if (!open) return
    const input = inputRef.current
    if (!input) return
    input.focus()
    const dot = initialName.lastIndexOf('.')
    input.setSelectionRange(0, dot > 0 ? dot : initialName.length)
  }, [open, initialName])

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      pending={pending}
      onSubmit={async () => {
        const trimmed = name.trim()
        const problem = nameProblem(trimmed, maxLength)
        if (problem) {
          setError(errorText(problem))
          inputRef.current?.focus()
          return
        }
        if (trimmed === initialName) {
          onOpenChange(false)
          return
        }
        setPending(true)
        const refusal = await onSubmit(trimmed)
        setPending(false)
        if (refusal) {
          setError(refusal)
          inputRef.current?.focus()
        } else onOpenChange(false)
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={inputId}>{label}</Label>
        <Input
          ref={inputRef}
          id={inputId}
          value={name}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setName(event.target.value)
            setError(null)
          }}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </FormDialog>
  )
}
