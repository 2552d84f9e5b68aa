import { useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { mutationQueue } from '~/features/live/mutation-queue'
import { messageOf } from '~/lib/auth-result'
import { FEEDBACK_COLORS, type FeedbackColor } from '~/lib/feedback-rules'
import { toast } from '~/lib/toast'
import { createUpdateLabelFn } from '../updates.functions'
import { updateKeys } from '../updates.queries'
import { labelFormSchema } from '../updates.schemas'

const COLOUR_NAMES = {
  gray: 'colour.gray',
  red: 'colour.red',
  orange: 'colour.orange',
  amber: 'colour.amber',
  green: 'colour.green',
  teal: 'colour.teal',
  blue: 'colour.blue',
  indigo: 'colour.indigo',
  purple: 'colour.purple',
  pink: 'colour.pink',
} as const satisfies Record<FeedbackColor, string>

type NewLabelControlProps = { orgSlug: string; projectSlug: string; onCreated: (labelId: string) => void }

/**
 * Editors add a label beside the label picker. It lives inside the update's form, so it is a group of fields
 * with its own button, not a nested form; Enter in its name adds the label instead of submitting the update.
 */
export function NewLabelControl({ orgSlug, projectSlug, onCreated }: NewLabelControlProps) {
  const t = useT('updates')
  const errorText = useErrorText()
  const [open, setOpen] = React.useState(false)
  const [name, setName] = React.useState('')
  const [color, setColor] = React.useState<string>('purple')
  const [error, setError] = React.useState<string | null>(null)
  const [pending, setPending] = React.useState(false)
  const queryClient = useQueryClient()
  const id = React.useId()

  const add = async () => {
    const parsed = labelFormSchema.safeParse({ name, color })
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message
      setError(issue ? errorText(issue) : t('label.check'))
      return
    }
    setPending(true)
    try {
      const created = await mutationQueue.run(() =>
        createUpdateLabelFn({ data: { orgSlug, projectSlug, ...parsed.data } }),
      )
      await queryClient.invalidateQueries({ queryKey: updateKeys.labels(orgSlug, projectSlug) })
      // After the label list has re-rendered with the new option, so that the select can take it.
      if (created) setTimeout(() => onCreated(created.id), 0)
      toast.success(t('label.added', { name: parsed.data.name }))
      setName('')
      setError(null)
      setOpen(false)
    } catch (caught) {
      setError(errorText(messageOf(caught, t('label.failed'))))
    } finally {
      setPending(false)
    }
  }

  if (!open) {
    return (
      <Button type="button" variant="ghost" size="sm" className="w-fit" onClick={() => setOpen(true)}>
        <Plus aria-hidden /> {t('label.new')}
      </Button>
    )
  }
  return (
    <fieldset className="grid gap-2 rounded-lg border border-border p-3">
      <legend className="px-1 text-sm font-medium">{t('label.new')}</legend>
      <div className="grid gap-2 sm:grid-cols-[1fr_auto_auto]">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-name`}>{t('label.name')}</Label>
          <Input
            id={`${id}-name`}
            value={name}
            maxLength={30}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                void add()
              }
              if (event.key === 'Escape') setOpen(false)
            }}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-color`}>{t('label.colour')}</Label>
          <NativeSelect id={`${id}-color`} value={color} onChange={(event) => setColor(event.target.value)}>
            {FEEDBACK_COLORS.map((option) => (
              <option key={option} value={option}>
                {t(COLOUR_NAMES[option])}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex items-end gap-2">
          <Button type="button" size="sm" disabled={pending} onClick={() => void add()}>
            {pending ? t('label.adding') : t('label.add')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
            {t('label.cancel')}
          </Button>
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
