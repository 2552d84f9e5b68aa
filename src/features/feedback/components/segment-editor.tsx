import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { messageOf } from '~/lib/auth-result'
import { SEGMENT_ATTRIBUTES_MAX, SEGMENT_NAME_MAX } from '~/lib/customer-rules'
import { toast } from '~/lib/toast'
import { deleteSegmentFn, saveSegmentFn } from '../demand.functions'
import { feedbackKeys } from '../feedback.queries'

type Segment = { id: string; name: string; plans: string[]; attributes: Record<string, string> }

/**
 * The organisation's saved segments, for members: each names plans (any of them) and attribute values (all of
 * them, held by the company or by the person), e.g. "Enterprise, EU". Saved here, picked in the list's and the
 * roadmap's Segment filter.
 */
export function SegmentEditor({
  orgSlug,
  projectSlug,
  segments,
  plans,
  onClose,
}: {
  orgSlug: string
  projectSlug: string
  segments: Segment[]
  plans: string[]
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const [attributes, setAttributes] = React.useState([{ key: '', value: '' }])
  const [error, setError] = React.useState<string | null>(null)
  const [busy, setBusy] = React.useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: feedbackKeys.setup(orgSlug, projectSlug) })

  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const fields = new FormData(form)
    setBusy(true)
    setError(null)
    try {
      await saveSegmentFn({
        data: {
          orgSlug,
          projectSlug,
          name: String(fields.get('name') ?? ''),
          plans: fields.getAll('plans').map(String),
          attributes: attributes.filter((entry) => entry.key.trim() !== ''),
        },
      })
      form.reset()
      setAttributes([{ key: '', value: '' }])
      toast.success('Segment saved')
      await refresh()
    } catch (caught) {
      setError(messageOf(caught, 'The segment could not be saved.'))
    } finally {
      setBusy(false)
    }
  }

  const remove = async (segment: Segment) => {
    try {
      await deleteSegmentFn({ data: { orgSlug, projectSlug, segmentId: segment.id } })
      toast.success(`${segment.name} deleted`)
      await refresh()
    } catch (caught) {
      toast.error(messageOf(caught, 'The segment could not be deleted.'))
    }
  }

  return (
    <Card className="grid gap-3 p-4" data-testid="segment-editor">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">Segments</h4>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      {segments.length === 0 ? (
        <p className="text-sm text-muted-foreground">No segments yet. Save one below to filter by it.</p>
      ) : (
        <ul aria-label="Saved segments" className="grid gap-1 text-sm">
          {segments.map((segment) => (
            <li key={segment.id} className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{segment.name}</span>
              <span className="text-xs text-muted-foreground">
                {[
                  segment.plans.length > 0 ? `plan ${segment.plans.join(' or ')}` : null,
                  ...Object.entries(segment.attributes).map(([key, value]) => `${key} = ${value}`),
                ]
                  .filter(Boolean)
                  .join(' and ')}
              </span>
              <Button
                variant="link"
                size="sm"
                className="h-auto p-0 text-xs"
                onClick={() => void remove(segment)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form method="post" onSubmit={save} className="grid gap-2">
        <Label htmlFor="segment-name">Name</Label>
        <Input
          id="segment-name"
          name="name"
          required
          maxLength={SEGMENT_NAME_MAX}
          placeholder="Enterprise, EU"
        />
        {plans.length > 0 ? (
          <fieldset className="grid gap-1">
            <legend className="text-sm">Plans (any of them)</legend>
            <div className="flex flex-wrap gap-3">
              {plans.map((plan) => (
                <label key={plan} className="flex items-center gap-1 text-sm">
                  <input type="checkbox" name="plans" value={plan} /> {plan}
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
        <div>
          <Button type="submit" size="sm" disabled={busy}>
            Save segment
          </Button>
        </div>
      </form>
    </Card>
  )
}
