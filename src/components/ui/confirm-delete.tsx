import { z } from 'zod'
import { Form, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { Card } from './card'

type ConfirmDeleteProps = {
  title: string
  description: string
  /** The text the user must type to enable the button (the thing's slug or name). */
  confirmText: string
  buttonLabel: string
  onConfirm: () => Promise<void>
}

const confirmSchema = z.object({ confirm: z.string() })

/** A danger-zone card: the delete button stays disabled until the user types the confirmation text. */
export function ConfirmDelete({
  title,
  description,
  confirmText,
  buttonLabel,
  onConfirm,
}: ConfirmDeleteProps) {
  const t = useT('common')
  const form = useZodForm({
    schema: confirmSchema,
    defaultValues: { confirm: '' },
    onSubmit: async ({ confirm }) => {
      if (confirm.trim() === confirmText) await onConfirm()
    },
  })
  const matches = (form.watch('confirm') ?? '').trim() === confirmText
  return (
    <Card tone="danger" className="p-6">
      <h3 className="font-semibold text-destructive">{title}</h3>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      <Form form={form} className="mt-4 grid gap-3" aria-label={title}>
        <TextField
          name="confirm"
          label={t('confirmDelete.typeToConfirm', { text: confirmText })}
          autoComplete="off"
          spellCheck={false}
        />
        <SubmitButton
          variant="destructive"
          disabled={!matches}
          pendingLabel={t('confirmDelete.deleting')}
          className="justify-self-start"
        >
          {buttonLabel}
        </SubmitButton>
      </Form>
    </Card>
  )
}
