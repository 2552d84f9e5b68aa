import type * as React from 'react'
import { useFormState } from 'react-hook-form'
import { Button, type ButtonProps } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { Textarea } from '~/components/ui/textarea'
import { useCommonText } from '~/components/ui/use-common-text'
import { cn } from '~/lib/cn'
import { NOT_READY_REASON } from '~/lib/hydration'
import { useErrorText } from '../i18n/use-t'
import { useFormHydrated, useFormSettings, useFormUploads } from './form'
import { useField } from './use-field'

/** A field's inline error, announced when it appears (in the page's language where it is translated). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const errorText = useErrorText()
  if (!message) return null
  return (
    <p id={id} className="text-sm text-destructive" role="alert">
      {errorText(message)}
    </p>
  )
}

type FieldFrameProps = {
  label: React.ReactNode
  /** Beside the label, e.g. a "Forgot password?" link. */
  hint?: React.ReactNode
  /** Under the control, tied to it with aria-describedby. */
  description?: React.ReactNode
}

type TextFieldProps = FieldFrameProps &
  Omit<React.ComponentProps<'input'>, 'name' | 'defaultValue' | 'value'> & { name: string }

/** A labelled text input registered with the surrounding <Form>, with its inline error. */
export function TextField({
  name,
  label,
  hint,
  description,
  id,
  className,
  onChange,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const field = useField(name, { id, hasDescription: Boolean(description), describedBy })
  const { onChange: registeredChange, ...registration } = field.registration
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={field.inputId}>{label}</Label>
        {hint}
      </div>
      <Input
        id={field.inputId}
        defaultValue={field.defaultValue as string | undefined}
        {...inputProps}
        {...registration}
        onChange={async (event) => {
          await registeredChange(event)
          onChange?.(event)
        }}
        {...field.aria}
        {...field.sending}
      />
      {description ? (
        <p id={field.descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldError id={field.errorId} message={field.error} />
    </div>
  )
}

type TextareaFieldProps = FieldFrameProps &
  Omit<React.ComponentProps<'textarea'>, 'name' | 'defaultValue' | 'value'> & { name: string }

export function TextareaField({
  name,
  label,
  hint,
  description,
  id,
  className,
  'aria-describedby': describedBy,
  ...props
}: TextareaFieldProps) {
  const field = useField(name, { id, hasDescription: Boolean(description), describedBy })
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={field.inputId}>{label}</Label>
        {hint}
      </div>
      <Textarea
        id={field.inputId}
        defaultValue={field.defaultValue as string | undefined}
        {...props}
        {...field.registration}
        {...field.aria}
        {...field.sending}
      />
      {description ? (
        <p id={field.descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldError id={field.errorId} message={field.error} />
    </div>
  )
}

type SelectFieldProps = FieldFrameProps &
  Omit<React.ComponentProps<'select'>, 'name' | 'defaultValue' | 'value'> & { name: string }

export function SelectField({
  name,
  label,
  hint,
  description,
  id,
  className,
  children,
  'aria-describedby': describedBy,
  ...props
}: SelectFieldProps) {
  const field = useField(name, { id, hasDescription: Boolean(description), describedBy })
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={field.inputId}>{label}</Label>
        {hint}
      </div>
      <NativeSelect
        id={field.inputId}
        defaultValue={field.defaultValue as string | undefined}
        {...props}
        {...field.registration}
        {...field.aria}
      >
        {children}
      </NativeSelect>
      {description ? (
        <p id={field.descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FieldError id={field.errorId} message={field.error} />
    </div>
  )
}

type CheckboxFieldProps = Omit<React.ComponentProps<'input'>, 'name' | 'type' | 'defaultChecked'> & {
  name: string
  label: React.ReactNode
  /** A line under the label, e.g. what ticking it does. */
  description?: React.ReactNode
}

/** A checkbox whose value is a boolean. */
export function CheckboxField({ name, label, description, id, className, ...props }: CheckboxFieldProps) {
  const field = useField(name, { id })
  return (
    <div className={cn('grid gap-1', className)}>
      <label htmlFor={field.inputId} className="flex items-start gap-2 text-sm">
        <input
          id={field.inputId}
          type="checkbox"
          defaultChecked={Boolean(field.defaultValue)}
          className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
          {...props}
          {...field.registration}
          {...field.aria}
        />
        <span>
          {label}
          {description ? <span className="block text-muted-foreground">{description}</span> : null}
        </span>
      </label>
      <FieldError id={field.errorId} message={field.error} />
    </div>
  )
}

type SubmitButtonProps = Omit<ButtonProps, 'type'> & {
  /** Shown while the submit is in flight, e.g. "Saving…". */
  pendingLabel?: React.ReactNode
}

/**
 * The form's submit button: disabled while the submit is in flight, and until the page is hydrated unless the
 * form also works as a plain POST (a disabled default button also stops Enter from submitting the form).
 */
export function SubmitButton({ children, pendingLabel, disabled, title, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState()
  const hydrated = useFormHydrated()
  const { worksWithoutScript } = useFormSettings()
  const { uploading } = useFormUploads()
  const { t } = useCommonText()
  const inert = !hydrated && !worksWithoutScript
  return (
    <Button
      type="submit"
      disabled={disabled || isSubmitting || inert || uploading}
      aria-busy={isSubmitting || uploading || undefined}
      title={inert ? t('form.notReady', NOT_READY_REASON) : title}
      {...props}
    >
      {uploading
        ? t('form.waitingForUploads', 'Waiting for uploads…')
        : isSubmitting && pendingLabel
          ? pendingLabel
          : children}
    </Button>
  )
}

/** A message about the whole form (not one field), announced when it appears. */
export function FormAlert({
  message,
  children,
  ...props
}: {
  message: string | null | undefined
  children?: React.ReactNode
  'data-testid'?: string
}) {
  const errorText = useErrorText()
  if (!message) return null
  return (
    <div
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
      {...props}
    >
      <p>{errorText(message)}</p>
      {children}
    </div>
  )
}
