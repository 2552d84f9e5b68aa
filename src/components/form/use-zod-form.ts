import * as React from 'react'
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form'
import type { z } from 'zod'
import type { $ZodType } from 'zod/v4/core'
import { toast } from '~/lib/toast'
import { useErrorText } from '../i18n/use-t'
import { NETWORK_ERROR_MESSAGE, submitFailureOf } from './submit-error'

/** A zod schema, classic or zod/mini (the sign-in page's, to keep the full API off it). */
type FormSchema = $ZodType<FieldValues, FieldValues>

/**
 * The schema, or a loader of it for a page whose only use of zod is its form's check (the auth pages): zod then
 * loads with the form's first input instead of with the page.
 */
type SchemaSource<Schema extends FormSchema> =
  | { schema: Schema; loadSchema?: never }
  | { loadSchema: () => Promise<Schema>; schema?: never }

export type ZodFormOptions<Schema extends FormSchema> = SchemaSource<Schema> & {
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
  /** Starts loading the validation (Form calls it on the first input), so that the submit finds it ready. */
  preloadValidation: () => void
}

/**
 * One form pattern for the whole app: react-hook-form with the zod schema the server function also uses.
 * Validation errors show inline (and the first invalid field gets focus), `formState.isSubmitting` is the
 * pending state, and a refusal from the server becomes field errors or a toast.
 */
export function useZodForm<Schema extends FormSchema>(options: ZodFormOptions<Schema>): ZodForm<Schema> {
  const errorText = useErrorText()
  const resolver = useLazyZodResolver<Schema>(options, errorText)
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: resolver.resolve,
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })

  const handleSubmit = form.handleSubmit(async (values) => {
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
      if (message) toast.error(errorText(message))
    }
  })

  // One send at a time: a shortcut (Ctrl+Enter in a comment) can fire while the button is already "Posting…".
  const submit = async (event?: React.BaseSyntheticEvent) => {
    if (!form.formState.isSubmitting) return handleSubmit(event)
    event?.preventDefault()
  }

  return Object.assign(form, { submit, preloadValidation: resolver.preload })
}

type FormResolver<Schema extends FormSchema> = Resolver<z.input<Schema>, unknown, z.output<Schema>>

/**
 * The zod resolver, loaded with the first validation or `preload`: `@hookform/resolvers` brings zod's core with
 * it (15 KiB of gzip), which a page should not fetch before its form is used. A failed load (offline) is a
 * form-level error with a toast, tried again on the next submit.
 */
function useLazyZodResolver<Schema extends FormSchema>(
  source: SchemaSource<Schema>,
  errorText: (message: string) => string,
) {
  const sourceRef = React.useRef(source)
  sourceRef.current = source
  const errorTextRef = React.useRef(errorText)
  errorTextRef.current = errorText
  const loaded = React.useRef<Promise<FormResolver<Schema>> | null>(null)

  return React.useMemo(() => {
    const load = () => {
      loaded.current ??= Promise.all([
        import('@hookform/resolvers/zod'),
        sourceRef.current.loadSchema?.() ?? sourceRef.current.schema,
      ]).then(
        // The resolver's overloads want zod's internal type; a form schema is always one.
        ([{ zodResolver }, schema]) =>
          zodResolver(
            schema as unknown as Parameters<typeof zodResolver>[0],
          ) as unknown as FormResolver<Schema>,
        (error: unknown) => {
          loaded.current = null
          throw error
        },
      )
      return loaded.current
    }
    const resolve: FormResolver<Schema> = async (values, context, options) => {
      let zodResolve: FormResolver<Schema>
      try {
        zodResolve = await load()
      } catch {
        // A field checked again as it changes (after a refused submit) stays quiet while offline.
        if (options.names) return { values: {}, errors: {} }
        toast.error(errorTextRef.current(NETWORK_ERROR_MESSAGE))
        // A form-level error: the submit stops here, and the next one loads again.
        const root = { type: 'network', message: NETWORK_ERROR_MESSAGE }
        return { values: {}, errors: { root } as FieldErrors<z.input<Schema>> }
      }
      return zodResolve(values, context, options)
    }
    const preload = () => void load().catch(() => {})
    return { resolve, preload }
  }, [])
}
