import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { useErrorText, useLocale, useT } from '~/components/i18n/use-t'
import { StatusBadge } from '~/components/ui/badges'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { EmptyState, ListSkeleton, LoadError } from '~/components/ui/query-states'
import { useLiveQueries } from '~/features/live/live-provider'
import { messageOf } from '~/lib/auth-result'
import { topicOf } from '~/lib/live-topics'
import { toast } from '~/lib/toast'
import { addPersonFn, deleteCompanyFn } from '../customers.functions'
import { companyQuery, customersKeys } from '../customers.queries'
import { formatMoneyIn } from '../money'

/** A company for the organisation's members: its plan, spend, attributes, people and everything they asked for. */
export function CompanyPage({ slug, companyId }: { slug: string; companyId: string }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const detail = useQuery(companyQuery(slug, companyId))
  useLiveQueries(detail.data ? [topicOf.org(detail.data.organizationId)] : [], [customersKeys.all(slug)])
  const [error, setError] = React.useState<string | null>(null)
  const t = useT('customers')
  const errorText = useErrorText()
  const locale = useLocale()

  if (detail.isPending)
    return <ListSkeleton rows={4} label={t('company.loading')} className="mx-auto max-w-4xl p-4" />
  if (detail.isError) {
    return (
      <div className="mx-auto max-w-4xl p-4">
        <LoadError
          title={t('company.loadFailed')}
          message={messageOf(detail.error, t('common.somethingWrong'))}
          onRetry={() => void detail.refetch()}
        />
      </div>
    )
  }
  const { company, people, requests, canManage } = detail.data
  const attributes = Object.entries(company.attributes)

  const addPerson = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    setError(null)
    try {
      await addPersonFn({
        data: {
          slug,
          companyId,
          email: String(data.get('email') ?? ''),
          name: String(data.get('name') ?? '') || undefined,
        },
      })
      form.reset()
      await queryClient.invalidateQueries({ queryKey: customersKeys.all(slug) })
    } catch (caught) {
      setError(errorText(messageOf(caught, t('company.addPersonFailed'))))
    }
  }

  const remove = async () => {
    if (!window.confirm(t('company.removeConfirm', { company: company.name }))) return
    try {
      await deleteCompanyFn({ data: { slug, companyId } })
      toast.success(t('company.removed'))
      await navigate({ to: '/@{$org}/customers', params: { org: slug } })
    } catch (caught) {
      toast.error(errorText(messageOf(caught, t('company.removeFailed'))))
    }
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-4 px-4 py-6">
      <Link
        to="/@{$org}/customers"
        params={{ org: slug }}
        className="text-sm text-muted-foreground hover:underline"
      >
        {t('company.back')}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words">{company.name}</h1>
          <p className="text-sm text-muted-foreground">
            {company.plan ?? t('common.noPlan')} ·{' '}
            {t('common.perMonth', { amount: formatMoneyIn(locale, company.monthlySpendCents) })}
            {company.externalId ? ` · ${t('company.externalId', { id: company.externalId })}` : ''}
          </p>
        </div>
        {canManage ? (
          <Button variant="outline" size="sm" onClick={() => void remove()}>
            {t('company.remove')}
          </Button>
        ) : null}
      </div>
      {attributes.length > 0 ? (
        <Card className="p-4">
          <h2 className="text-sm font-semibold">{t('company.attributes')}</h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            {attributes.map(([key, value]) => (
              <React.Fragment key={key}>
                <dt className="text-muted-foreground">{key}</dt>
                <dd className="break-words">{String(value)}</dd>
              </React.Fragment>
            ))}
          </dl>
        </Card>
      ) : null}
      <Card>
        <h2 className="border-b border-border px-4 py-3 text-sm font-semibold">
          {t('common.people', { count: people.length })}
        </h2>
        {people.length === 0 ? (
          <EmptyState line title={t('company.noPeople')} />
        ) : (
          <ul aria-label={t('company.peopleList')} className="divide-y divide-border">
            {people.map((person) => (
              <li key={person.id} className="px-4 py-2 text-sm">
                <span className="font-medium">{person.name ?? person.email ?? person.externalId}</span>
                {person.email ? <span className="ms-2 text-muted-foreground">{person.email}</span> : null}
              </li>
            ))}
          </ul>
        )}
        {canManage ? (
          <form
            method="post"
            onSubmit={addPerson}
            className="grid gap-2 border-t border-border p-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          >
            <div className="grid gap-1">
              <Label htmlFor="person-email">{t('company.email')}</Label>
              <Input id="person-email" name="email" type="email" required />
            </div>
            <div className="grid gap-1">
              <Label htmlFor="person-name">{t('company.name')}</Label>
              <Input id="person-name" name="name" maxLength={100} />
            </div>
            <Button type="submit" size="sm">
              {t('company.addPerson')}
            </Button>
            {error ? (
              <p role="alert" className="text-sm text-destructive sm:col-span-3">
                {error}
              </p>
            ) : null}
          </form>
        ) : null}
      </Card>
      <Card>
        <h2 className="border-b border-border px-4 py-3 text-sm font-semibold">{t('company.requests')}</h2>
        {requests.length === 0 ? (
          <EmptyState line title={t('company.noRequests')} />
        ) : (
          <ul aria-label={t('company.requestsList')} className="divide-y divide-border">
            {requests.map((request) => (
              <li key={request.itemId} className="grid gap-1 px-4 py-3">
                <Link
                  to="/@{$org}/$project/feedback/$feedbackId"
                  params={{ org: slug, project: request.projectSlug, feedbackId: request.itemId }}
                  className="font-medium break-words hover:text-primary hover:underline focus-visible:underline"
                >
                  {request.title}
                </Link>
                <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <StatusBadge status={request.status} />
                  <span>{request.projectName}</span>
                  <span>{request.voters.join(', ')}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  )
}
