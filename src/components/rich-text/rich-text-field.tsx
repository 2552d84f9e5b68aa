import * as React from 'react'
import { useController, useFormState } from 'react-hook-form'
import { useFormUploads } from '~/components/form/form'
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor'

type RichTextFieldProps = Omit<RichTextEditorProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'>

/**
 * `<RichTextEditor>` bound to the surrounding react-hook-form `<Form>` (src/components/form) by name: its
 * value, its inline error, and focus on the first invalid field after a failed submit. With `attachments`,
 * the form's submit waits while its files upload ("Waiting for uploads…").
 */
export function RichTextField({ name, disabled, attachments, ...props }: RichTextFieldProps) {
  const { field, fieldState } = useController({ name })
  // Locked while the form sends it: what was typed meanwhile would be erased by the reset after the send.
  const { isSubmitting } = useFormState()
  const { setUploading } = useFormUploads()
  const key = React.useId()
  const onBusyChange = attachments?.onBusyChange
  const withForm = React.useMemo(
    () =>
      attachments
        ? {
            ...attachments,
            onBusyChange: (busy: boolean) => {
              setUploading(key, busy)
              onBusyChange?.(busy)
            },
          }
        : undefined,
    [attachments, setUploading, key, onBusyChange],
  )
  return (
    <RichTextEditor
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      disabled={disabled || field.disabled}
      readOnly={props.readOnly || isSubmitting}
      error={fieldState.error?.message}
      attachments={withForm}
    />
  )
}
