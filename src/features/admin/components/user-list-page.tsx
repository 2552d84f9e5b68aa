import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight, Search, UserPlus } from 'lucide-react'
import * as React from 'react'
import { z } from 'zod'
import { Form, SubmitButton, useField, useZodForm } from '~/components/form'
import { richText, useErrorText, useT } from '~/components/i18n/use-t'
import { UserAvatar } from '~/components/shell/user-avatar'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { NativeSelect } from '~/components/ui/native-select'
import { EmptyState, ListSkeleton, LoadError } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { messageOf } from '~/lib/auth-result'
import { USERS_PAGE_SIZE, type UserListSearch, userListQuery } from '../admin.queries'
import { BannedBadge, RoleBadges } from './role-badges'

const sortChoices = [
  { value: 'createdAt:desc', label: 'list.sort.newest' },
  { value: 'createdAt:asc', label: 'list.sort.oldest' },
  { value: 'name:asc', label: 'list.sort.nameAsc' },
  { value: 'name:desc', label: 'list.sort.nameDesc' },
  { value: 'email:asc', label: 'list.sort.emailAsc' },
  { value: 'email:desc', label: 'list.sort.emailDesc' },
] as const

const userSearchSchema = z.object({ q: z.string().trim().max(200, 'Use at most 200 characters') })

/** The search box, registered with the search form (its label is the placeholder's words). */
function SearchInput() {
  const t = useT('admin')
  const field = useField('q')
  return (
    <Input
      type="search"
      aria-label={t('list.search')}
      placeholder={t('list.searchUsers')}
      id={field.inputId}
      defaultValue={field.defaultValue as string}
      className="ps-8"
      {...field.registration}
      {...field.aria}
    />
  )
}

export function UserListPage({
  search,
  onSearchChange,
}: {
  search: UserListSearch
  onSearchChange: (next: Partial<UserListSearch>) => void
}) {
  const t = useT('admin')
  const errorText = useErrorText()
  const query = useQuery({ ...userListQuery(search), placeholderData: keepPreviousData })
  const searchForm = useZodForm({
    schema: userSearchSchema,
    defaultValues: { q: search.q ?? '' },
    onSubmit: ({ q }) => onSearchChange({ q: q || undefined, page: 1 }),
  })
  // A search set elsewhere (back button, a link) shows in the box.
  const { reset } = searchForm
  React.useEffect(() => reset({ q: search.q ?? '' }), [search.q, reset])

  const total = query.data?.total ?? 0
  const users = query.data?.users ?? []
  const first = total === 0 ? 0 : (search.page - 1) * USERS_PAGE_SIZE + 1
  const last = Math.min(total, search.page * USERS_PAGE_SIZE)
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE))

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold tracking-tight">{t('layout.users')}</h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {query.isSuccess ? t('list.count', { count: total }) : t('list.loadingCount')}
          </p>
        </div>
        <Button asChild>
          <Link to="/admin/users/new">
            <UserPlus aria-hidden /> {t('create.title')}
          </Link>
        </Button>
      </div>

      <search>
        <Form
          form={searchForm}
          aria-label={t('list.searchUsers')}
          className="grid gap-2 sm:flex sm:flex-wrap sm:items-center"
        >
          <div className="relative sm:min-w-64 sm:flex-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 start-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <SearchInput />
          </div>
          <div className="flex gap-2">
            <NativeSelect
              aria-label={t('list.searchIn')}
              value={search.field}
              onChange={(event) =>
                onSearchChange({ field: event.target.value as UserListSearch['field'], page: 1 })
              }
              className="flex-1 sm:flex-none"
            >
              <option value="email">{t('field.email')}</option>
              <option value="name">{t('field.name')}</option>
              <option value="username">{t('field.username')}</option>
            </NativeSelect>
            <NativeSelect
              aria-label={t('list.sort')}
              value={`${search.sort}:${search.dir}`}
              onChange={(event) => {
                const [sort, dir] = event.target.value.split(':') as [
                  UserListSearch['sort'],
                  UserListSearch['dir'],
                ]
                onSearchChange({ sort, dir, page: 1 })
              }}
              className="flex-1 sm:flex-none"
            >
              {sortChoices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {t(choice.label)}
                </option>
              ))}
            </NativeSelect>
            <SubmitButton variant="outline">{t('list.search')}</SubmitButton>
          </div>
        </Form>
      </search>

      <Card className="overflow-hidden" aria-busy={query.isFetching}>
        {query.isPending ? (
          <ListSkeleton label={t('list.loading')} />
        ) : query.isError ? (
          <LoadError
            title={t('error.title')}
            message={errorText(messageOf(query.error, 'The users could not be loaded.'))}
            onRetry={() => void query.refetch()}
            retryLabel={t('error.retry')}
          />
        ) : users.length === 0 && search.page > 1 ? (
          <EmptyState
            title={t('list.emptyPage')}
            action={
              <Button variant="link" onClick={() => onSearchChange({ page: 1 })}>
                {t('list.firstPage')}
              </Button>
            }
          />
        ) : users.length === 0 ? (
          <EmptyState
            title={search.q ? t('list.noMatch') : t('list.none')}
            action={
              search.q ? (
                <Button variant="link" onClick={() => onSearchChange({ q: undefined, page: 1 })}>
                  {t('list.clear')}
                </Button>
              ) : null
            }
          />
        ) : (
          <ul className="divide-y divide-border" aria-label={t('layout.users')}>
            {users.map((user) => (
              <li key={user.id}>
                <Link
                  to="/admin/users/$userId"
                  params={{ userId: user.id }}
                  className="flex items-center gap-3 px-4 py-3 hover:bg-muted focus-visible:bg-muted"
                >
                  <UserAvatar
                    name={user.name || user.email}
                    image={user.image ?? null}
                    className="shrink-0"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="truncate font-medium">{user.name || t('user.noName')}</span>
                      <RoleBadges role={user.role} />
                      {user.banned ? <BannedBadge /> : null}
                    </p>
                    <p className="truncate text-sm text-muted-foreground">{user.email}</p>
                  </div>
                  <span className="hidden text-sm text-muted-foreground sm:inline">
                    {richText(t('list.joined'), {
                      time: <RelativeTime iso={new Date(user.createdAt).toISOString()} />,
                    })}
                  </span>
                  <ChevronRight
                    aria-hidden
                    className="size-4 shrink-0 text-muted-foreground rtl:-scale-x-100"
                  />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>

      {total > 0 ? (
        <nav
          aria-label={t('list.pages')}
          className="flex flex-wrap items-center justify-between gap-2 text-sm"
        >
          <span className="text-muted-foreground">{t('list.range', { first, last, total })}</span>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={search.page <= 1}
              onClick={() => onSearchChange({ page: search.page - 1 })}
            >
              <ChevronLeft aria-hidden className="rtl:-scale-x-100" /> {t('list.previous')}
            </Button>
            <span className="text-muted-foreground">{t('list.page', { page: search.page, pages })}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={search.page >= pages}
              onClick={() => onSearchChange({ page: search.page + 1 })}
            >
              {t('list.next')} <ChevronRight aria-hidden className="rtl:-scale-x-100" />
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  )
}
