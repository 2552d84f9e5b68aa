import { useHydrated } from '@tanstack/react-router'
import * as React from 'react'
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form'

type FormSettings = {
  /** True when the form also works as a plain HTML POST (it has an `action` its server answers). */
  worksWithoutScript: boolean
  /** Field errors the page was rendered with (from a plain POST's answer), shown until the next submit. */
  initialErrors: Record<string, string>
}

const noErrors: Record<string, string> = {}
const FormSettingsContext = React.createContext<FormSettings>({
  worksWithoutScript: false,
  initialErrors: noErrors,
})

export function useFormSettings(): FormSettings {
  return React.useContext(FormSettingsContext)
}

type FormUploads = {
  /** True while a field of the form is still uploading attachments (its text holds placeholders). */
  uploading: boolean
  /** A field says it started or stopped uploading; `key` tells fields apart. */
  setUploading: (key: string, uploading: boolean) => void
}

const FormUploadsContext = React.createContext<FormUploads>({ uploading: false, setUploading: () => {} })

/** The form's uploads: the submit button waits for them (see RichTextField's attachments). */
export function useFormUploads(): FormUploads {
  return React.useContext(FormUploadsContext)
}

type FormProps<Values extends FieldValues, Parsed> = Omit<
  React.ComponentProps<'form'>,
  'onSubmit' | 'method' | 'action'
> & {
  form: UseFormReturn<Values, unknown, Parsed> & {
    submit: (event?: React.BaseSyntheticEvent) => Promise<void>
    preloadValidation: () => void
  }
  /**
   * A server handler that takes this form as a plain POST (sign-in, say) so it works before the page is
   * interactive. Without it the form is inert until hydrated: its submit buttons stay disabled.
   */
  action?: string
  /**
   * Field errors to show from the first paint, e.g. what the server handler of a plain POST reported through
   * the page's URL. They give way to the form's own errors on the next submit.
   */
  initialErrors?: Record<string, string>
}

/**
 * A form that never sends its fields in a URL: always `method="post"`, so a submit that happens before
 * hydration (or without JavaScript) posts to `action` (or is blocked by the disabled submit button) instead of
 * reloading the page as a GET with every field in the query string. Once hydrated, react-hook-form handles it.
 */
export function Form<Values extends FieldValues, Parsed>({
  form,
  action,
  initialErrors = noErrors,
  children,
  onInputCapture,
  ...props
}: FormProps<Values, Parsed>) {
  const settings = React.useMemo(
    () => ({ worksWithoutScript: Boolean(action), initialErrors }),
    [action, initialErrors],
  )
  const [uploadingFields, setUploadingFields] = React.useState<ReadonlySet<string>>(() => new Set())
  const uploading = uploadingFields.size > 0
  const uploads = React.useMemo<FormUploads>(
    () => ({
      uploading,
      setUploading: (key, running) =>
        setUploadingFields((current) => {
          if (current.has(key) === running) return current
          const next = new Set(current)
          if (running) next.add(key)
          else next.delete(key)
          return next
        }),
    }),
    [uploading],
  )
  return (
    <FormProvider {...form}>
      <FormSettingsContext.Provider value={settings}>
        <FormUploadsContext.Provider value={uploads}>
          <form
            method="post"
            action={action}
            noValidate
            onInputCapture={(event) => {
              form.preloadValidation()
              onInputCapture?.(event)
            }}
            onSubmit={(event) => {
              // A text still holding upload placeholders is not sent: the submit button says to wait.
              if (uploading) event.preventDefault()
              else void form.submit(event)
            }}
            {...props}
          >
            {children}
          </form>
        </FormUploadsContext.Provider>
      </FormSettingsContext.Provider>
    </FormProvider>
  )
}

/** True once the page's JavaScript has taken over (false during server rendering and hydration). */
export function useFormHydrated(): boolean {
  return useHydrated()
}
