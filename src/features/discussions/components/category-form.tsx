import { CheckboxField, Form, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
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
  const t = useT('discussions')
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
    errorMessage: t('categoryForm.saveFailed'),
  })
  return (
    <Form
      form={form}
      aria-label={props.submitLabel}
      className="grid gap-3 rounded-lg border border-border p-3"
    >
      <div className="grid gap-3 sm:grid-cols-[6rem_1fr]">
        <TextField name="emoji" label={t('categoryForm.emoji')} maxLength={16} autoComplete="off" />
        <TextField
          name="name"
          label={t('categoryForm.name')}
          maxLength={CATEGORY_NAME_MAX}
          autoComplete="off"
          autoFocus
        />
      </div>
      <TextField
        name="description"
        label={t('categoryForm.description')}
        maxLength={CATEGORY_DESCRIPTION_MAX}
        autoComplete="off"
      />
      <CheckboxField name="editorsOnly" label={t('categoryForm.editorsOnly')} />
      <CheckboxField name="answerable" label={t('categoryForm.answerable')} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={props.onCancel}>
          {t('common.cancel')}
        </Button>
        <SubmitButton size="sm" pendingLabel={t('common.saving')}>
          {props.submitLabel}
        </SubmitButton>
      </div>
    </Form>
  )
}
