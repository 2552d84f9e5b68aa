import * as React from 'react'
import { get, type UseFormRegisterReturn, useFormContext, useFormState } from 'react-hook-form'
import { useFormSettings } from './form'

type TypedElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * What the user typed before the page hydrated, if anything: react-hook-form would otherwise overwrite it
 * with the default value when it registers the field.
 */
function typedBeforeHydration(element: TypedElement): string | boolean | undefined {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') {
    return element.checked !== element.defaultChecked ? element.checked : undefined
  }
  if (element instanceof HTMLInputElement && element.type === 'radio') {
    return element.checked && !element.defaultChecked ? element.value : undefined
  }
  if (element instanceof HTMLSelectElement) {
    if (element.multiple) return undefined
    const rendered = [...element.options].find((option) => option.defaultSelected) ?? element.options[0]
    return rendered && element.value !== rendered.value ? element.value : undefined
  }
  return element.value !== element.defaultValue ? element.value : undefined
}

export type FieldWiring = {
  inputId: string
  errorId: string
  descriptionId: string
  error: string | undefined
  defaultValue: unknown
  registration: UseFormRegisterReturn
  /** aria-invalid / aria-describedby for the control. */
  aria: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }
  /**
   * For a text control: read-only (and marked busy) while the form's submit is in flight, so that nothing is
   * typed into it that the reset after a successful send would erase.
   */
  sending: { readOnly: true; 'aria-busy': true } | undefined
}

/**
 * Everything a field control needs from the surrounding <Form>: its registration (name, ref, handlers), its
 * error message and the ids that tie the label, the description and the error to it for screen readers.
 */
export function useField(
  name: string,
  options: {
    id?: string
    hasDescription?: boolean
    valueAsNumber?: boolean
    /** Ids of other elements that describe the control (beside its own description and error). */
    describedBy?: string
  } = {},
): FieldWiring {
  const form = useFormContext()
  const { isSubmitting } = useFormState({ control: form.control })
  const { initialErrors } = useFormSettings()
  const ownError = (get(form.formState.errors, name) as { message?: string } | undefined)?.message
  const error = ownError ?? (form.formState.isSubmitted ? undefined : initialErrors[name])
  const inputId = options.id ?? `field-${name.replace(/\./g, '-')}`
  const errorId = `${inputId}-error`
  const descriptionId = `${inputId}-description`
  const registration = form.register(name, options.valueAsNumber ? { valueAsNumber: true } : undefined)
  const registerRef = registration.ref
  const adopted = React.useRef(false)
  const ref = (element: TypedElement | null) => {
    // Only the first attach can find pre-hydration input; later ones see the form's own value.
    const typed = element && !adopted.current ? typedBeforeHydration(element) : undefined
    if (element) adopted.current = true
    registerRef(element)
    if (typed !== undefined) form.setValue(name, typed)
  }
  const describedBy = [
    options.describedBy,
    options.hasDescription ? descriptionId : null,
    error ? errorId : null,
  ]
    .filter(Boolean)
    .join(' ')
  return {
    inputId,
    errorId,
    descriptionId,
    error,
    defaultValue: get(form.formState.defaultValues, name),
    registration: { ...registration, ref },
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
    sending: isSubmitting ? { readOnly: true, 'aria-busy': true } : undefined,
  }
}
