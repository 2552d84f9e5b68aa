import { CheckboxField, Form, SelectField, SubmitButton, TextField, useZodForm } from '~/components/form'
import { Button } from '~/components/ui/button'
import { STATUS_CATEGORIES, STATUS_NAME_MAX, type StatusCategory } from '~/lib/feedback-rules'
import { type StatusFormValues, statusFormSchema } from '../feedback.schemas'
import { ColorField } from './board-color-field'

export const CATEGORY_LABELS: Record<StatusCategory, string> = {
  open: 'Open',
  active: 'Active',
  done: 'Done',
  closed: 'Closed',
}

const categoryHints: Record<StatusCategory, string> = {
  open: 'Open: waiting for a decision',
  active: 'Active: planned or being built',
  done: 'Done: shipped',
  closed: 'Closed: will not be done',
}

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
        <TextField id={`${idPrefix}-name`} name="name" label="Name" maxLength={STATUS_NAME_MAX} autoFocus />
        <SelectField id={`${idPrefix}-category`} name="category" label="Category">
          {STATUS_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryHints[category]}
            </option>
          ))}
        </SelectField>
      </div>
      <ColorField idPrefix={idPrefix} />
      <CheckboxField
        id={`${idPrefix}-roadmap`}
        name="showOnRoadmap"
        label="Show on roadmap"
        description="Items with this status appear on the project's roadmap."
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  )
}
