import { zodResolver } from '@hookform/resolvers/zod'
import type * as React from 'react'
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form'
import type { z } from 'zod'
import type { $ZodType } from 'zod/v4/core'
import { toast } from '~/lib/toast'
import { submitFailureOf } from './submit-error'

/** A zod schema, classic or zod/mini (the sign-in page's, to keep the full API off it). */
type FormSchema = $ZodType<FieldValues, FieldValues>

export type ZodFormOptions<Schema extends FormSchema> = {
  schema: Schema
  /** Every field's starting value, plus values the form sends but does not show (an org slug, say). */
  defaultValues: DefaultValues<z.input<Schema>>
  /** Called with the parsed values once they pass the schema. Throw to refuse (see submit-error.ts). */
  onSubmit: (values: z.output<Schema>) => Promise<unknown> | unknown
  /** The toast when the failure has no message of its own. */
  errorMessage?: string
  /** Places a server message that names no field (e.g. "This address is taken") on the field it is about. */
  fieldOfMessage?: (message: string) => Path<z.input<Schema>> | undefined
}

export type ZodForm<Schema extends FormSchema> = UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> & {
  /** The form's submit handler: validates, calls onSubmit, and shows what went wrong. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>
}

/**
 * One form pattern for the whole app: react-hook-form with the zod schema the server function also uses.
 * Validation errors show inline (and the first invalid field gets focus), `formState.isSubmitting` is the
 * pending state, and a refusal from the server becomes field errors or a toast.
 */
export function useZodForm<Schema extends FormSchema>(options: ZodFormOptions<Schema>): ZodForm<Schema> {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema(options.schema)),
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })

  const submit = form.handleSubmit(async (values) => {
    try {
      await options.onSubmit(values)
    } catch (error) {
      const failure = submitFailureOf(error, options.errorMessage ?? 'Something went wrong!')
      const names = Object.keys(failure.fields).filter((name) => name in form.getValues())
      const placed = failure.message ? options.fieldOfMessage?.(failure.message) : undefined
      if (placed && failure.message) {
        form.setError(placed, { type: 'server', message: failure.message }, { shouldFocus: true })
      }
      names.forEach((name, index) => {
        form.setError(
          name as Path<z.input<Schema>>,
          { type: 'server', message: failure.fields[name] },
          { shouldFocus: index === 0 && !placed },
        )
      })
      const unshown = names.length === 0 && Object.keys(failure.fields).length > 0
      const message = failure.message ?? (unshown ? Object.values(failure.fields)[0] : null)
      if (message) toast.error(message)
    }
  })

  return Object.assign(form, { submit })
}

// The resolver's overloads want zod's internal type; a form schema is always one.
function schema<Schema extends FormSchema>(value: Schema) {
  return value as unknown as Parameters<typeof zodResolver>[0] & Schema
}
