import { z } from 'zod'
import { Form, SelectField, SubmitButton, useZodForm } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import type { StatusSummary } from '../server/statuses.server'

const deleteStatusFormSchema = z.object({ reassignTo: z.string() })

type StatusDeleteFormProps = {
  status: StatusSummary
  otherStatuses: StatusSummary[]
  /** Deletes, moving the status's items to `reassignTo`; throws the server's refusal. */
  onDelete: (reassignTo: string | null) => Promise<void>
  onCancel: () => void
}

/**
 * Deleting a status asks where its items go. The server knows whether any item has it: when one does and no
 * status was chosen, its refusal shows on the select.
 */
export function StatusDeleteForm({ status, otherStatuses, onDelete, onCancel }: StatusDeleteFormProps) {
  const t = useT('feedbackAdmin')
  const form = useZodForm({
    schema: deleteStatusFormSchema,
    defaultValues: { reassignTo: '' },
    errorMessage: t('statusDelete.failed'),
    onSubmit: (values) => onDelete(values.reassignTo || null),
  })
  return (
    <Form
      form={form}
      aria-label={t('statusDelete.label', { status: status.name })}
      className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel()
      }}
    >
      <p className="text-sm font-medium">{t('statusDelete.question', { status: status.name })}</p>
      <SelectField
        id={`status-${status.id}-reassign`}
        name="reassignTo"
        label={t('statusDelete.moveTo')}
        description={t('statusDelete.moveToHint')}
        className="max-w-sm"
        autoFocus
      >
        <option value="">{t('statusDelete.chooseStatus')}</option>
        {otherStatuses.map((other) => (
          <option key={other.id} value={other.id}>
            {other.name}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton variant="destructive" pendingLabel={t('common.deleting')}>
          {t('statusDelete.submit')}
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </Form>
  )
}
