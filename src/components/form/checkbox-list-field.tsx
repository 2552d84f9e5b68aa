import * as React from 'react'
import { useController, useFormContext } from 'react-hook-form'
import { cn } from '~/lib/cn'
import { FieldError } from './fields'

export type CheckboxListOption = {
  value: string
  /** The option's accessible name and what it shows (e.g. an avatar and a name). */
  label: React.ReactNode
  /** Shown after the label, muted (e.g. "@design · 3 members"). */
  detail?: React.ReactNode
}

type CheckboxListFieldProps = {
  /** A field holding the chosen values (string[]). */
  name: string
  legend: React.ReactNode
  options: CheckboxListOption[]
  /** Under the list, tied to each checkbox with aria-describedby. */
  description?: React.ReactNode
  className?: string
  /** The list's own classes, e.g. a max height for long lists. */
  listClassName?: string
}

/**
 * A group of checkboxes whose value is the list of the ticked options' values, in the order of `options`.
 * Controlled, so that one option alone still gives a list (a lone registered checkbox gives its value or false).
 */
export function CheckboxListField({
  name,
  legend,
  options,
  description,
  className,
  listClassName,
}: CheckboxListFieldProps) {
  const { control } = useFormContext()
  const { field, fieldState } = useController({ name, control })
  const chosen = new Set<string>(Array.isArray(field.value) ? (field.value as string[]) : [])
  const id = React.useId()
  const errorId = `${id}-error`
  const descriptionId = `${id}-description`
  const describedBy = [description ? descriptionId : null, fieldState.error ? errorId : null]
    .filter(Boolean)
    .join(' ')

  const toggle = (value: string, checked: boolean) => {
    const next = new Set(chosen)
    if (checked) next.add(value)
    else next.delete(value)
    // Options that disappeared (a team deleted meanwhile) stay chosen: the server decides about them.
    const known = options.map((option) => option.value).filter((option) => next.has(option))
    const unknown = [...next].filter((option) => !options.some((entry) => entry.value === option))
    field.onChange([...known, ...unknown])
  }

  return (
    <fieldset className={cn('grid min-w-0 gap-2', className)} data-field={name}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <ul
        className={cn(
          'grid max-h-56 gap-1 overflow-y-auto rounded-md border border-border p-2',
          listClassName,
        )}
      >
        {options.map((option, index) => (
          <li key={option.value}>
            <label className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-muted">
              <input
                type="checkbox"
                name={name}
                value={option.value}
                checked={chosen.has(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                onBlur={field.onBlur}
                ref={index === 0 ? field.ref : undefined}
                aria-describedby={describedBy || undefined}
                aria-invalid={fieldState.error ? true : undefined}
                className="size-4 shrink-0 accent-[var(--primary)]"
              />
              <span className="flex min-w-0 flex-1 items-center gap-2">{option.label}</span>
              {option.detail ? (
                <span className="shrink-0 text-xs text-muted-foreground">{option.detail}</span>
              ) : null}
            </label>
          </li>
        ))}
      </ul>
      {description ? (
        <p id={descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldError id={errorId} message={fieldState.error?.message} />
    </fieldset>
  )
}
