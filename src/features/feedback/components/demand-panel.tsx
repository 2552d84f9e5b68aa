import { useQuery, useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { richText, useErrorText, useLocale, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { LoadError, Loading } from '~/components/ui/query-states'
import { Textarea } from '~/components/ui/textarea'
import { formatMoneyIn } from '~/features/customers/money'
import { messageOf } from '~/lib/auth-result'
import { QUOTES_MAX, type ScoreTerm } from '~/lib/customer-rules'
import { formatNumber } from '~/lib/i18n/intl'
import { toast } from '~/lib/toast'
import { pinQuoteFn } from '../demand.functions'
import { getItemDemandFn, recordCompanyVoteFn } from '../feedback.functions'
import { feedbackKeys } from '../feedback.queries'

/** The start of a link: the same in every language. */
const URL_PLACEHOLDER = 'https://'

/** The score's terms by name (the server's labels are English). */
const TERM_LABELS = {
  votes: 'demand.termVotes',
  companies: 'demand.termCompanies',
  revenue: 'demand.termRevenue',
  recency: 'demand.termRecency',
} as const satisfies Record<ScoreTerm['name'], string>

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
  const t = useT('feedbackAdmin')
  const errorText = useErrorText()
  const locale = useLocale()
  const money = (cents: number) => formatMoneyIn(locale, cents)
  // As the score was computed (2 decimals at most), ungrouped as before.
  const figure = (value: number) =>
    formatNumber(locale, value, { useGrouping: false, maximumFractionDigits: 2 })
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
        <Loading>{t('demand.loading')}</Loading>
      </Card>
    )
  if (demand.isError) {
    return (
      <Card>
        <LoadError
          message={messageOf(demand.error, t('demand.loadFailed'))}
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
      toast.success(pinned ? t('demand.pinned') : t('demand.unpinned'))
      await demand.refetch()
    } catch (caught) {
      toast.error(errorText(messageOf(caught, t('demand.pinFailed'))))
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
      toast.success(t('demand.recorded'))
      await queryClient.invalidateQueries({ queryKey: feedbackKeys.project(orgSlug, projectSlug) })
    } catch (caught) {
      setError(errorText(messageOf(caught, t('demand.recordFailed'))))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card className="grid gap-3 p-4" data-testid="demand-panel">
      <div>
        <h2 className="text-sm font-semibold">{t('demand.title')}</h2>
        <p className="text-xs text-muted-foreground">{t('demand.teamOnly')}</p>
      </div>
      {data.quotes.length > 0 ? (
        <ul aria-label={t('demand.pinnedQuotes')} className="grid gap-2" data-testid="demand-quotes">
          {data.quotes.map((quote) => (
            <li key={quote.commentId} className="grid gap-1 border-s-2 border-primary/60 ps-3">
              <blockquote className="line-clamp-4 text-sm break-words whitespace-pre-line">
                {quote.body}
              </blockquote>
              <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                <span>
                  {quote.author ?? t('demand.someone')}
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
                  {t('demand.unpin')}
                </Button>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-sm">
        {t('demand.companies', { count: data.companyCount })} ·{' '}
        {richText(t('demand.perMonth'), {
          amount: <span data-testid="demand-revenue">{money(data.revenueCents)}</span>,
        })}
      </p>
      {data.plans.length > 0 ? (
        <p className="text-xs text-muted-foreground">
          {t('demand.plans', {
            plans: data.plans
              .map((plan) => `${plan.plan} (${formatNumber(locale, plan.companies)})`)
              .join(', '),
          })}
        </p>
      ) : null}
      {data.companies.length > 0 ? (
        <ul aria-label={t('demand.companiesAsking')} className="grid gap-2 text-sm">
          {data.companies.map((company) => (
            <li key={company.id}>
              <span className="font-medium">{company.name}</span>{' '}
              <span className="text-xs text-muted-foreground">
                {company.plan ?? t('demand.noPlan')} ·{' '}
                {t('demand.perMonth', { amount: money(company.monthlySpendCents) })}
              </span>
              <ul className="ms-3 text-xs text-muted-foreground">
                {company.voters.map((voter) => (
                  <li key={voter.id} className="break-words">
                    {voter.name}
                    {voter.note ? ` — “${voter.note}”` : ''}
                    {voter.url ? (
                      <>
                        {' '}
                        <a href={voter.url} target="_blank" rel="noreferrer noopener" className="underline">
                          {t('demand.source')}
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
          {t('demand.otherVoters', { count: data.otherVoters })}
        </p>
      ) : null}
      <details>
        <summary className="cursor-pointer text-sm">
          {richText(t('demand.score'), {
            total: <span className="font-semibold tabular-nums">{figure(data.score.total)}</span>,
          })}
        </summary>
        <table className="mt-2 w-full text-xs">
          <caption className="sr-only">{t('demand.scoreCaption')}</caption>
          <tbody>
            {data.score.terms.map((term) => (
              <tr key={term.name}>
                <th scope="row" className="py-0.5 text-start font-normal text-muted-foreground">
                  {t(TERM_LABELS[term.name])}
                </th>
                <td className="text-end tabular-nums">
                  {figure(term.value)} × {figure(term.weight)} = {figure(term.points)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <details>
        <summary className="cursor-pointer text-sm">
          {t('demand.pickQuotes')}{' '}
          <span className="text-xs text-muted-foreground">
            {t('demand.pinnedCount', { pinned: data.quotes.length, max: QUOTES_MAX })}
          </span>
        </summary>
        {quoteCandidates.length === 0 ? (
          <p className="mt-2 text-xs text-muted-foreground">{t('demand.noComments')}</p>
        ) : (
          <ul aria-label={t('demand.commentsToQuote')} className="mt-2 grid gap-2">
            {quoteCandidates.map((quote) => (
              <li key={quote.commentId} className="grid gap-1 text-xs">
                <p className="line-clamp-3 break-words whitespace-pre-line">{quote.body}</p>
                <div className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
                  <span>
                    {quote.author ?? t('demand.someone')}
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
                    {quote.pinned ? t('demand.unpin') : t('demand.pin')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </details>
      {companies.length > 0 ? (
        <details>
          <summary className="cursor-pointer text-sm">{t('demand.record')}</summary>
          <form onSubmit={record} className="mt-2 grid gap-2">
            <Label htmlFor="demand-company">{t('demand.company')}</Label>
            <NativeSelect id="demand-company" name="companyId" required defaultValue="">
              <option value="" disabled>
                {t('demand.chooseCompany')}
              </option>
              {companies.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </NativeSelect>
            <Label htmlFor="demand-email">{t('demand.email')}</Label>
            <Input id="demand-email" name="email" type="email" />
            <Label htmlFor="demand-note">{t('demand.note')}</Label>
            <Textarea id="demand-note" name="note" maxLength={1000} rows={2} />
            <Label htmlFor="demand-url">{t('demand.url')}</Label>
            <Input id="demand-url" name="url" type="url" placeholder={URL_PLACEHOLDER} />
            {error ? (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <Button type="submit" size="sm" disabled={busy}>
              {t('demand.recordVote')}
            </Button>
          </form>
        </details>
      ) : null}
    </Card>
  )
}
