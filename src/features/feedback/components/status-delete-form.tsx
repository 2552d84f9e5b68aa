import { z } from 'zod'
import { Form, SelectField, SubmitButton, useZodForm } from '~/components/form'
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
  const form = useZodForm({
    schema: deleteStatusFormSchema,
    defaultValues: { reassignTo: '' },
    errorMessage: 'Could not delete the status',
    onSubmit: (values) => onDelete(values.reassignTo || null),
  })
  return (
    <Form
      form={form}
      aria-label={`Delete status ${status.name}`}
      className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel()
      }}
    >
      <p className="text-sm font-medium">Delete the status {status.name}?</p>
      <SelectField
        id={`status-${status.id}-reassign`}
        name="reassignTo"
        label="Move its items to"
        description="Required when any item has this status."
        className="max-w-sm"
        autoFocus
      >
        <option value="">Choose a status…</option>
        {otherStatuses.map((other) => (
          <option key={other.id} value={other.id}>
            {other.name}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-wrap gap-2">
        <SubmitButton variant="destructive" pendingLabel="Deleting…">
          Delete status
        </SubmitButton>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </Form>
  )
}
