import { useQuery, useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { LoadError, Loading } from '~/components/ui/query-states'
import { messageOf } from '~/lib/auth-result'
import { type DemandWeights, WEIGHT_MAX } from '~/lib/customer-rules'
import { toast } from '~/lib/toast'
import { getDemandWeightsFn, setDemandWeightsFn } from '../feedback.functions'
import { feedbackKeys } from '../feedback.queries'

const FIELDS = [
  { name: 'votes', label: 'weights.votes', hint: 'weights.votesHint' },
  { name: 'companies', label: 'weights.companies', hint: 'weights.companiesHint' },
  { name: 'revenue', label: 'weights.revenue', hint: 'weights.revenueHint' },
  { name: 'recency', label: 'weights.recency', hint: 'weights.recencyHint' },
] as const satisfies readonly { name: keyof DemandWeights; label: string; hint: string }[]

/** The project's prioritisation weights (project settings, editors): the formula each item's score shows. */
export function DemandWeightsSettings({ orgSlug, projectSlug }: { orgSlug: string; projectSlug: string }) {
  const queryClient = useQueryClient()
  const t = useT('feedbackAdmin')
  const errorText = useErrorText()
  const key = [...feedbackKeys.project(orgSlug, projectSlug), 'demand-weights'] as const
  const weights = useQuery({
    queryKey: key,
    retry: 1,
    queryFn: () => getDemandWeightsFn({ data: { orgSlug, projectSlug } }),
  })
  const [error, setError] = React.useState<string | null>(null)
  const [saving, setSaving] = React.useState(false)

  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (name: keyof DemandWeights) => Number(data.get(name))
    setSaving(true)
    setError(null)
    try {
      await setDemandWeightsFn({
        data: {
          orgSlug,
          projectSlug,
          votes: value('votes'),
          companies: value('companies'),
          revenue: value('revenue'),
          recency: value('recency'),
        },
      })
      toast.success(t('weights.saved'))
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
    } catch (caught) {
      setError(errorText(messageOf(caught, t('weights.saveFailed'))))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Card className="grid gap-3 p-5" aria-labelledby="demand-weights-heading">
      <div>
        <h2 id="demand-weights-heading" className="text-lg font-semibold tracking-tight">
          {t('weights.title')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('weights.intro')}</p>
      </div>
      {weights.isPending ? (
        <Loading>{t('weights.loading')}</Loading>
      ) : weights.isError ? (
        <LoadError
          message={messageOf(weights.error, t('weights.loadFailed'))}
          onRetry={() => void weights.refetch()}
        />
      ) : (
        <form onSubmit={save} className="grid gap-3 sm:grid-cols-4" aria-label={t('weights.formLabel')}>
          {FIELDS.map((field) => (
            <div key={field.name} className="grid content-start gap-1">
              <Label htmlFor={`weight-${field.name}`}>{t(field.label)}</Label>
              <Input
                id={`weight-${field.name}`}
                name={field.name}
                type="number"
                inputMode="decimal"
                min={0}
                max={WEIGHT_MAX}
                step="0.1"
                required
                defaultValue={weights.data[field.name]}
                aria-describedby={`weight-${field.name}-hint`}
              />
              <p id={`weight-${field.name}-hint`} className="text-xs text-muted-foreground">
                {t(field.hint)}
              </p>
            </div>
          ))}
          {error ? (
            <p role="alert" className="text-sm text-destructive sm:col-span-4">
              {error}
            </p>
          ) : null}
          <div className="sm:col-span-4">
            <Button type="submit" size="sm" disabled={saving}>
              {saving ? t('common.saving') : t('weights.save')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  )
}
