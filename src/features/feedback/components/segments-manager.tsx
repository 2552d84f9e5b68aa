import * as React from 'react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { messageOf } from '~/lib/auth-result'
import { SEGMENT_ATTRIBUTES_MAX, SEGMENT_NAME_MAX } from '~/lib/customer-rules'
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
export function describeSegment(segment: Segment): string {
  return [
    segment.plans.length > 0 ? `plan ${segment.plans.join(' or ')}` : null,
    ...Object.entries(segment.attributes).map(([key, value]) => `${key} = ${value}`),
  ]
    .filter(Boolean)
    .join(' and ')
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
      toast.success(editing ? 'Segment changed' : 'Segment saved')
      form.reset()
      stopEditing()
      await actions.refresh()
    } catch (caught) {
      setError(messageOf(caught, 'The segment could not be saved.'))
    } finally {
      setBusy(false)
    }
  }

  const remove = async (segment: Segment) => {
    try {
      await actions.remove(segment.id)
      toast.success(`${segment.name} deleted`)
      if (editing?.id === segment.id) stopEditing()
      await actions.refresh()
    } catch (caught) {
      toast.error(messageOf(caught, 'The segment could not be deleted.'))
    }
  }

  return (
    <div className="grid gap-3">
      {segments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No segments yet. Save one below to filter by it.</p>
      ) : (
        <ul aria-label="Saved segments" className="grid gap-2 text-sm">
          {segments.map((segment) => (
            <li key={segment.id} className="grid gap-0.5" data-testid="saved-segment">
              <div className="flex flex-wrap items-center gap-x-2">
                <span className="font-medium break-words">{segment.name}</span>
                <span className="text-xs break-words text-muted-foreground">{describeSegment(segment)}</span>
              </div>
              <div className="flex flex-wrap items-center gap-x-3 text-xs">
                {linksOf?.(segment)}
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto p-0 text-xs"
                  aria-label={`Edit ${segment.name}`}
                  onClick={() => startEditing(segment)}
                >
                  Edit
                </Button>
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto p-0 text-xs"
                  aria-label={`Delete ${segment.name}`}
                  onClick={() => void remove(segment)}
                >
                  Delete
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
        aria-label={editing ? `Change ${editing.name}` : 'New segment'}
      >
        <Label htmlFor={`${formId}-name`}>{editing ? `Name of ${editing.name}` : 'Name'}</Label>
        <Input
          ref={nameField}
          id={`${formId}-name`}
          name="name"
          required
          maxLength={SEGMENT_NAME_MAX}
          placeholder="Enterprise, EU"
          defaultValue={editing?.name ?? ''}
        />
        {planChoices.length > 0 ? (
          <fieldset className="grid gap-1">
            <legend className="text-sm">Plans (any of them)</legend>
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
          <legend className="text-sm">Attributes (all of them, of the company or the person)</legend>
          {attributes.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
            <div key={index} className="grid grid-cols-2 gap-2">
              <Input
                aria-label={`Attribute ${index + 1}`}
                placeholder="region"
                value={entry.key}
                maxLength={60}
                onChange={(event) =>
                  setAttributes((current) =>
                    current.map((row, at) => (at === index ? { ...row, key: event.target.value } : row)),
                  )
                }
              />
              <Input
                aria-label={`Value ${index + 1}`}
                placeholder="EU"
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
                Add attribute
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
            {editing ? 'Save changes' : 'Save segment'}
          </Button>
          {editing ? (
            <Button type="button" variant="outline" size="sm" onClick={stopEditing}>
              Cancel
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  )
}
