import { CheckboxField, Form, SelectField, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { STATUS_CATEGORIES, STATUS_NAME_MAX, type StatusCategory } from '~/lib/feedback-rules'
import { type StatusFormValues, statusFormSchema } from '../feedback.schemas'
import { ColorField } from './board-color-field'

/** The categories' names (their messages). */
export const CATEGORY_LABELS = {
  open: 'statusCategory.open',
  active: 'statusCategory.active',
  done: 'statusCategory.done',
  closed: 'statusCategory.closed',
} as const satisfies Record<StatusCategory, string>

const categoryHints = {
  open: 'statusCategory.openHint',
  active: 'statusCategory.activeHint',
  done: 'statusCategory.doneHint',
  closed: 'statusCategory.closedHint',
} as const satisfies Record<StatusCategory, string>

type StatusFormProps = {
  /** Unique among the forms on the page: the fields' ids derive from it. */
  idPrefix: string
  label: string
  defaultValues: StatusFormValues
  submitLabel: string
  pendingLabel: string
  errorMessage: string
  onSubmit: (values: StatusFormValues) => Promise<void>
  onCancel: () => void
}

/** A status's name, colour, category and roadmap flag: adding one and editing one look the same. */
export function StatusForm({
  idPrefix,
  label,
  defaultValues,
  submitLabel,
  pendingLabel,
  errorMessage,
  onSubmit,
  onCancel,
}: StatusFormProps) {
  const t = useT('feedbackAdmin')
  const form = useZodForm({ schema: statusFormSchema, defaultValues, onSubmit, errorMessage })
  return (
    <Form
      form={form}
      aria-label={label}
      className="grid gap-4 rounded-lg border border-border bg-muted/40 p-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel()
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-name`}
          name="name"
          label={t('common.name')}
          maxLength={STATUS_NAME_MAX}
          autoFocus
        />
        <SelectField id={`${idPrefix}-category`} name="category" label={t('statusForm.category')}>
          {STATUS_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(categoryHints[category])}
            </option>
          ))}
        </SelectField>
      </div>
      <ColorField idPrefix={idPrefix} />
      <CheckboxField
        id={`${idPrefix}-roadmap`}
        name="showOnRoadmap"
        label={t('statusForm.showOnRoadmap')}
        description={t('statusForm.showOnRoadmapHint')}
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </Form>
  )
}
