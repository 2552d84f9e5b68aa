import { useQuery, useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { LoadError, Loading } from '~/components/ui/query-states'
import { Textarea } from '~/components/ui/textarea'
import { messageOf } from '~/lib/auth-result'
import { countOf } from '~/lib/count-of'
import { formatMoney, QUOTES_MAX } from '~/lib/customer-rules'
import { toast } from '~/lib/toast'
import { pinQuoteFn } from '../demand.functions'
import { getItemDemandFn, recordCompanyVoteFn } from '../feedback.functions'
import { feedbackKeys } from '../feedback.queries'

/**
 * The demand behind an item, for the organisation's members: voters by company (biggest spend first), the
 * number of companies, the monthly spend, the plans asking, how the prioritisation score was computed, a
 * form to record a vote for a company heard on a call or in a ticket, and the quotes members pinned (with the
 * picker to pin and unpin them). Refetched with the item's live events.
 */
export function DemandPanel({
  orgSlug,
  projectSlug,
  itemId,
}: {
  orgSlug: string
  projectSlug: string
  itemId: string
}) {
  const queryClient = useQueryClient()
  const demand = useQuery({
    queryKey: [...feedbackKeys.project(orgSlug, projectSlug), 'demand', itemId],
    retry: 1,
    queryFn: () => getItemDemandFn({ data: { orgSlug, projectSlug, feedbackId: itemId } }),
  })
  const [error, setError] = React.useState<string | null>(null)
  const [busy, setBusy] = React.useState(false)
  const [pinning, setPinning] = React.useState<string | null>(null)

  if (demand.isPending)
    return (
      <Card>
        <Loading>Loading demand…</Loading>
      </Card>
    )
  if (demand.isError) {
    return (
      <Card>
        <LoadError
          message={messageOf(demand.error, 'The demand could not be loaded.')}
          onRetry={() => void demand.refetch()}
        />
      </Card>
    )
  }
  const { demand: data, companies, quoteCandidates } = demand.data

  const pin = async (commentId: string, pinned: boolean) => {
    setPinning(commentId)
    try {
      await pinQuoteFn({ data: { orgSlug, projectSlug, feedbackId: itemId, commentId, pinned } })
      toast.success(pinned ? 'Quote pinned' : 'Quote unpinned')
      await demand.refetch()
    } catch (caught) {
      toast.error(messageOf(caught, 'The quote could not be changed.'))
    } finally {
      setPinning(null)
    }
  }

  const record = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const fields = new FormData(form)
    setBusy(true)
    setError(null)
    try {
      await recordCompanyVoteFn({
        data: {
          orgSlug,
          projectSlug,
          feedbackId: itemId,
          companyId: String(fields.get('companyId') ?? ''),
          email: String(fields.get('email') ?? ''),
          note: String(fields.get('note') ?? ''),
          url: String(fields.get('url') ?? ''),
        },
      })
      form.reset()
      toast.success('Vote recorded')
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
    } catch (caught) {
      setError(messageOf(caught, 'The vote could not be recorded.'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card className="grid gap-3 p-4" data-testid="demand-panel">
      <div>
        <h2 className="text-sm font-semibold">Demand</h2>
        <p className="text-xs text-muted-foreground">Visible to your team only.</p>
      </div>
      {data.quotes.length > 0 ? (
        <ul aria-label="Pinned quotes" className="grid gap-2" data-testid="demand-quotes">
          {data.quotes.map((quote) => (
            <li key={quote.commentId} className="grid gap-1 border-l-2 border-primary/60 pl-3">
              <blockquote className="line-clamp-4 text-sm break-words whitespace-pre-line">
                {quote.body}
              </blockquote>
              <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                <span>
                  {quote.author ?? 'Someone'}
                  {quote.company ? `, ${quote.company}` : ''}
                </span>
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="h-auto p-0 text-xs"
                  disabled={pinning === quote.commentId}
                  onClick={() => void pin(quote.commentId, false)}
                >
                  Unpin
                </Button>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm">
        {countOf(data.companyCount, { one: 'company', other: 'companies' })} ·{' '}
        <span data-testid="demand-revenue">{formatMoney(data.revenueCents)}</span>/mo
      </p>
      {data.plans.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          Plans: {data.plans.map((plan) => `${plan.plan} (${plan.companies})`).join(', ')}
        </p>
      ) : null}
      {data.companies.length > 0 ? (
        <ul aria-label="Companies asking" className="grid gap-2 text-sm">
          {data.companies.map((company) => (
            <li key={company.id}>
              <span className="font-medium">{company.name}</span>{' '}
              <span className="text-xs text-muted-foreground">
                {company.plan ?? 'No plan'} · {formatMoney(company.monthlySpendCents)}/mo
              </span>
              <ul className="ml-3 text-xs text-muted-foreground">
                {company.voters.map((voter) => (
                  <li key={voter.id} className="break-words">
                    {voter.name}
                    {voter.note ? ` — “${voter.note}”` : ''}
                    {voter.url ? (
                      <>
                        {' '}
                        <a href={voter.url} target="_blank" rel="noreferrer noopener" className="underline">
                          source
                        </a>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
      {data.otherVoters > 0 ? (
        <p className="text-xs text-muted-foreground">
          {countOf(data.otherVoters, { one: 'voter', other: 'voters' })} of no known company
        </p>
      ) : null}
      <details>
        <summary className="cursor-pointer text-sm">
          Score <span className="font-semibold tabular-nums">{data.score.total}</span>
        </summary>
        <table className="mt-2 w-full text-xs">
          <caption className="sr-only">How the score was computed</caption>
          <tbody>
            {data.score.terms.map((term) => (
              <tr key={term.name}>
                <th scope="row" className="py-0.5 text-left font-normal text-muted-foreground">
                  {term.label}
                </th>
                <td className="text-right tabular-nums">
                  {term.value} × {term.weight} = {term.points}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <details>
        <summary className="cursor-pointer text-sm">
          Pick quotes{' '}
          <span className="text-xs text-muted-foreground">
            ({data.quotes.length} of {QUOTES_MAX} pinned)
          </span>
        </summary>
        {quoteCandidates.length === 0 ? (
          <p className="mt-2 text-xs text-muted-foreground">No comments yet to quote.</p>
        ) : (
          <ul aria-label="Comments to quote" className="mt-2 grid gap-2">
            {quoteCandidates.map((quote) => (
              <li key={quote.commentId} className="grid gap-1 text-xs">
                <p className="line-clamp-3 break-words whitespace-pre-line">{quote.body}</p>
                <div className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
                  <span>
                    {quote.author ?? 'Someone'}
                    {quote.company ? `, ${quote.company}` : ''}
                  </span>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-pressed={quote.pinned}
                    disabled={
                      pinning === quote.commentId || (!quote.pinned && data.quotes.length >= QUOTES_MAX)
                    }
                    onClick={() => void pin(quote.commentId, !quote.pinned)}
                  >
                    {quote.pinned ? 'Unpin' : 'Pin'}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </details>
      {companies.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-sm">Record a vote from a call or ticket</summary>
          <form onSubmit={record} className="mt-2 grid gap-2">
            <Label htmlFor="demand-company">Company</Label>
            <NativeSelect id="demand-company" name="companyId" required defaultValue="">
              <option value="" disabled>
                Choose a company
              </option>
              {companies.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </NativeSelect>
            <Label htmlFor="demand-email">Person’s email (optional)</Label>
            <Input id="demand-email" name="email" type="email" />
            <Label htmlFor="demand-note">What they said</Label>
            <Textarea id="demand-note" name="note" maxLength={1000} rows={2} />
            <Label htmlFor="demand-url">Link to the call or ticket</Label>
            <Input id="demand-url" name="url" type="url" placeholder="https://" />
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <Button type="submit" size="sm" disabled={busy}>
              Record vote
            </Button>
          </form>
        </details>
      ) : null}
    </Card>
  )
}
