import { CheckboxField, Form, SubmitButton, TextField, useZodForm } from '~/components/form'
import { Button } from '~/components/ui/button'
import { CATEGORY_DESCRIPTION_MAX, CATEGORY_NAME_MAX } from '~/lib/discussion-rules'
import { type CategoryFormValues, categoryFormSchema } from '../discussions.schemas'

/** Adds or edits a discussion category: name, emoji, description and its two formats. */
export function CategoryForm(props: {
  initial?: CategoryFormValues
  submitLabel: string
  onSubmit: (values: CategoryFormValues) => Promise<void>
  onCancel: () => void
}) {
  const form = useZodForm({
    schema: categoryFormSchema,
    defaultValues: props.initial ?? {
      name: '',
      description: '',
      emoji: '💬',
      editorsOnly: false,
      answerable: false,
    },
    onSubmit: props.onSubmit,
    errorMessage: 'The category could not be saved',
  })
  return (
    <Form
      form={form}
      aria-label={props.submitLabel}
      className="grid gap-3 rounded-lg border border-border p-3"
    >
      <div className="grid gap-3 sm:grid-cols-[6rem_1fr]">
        <TextField name="emoji" label="Emoji" maxLength={16} autoComplete="off" />
        <TextField name="name" label="Name" maxLength={CATEGORY_NAME_MAX} autoComplete="off" autoFocus />
      </div>
      <TextField
        name="description"
        label="Description"
        maxLength={CATEGORY_DESCRIPTION_MAX}
        autoComplete="off"
      />
      <CheckboxField
        name="editorsOnly"
        label="Only owners and admins start discussions here (announcements)"
      />
      <CheckboxField name="answerable" label="Replies can be marked as the answer (questions and answers)" />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={props.onCancel}>
          Cancel
        </Button>
        <SubmitButton size="sm" pendingLabel="Saving…">
          {props.submitLabel}
        </SubmitButton>
      </div>
    </Form>
  )
}
