import { useController } from 'react-hook-form'
import { RichTextEditor, type RichTextEditorProps } from './rich-text-editor'

type RichTextFieldProps = Omit<RichTextEditorProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'>

/**
 * `<RichTextEditor>` bound to the surrounding react-hook-form `<Form>` (src/components/form) by name: its
 * value, its inline error, and focus on the first invalid field after a failed submit.
 */
export function RichTextField({ name, disabled, ...props }: RichTextFieldProps) {
  const { field, fieldState } = useController({ name })
  return (
    <RichTextEditor
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      ref={field.ref}
      disabled={disabled || field.disabled}
      error={fieldState.error?.message}
    />
  )
}
