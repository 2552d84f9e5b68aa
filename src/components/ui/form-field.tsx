import type * as React from 'react'
import { Input } from './input'
import { Label } from './label'

type FormFieldProps = React.ComponentProps<typeof Input> & {
  label: string
  name: string
  error?: string
  hint?: React.ReactNode
}

/** A labelled input with its inline error, wired for screen readers. */
export function FormField({ label, name, error, hint, id, ...inputProps }: FormFieldProps) {
  const inputId = id ?? `field-${name}`
  const errorId = `${inputId}-error`
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between">
        <Label htmlFor={inputId}>{label}</Label>
        {hint}
      </div>
      <Input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
