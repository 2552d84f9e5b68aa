import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { messageOf } from '~/lib/auth-result'
import { SEGMENT_ATTRIBUTES_MAX, SEGMENT_NAME_MAX } from '~/lib/customer-rules'
import type { Translate } from '~/lib/i18n/catalogue'
import { toast } from '~/lib/toast'

export type Segment = { id: string; name: string; plans: string[]; attributes: Record<string, string> }
export type SegmentFields = { name: string; plans: string[]; attributes: { key: string; value: string }[] }

/** What the manager does with a segment: the feedback list's server functions, or the Customers page's. */
export type SegmentActions = {
  save: (fields: SegmentFields) => Promise<unknown>
  update: (segmentId: string, fields: SegmentFields) => Promise<unknown>
  remove: (segmentId: string) => Promise<unknown>
  /** Refetches whatever shows the segments. */
  refresh: () => Promise<unknown>
}

const blankRow = () => [{ key: '', value: '' }]

/** "plan Enterprise or Pro and region = EU". */
export function describeSegment(segment: Segment, t: Translate<'feedbackAdmin'>): string {
  return [
    segment.plans.length > 0 ? t('segments.plan', { plans: segment.plans.join(t('segments.or')) }) : null,
    ...Object.entries(segment.attributes).map(([key, value]) => `${key} = ${value}`),
  ]
    .filter(Boolean)
    .join(t('segments.and'))
}

/**
 * The organisation's saved segments, for members: each names plans (any of them) and attribute values (all of
 * them, held by the company or by the person), e.g. "Enterprise, EU". Listed with Edit and Delete; the form below
 * saves a new one or, after Edit, changes that one. `linksOf` adds what a segment leads to (the feedback lists
 * it filters).
 */
export function SegmentsManager({
  segments,
  plans,
  actions,
  linksOf,
}: {
  segments: Segment[]
  plans: string[]
  actions: SegmentActions
  linksOf?: (segment: Segment) => React.ReactNode
}) {
  const [editing, setEditing] = React.useState<Segment | null>(null)
  const [attributes, setAttributes] = React.useState(blankRow)
  const [error, setError] = React.useState<string | null>(null)
  const [busy, setBusy] = React.useState(false)
  const nameField = React.useRef<HTMLInputElement>(null)
  const formId = React.useId()
  const t = useT('feedbackAdmin')
  const errorText = useErrorText()
  // The segment's plans may include one no company is on any more: still offered, so saving keeps it.
  const planChoices = [...new Set([...plans, ...(editing?.plans ?? [])])]

  const startEditing = (segment: Segment) => {
    setEditing(segment)
    setError(null)
    const rows = Object.entries(segment.attributes).map(([key, value]) => ({ key, value }))
    setAttributes(rows.length > 0 ? rows : blankRow())
    // After the form has been refilled with the segment's values.
    requestAnimationFrame(() => nameField.current?.focus())
  }
  const stopEditing = () => {
    setEditing(null)
    setAttributes(blankRow())
    setError(null)
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const fields: SegmentFields = {
      name: String(data.get('name') ?? ''),
      plans: data.getAll('plans').map(String),
      attributes: attributes.filter((entry) => entry.key.trim() !== ''),
    }
    setBusy(true)
    setError(null)
    try {
      if (editing) await actions.update(editing.id, fields)
      else await actions.save(fields)
      toast.success(editing ? t('segments.changed') : t('segments.saved'))
      form.reset()
      stopEditing()
      await actions.refresh()
    } catch (caught) {
      setError(errorText(messageOf(caught, t('segments.saveFailed'))))
    } finally {
      setBusy(false)
    }
  }

  const remove = async (segment: Segment) => {
    try {
      await actions.remove(segment.id)
      toast.success(t('segments.deleted', { name: segment.name }))
      if (editing?.id === segment.id) stopEditing()
      await actions.refresh()
    } catch (caught) {
      toast.error(errorText(messageOf(caught, t('segments.deleteFailed'))))
    }
  }

  return (
    <div className="grid gap-3">
      {segments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('segments.empty')}</p>
      ) : (
        <ul aria-label={t('segments.list')} className="grid gap-2 text-sm">
          {segments.map((segment) => (
            <li key={segment.id} className="grid gap-0.5" data-testid="saved-segment">
              <div className="flex flex-wrap items-center gap-x-2">
                <span className="font-medium break-words">{segment.name}</span>
                <span className="text-xs break-words text-muted-foreground">
                  {describeSegment(segment, t)}
                </span>
              </div>
              <div className="flex flex-wrap items-center gap-x-3 text-xs">
                {linksOf?.(segment)}
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto p-0 text-xs"
                  aria-label={t('common.editNamed', { name: segment.name })}
                  onClick={() => startEditing(segment)}
                >
                  {t('common.edit')}
                </Button>
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto p-0 text-xs"
                  aria-label={t('common.deleteNamed', { name: segment.name })}
                  onClick={() => void remove(segment)}
                >
                  {t('common.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form
        key={editing?.id ?? 'new'}
        method="post"
        onSubmit={submit}
        className="grid gap-2"
        aria-label={editing ? t('segments.changeNamed', { name: editing.name }) : t('segments.new')}
      >
        <Label htmlFor={`${formId}-name`}>
          {editing ? t('segments.nameOf', { name: editing.name }) : t('common.name')}
        </Label>
        <Input
          ref={nameField}
          id={`${formId}-name`}
          name="name"
          required
          maxLength={SEGMENT_NAME_MAX}
          placeholder={t('segments.namePlaceholder')}
          defaultValue={editing?.name ?? ''}
        />
        {planChoices.length > 0 ? (
          <fieldset className="grid gap-1">
            <legend className="text-sm">{t('segments.plans')}</legend>
            <div className="flex flex-wrap gap-3">
              {planChoices.map((plan) => (
                <label key={plan} className="flex items-center gap-1 text-sm">
                  <input
                    type="checkbox"
                    name="plans"
                    value={plan}
                    defaultChecked={editing?.plans.includes(plan) ?? false}
                  />{' '}
                  {plan}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <fieldset className="grid gap-2">
          <legend className="text-sm">{t('segments.attributes')}</legend>
          {attributes.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <div key={index} className="grid grid-cols-2 gap-2">
              <Input
                aria-label={t('segments.attribute', { number: index + 1 })}
                placeholder={t('segments.attributePlaceholder')}
                value={entry.key}
                maxLength={60}
                onChange={(event) =>
                  setAttributes((current) =>
                    current.map((row, at) => (at === index ? { ...row, key: event.target.value } : row)),
                  )
                }
              />
              <Input
                aria-label={t('segments.value', { number: index + 1 })}
                placeholder={t('segments.valuePlaceholder')}
                value={entry.value}
                maxLength={200}
                onChange={(event) =>
                  setAttributes((current) =>
                    current.map((row, at) => (at === index ? { ...row, value: event.target.value } : row)),
                  )
                }
              />
            </div>
          ))}
          {attributes.length < SEGMENT_ATTRIBUTES_MAX ? (
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() => setAttributes((current) => [...current, { key: '', value: '' }])}
              >
                {t('segments.addAttribute')}
              </Button>
            </div>
          ) : null}
        </fieldset>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={busy}>
            {editing ? t('common.saveChanges') : t('segments.save')}
          </Button>
          {editing ? (
            <Button type="button" variant="outline" size="sm" onClick={stopEditing}>
              {t('common.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  )
}
