import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Building2, Upload } from 'lucide-react'
import * as React from 'react'
import { useErrorText, useLocale, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { EmptyState, ListSkeleton, LoadError } from '~/components/ui/query-states'
import { SearchBox } from '~/components/ui/search-box'
import { useLiveQueries } from '~/features/live/live-provider'
import { messageOf } from '~/lib/auth-result'
import { topicOf } from '~/lib/live-topics'
import { toast } from '~/lib/toast'
import { importCompaniesFn, saveCompanyFn } from '../customers.functions'
import { companiesQuery, customersKeys } from '../customers.queries'
import { formatMoneyIn } from '../money'

// Below the companies, and not needed for the first paint: the segments and their editor load apart.
const LazySegmentsSection = React.lazy(() =>
  import('./segments-section').then((module) => ({ default: module.SegmentsSection })),
)

/**
 * The organisation's customers for its members: companies biggest spend first, searched by name, id or plan;
 * owners and admins add one by hand or upload a CSV file; and the organisation's segments. Live on the organisation's (members-only) topic.
 */
export function CustomersPage({ slug }: { slug: string }) {
  const [q, setQ] = React.useState('')
  const t = useT('customers')
  const locale = useLocale()
  const list = useInfiniteQuery({ ...companiesQuery(slug, q), placeholderData: (previous) => previous })
  const first = list.data?.pages[0]
  useLiveQueries(first ? [topicOf.org(first.organizationId)] : [], [customersKeys.all(slug)])
  const companies = list.data?.pages.flatMap((page) => page.companies) ?? []

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-4 px-4 py-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">{t('customers.title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('customers.intro')}</p>
      </div>
      {first?.canManage ? <ManageCompanies slug={slug} /> : null}
      <SearchBox label={t('customers.search')} value={q} onSearch={setQ} />
      <Card aria-busy={list.isFetching}>
        {list.isPending ? (
          <ListSkeleton rows={4} label={t('customers.loading')} leading="icon" />
        ) : list.isError && companies.length === 0 ? (
          <LoadError
            title={t('customers.loadFailed')}
            message={messageOf(list.error, t('common.somethingWrong'))}
            onRetry={() => void list.refetch()}
          />
        ) : companies.length === 0 ? (
          <EmptyState
            icon={<Building2 aria-hidden />}
            title={q ? t('customers.noMatch') : t('customers.empty')}
          >
            {q ? t('customers.noMatchHint') : t('customers.emptyHint')}
          </EmptyState>
        ) : (
          <ul aria-label={t('customers.companies')} className="divide-y divide-border">
            {companies.map((company) => (
              <li key={company.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div className="min-w-0">
                  <Link
                    to="/@{$org}/customers/$companyId"
                    params={{ org: slug, companyId: company.id }}
                    className="font-medium break-words hover:text-primary hover:underline focus-visible:underline"
                  >
                    {company.name}
                  </Link>
                  <p className="text-xs text-muted-foreground">
                    {company.plan ?? t('common.noPlan')} ·{' '}
                    {t('common.people', { count: company.peopleCount })}
                  </p>
                </div>
                <span className="text-sm tabular-nums">
                  {t('common.perMonth', { amount: formatMoneyIn(locale, company.monthlySpendCents) })}
                </span>
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <div className="border-t border-border p-3 text-center">
            <Button
              variant="outline"
              size="sm"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
            >
              {list.isFetchingNextPage ? t('customers.loadingMore') : t('customers.loadMore')}
            </Button>
          </div>
        ) : null}
      </Card>
      {first ? (
        <React.Suspense fallback={<ListSkeleton rows={2} label={t('segments.loading')} />}>
          <LazySegmentsSection slug={slug} />
        </React.Suspense>
      ) : null}
    </div>
  )
}

function ManageCompanies({ slug }: { slug: string }) {
  const queryClient = useQueryClient()
  const t = useT('customers')
  const errorText = useErrorText()
  const [busy, setBusy] = React.useState(false)
  const [error, setError] = React.useState<string | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: customersKeys.all(slug) })

  const add = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const spend = String(data.get('monthlySpend') ?? '').trim()
    setBusy(true)
    setError(null)
    try {
      await saveCompanyFn({
        data: {
          slug,
          name: String(data.get('name') ?? ''),
          plan: String(data.get('plan') ?? '') || null,
          ...(spend ? { monthlySpend: Number(spend) } : {}),
          externalId: String(data.get('externalId') ?? '') || null,
          attributes: {},
        },
      })
      form.reset()
      toast.success(t('manage.added'))
      await refresh()
    } catch (caught) {
      setError(errorText(messageOf(caught, t('manage.addFailed'))))
    } finally {
      setBusy(false)
    }
  }

  const upload = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setBusy(true)
    setError(null)
    try {
      const report = await importCompaniesFn({ data: { slug, csv: await file.text() } })
      if (report.problems.length > 0) {
        setError(
          t('manage.importProblems', {
            problems: report.problems
              .slice(0, 5)
              .map((problem) =>
                t('manage.importRow', { row: problem.row, problem: errorText(problem.problem) }),
              )
              .join('; '),
          }),
        )
      } else {
        toast.success(t('manage.imported', { created: report.created, updated: report.updated }))
        await refresh()
      }
    } catch (caught) {
      setError(errorText(messageOf(caught, t('manage.importFailed'))))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card className="grid gap-3 p-4">
      <form
        method="post"
        onSubmit={add}
        className="grid gap-2 sm:grid-cols-[2fr_1fr_1fr_1fr_auto] sm:items-end"
        aria-label={t('manage.addLabel')}
      >
        <div className="grid gap-1">
          <Label htmlFor="company-name">{t('manage.company')}</Label>
          <Input id="company-name" name="name" required maxLength={120} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="company-plan">{t('manage.plan')}</Label>
          <Input id="company-plan" name="plan" maxLength={60} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="company-spend">{t('manage.spend')}</Label>
          <Input
            id="company-spend"
            name="monthlySpend"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="company-external">{t('manage.externalId')}</Label>
          <Input id="company-external" name="externalId" maxLength={200} />
        </div>
        <Button type="submit" size="sm" disabled={busy}>
          {t('manage.add')}
        </Button>
      </form>
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Button asChild variant="outline" size="sm">
          <label className="cursor-pointer focus-within:ring-2">
            <Upload aria-hidden /> {t('manage.import')}
            <input type="file" accept=".csv,text/csv" className="sr-only" onChange={upload} disabled={busy} />
          </label>
        </Button>
        <span>{t('manage.columns')}</span>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </Card>
  )
}
