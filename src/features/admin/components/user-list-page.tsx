import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ChevronLeft, ChevronRight, Search, UserPlus } from 'lucide-react'
import * as React from 'react'
import { z } from 'zod'
import { Form, SubmitButton, useField, useZodForm } from '~/components/form'
import { UserAvatar } from '~/components/shell/user-avatar'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { NativeSelect } from '~/components/ui/native-select'
import { EmptyState, ListSkeleton, LoadError } from '~/components/ui/query-states'
import { RelativeTime } from '~/components/ui/relative-time'
import { messageOf } from '~/lib/auth-result'
import { countOf } from '~/lib/count-of'
import { USERS_PAGE_SIZE, type UserListSearch, userListQuery } from '../admin.queries'
import { BannedBadge, RoleBadges } from './role-badges'

const sortChoices = [
  { value: 'createdAt:desc', label: 'Newest first' },
  { value: 'createdAt:asc', label: 'Oldest first' },
  { value: 'name:asc', label: 'Name A–Z' },
  { value: 'name:desc', label: 'Name Z–A' },
  { value: 'email:asc', label: 'Email A–Z' },
  { value: 'email:desc', label: 'Email Z–A' },
] as const

const userSearchSchema = z.object({ q: z.string().trim().max(200, 'Use at most 200 characters') })

/** The search box, registered with the search form (its label is the placeholder's words). */
function SearchInput() {
  const field = useField('q')
  return (
    <Input
      type="search"
      aria-label="Search"
      placeholder="Search users"
      id={field.inputId}
      defaultValue={field.defaultValue as string}
      className="pl-8"
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
          <h2 className="text-xl font-semibold tracking-tight">Users</h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {query.isSuccess ? countOf(total, { one: 'user', other: 'users' }) : 'Loading users…'}
          </p>
        </div>
        <Button asChild>
          <Link to="/admin/users/new">
            <UserPlus aria-hidden /> Create user
          </Link>
        </Button>
      </div>

      <search>
        <Form
          form={searchForm}
          aria-label="Search users"
          className="grid gap-2 sm:flex sm:flex-wrap sm:items-center"
        >
          <div className="relative sm:min-w-64 sm:flex-1">
            <Search
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <SearchInput />
          </div>
          <div className="flex gap-2">
            <NativeSelect
              aria-label="Search in"
              value={search.field}
              onChange={(event) =>
                onSearchChange({ field: event.target.value as UserListSearch['field'], page: 1 })
              }
              className="flex-1 sm:flex-none"
            >
              <option value="email">Email</option>
              <option value="name">Name</option>
              <option value="username">Username</option>
            </NativeSelect>
            <NativeSelect
              aria-label="Sort"
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
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
            <SubmitButton variant="outline">Search</SubmitButton>
          </div>
        </Form>
      </search>

      <Card className="overflow-hidden" aria-busy={query.isFetching}>
        {query.isPending ? (
          <ListSkeleton label="Loading users" />
        ) : query.isError ? (
          <LoadError
            title="Something went wrong!"
            message={messageOf(query.error, 'The users could not be loaded.')}
            onRetry={() => void query.refetch()}
            retryLabel="Try Again"
          />
        ) : users.length === 0 && search.page > 1 ? (
          <EmptyState
            title="There is nothing on this page"
            action={
              <Button variant="link" onClick={() => onSearchChange({ page: 1 })}>
                Go to the first page
              </Button>
            }
          />
        ) : users.length === 0 ? (
          <EmptyState
            title={search.q ? 'No users match this search' : 'No users yet'}
            action={
              search.q ? (
                <Button variant="link" onClick={() => onSearchChange({ q: undefined, page: 1 })}>
                  Clear the search
                </Button>
              ) : null
            }
          />
        ) : (
          <ul className="divide-y divide-border" aria-label="Users">
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
                      <span className="truncate font-medium">{user.name || '(no name)'}</span>
                      <RoleBadges role={user.role} />
                      {user.banned ? <BannedBadge /> : null}
                    </p>
                    <p className="truncate text-sm text-muted-foreground">{user.email}</p>
                  </div>
                  <span className="hidden text-sm text-muted-foreground sm:inline">
                    Joined <RelativeTime iso={new Date(user.createdAt).toISOString()} />
                  </span>
                  <ChevronRight aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>

      {total > 0 ? (
        <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="text-muted-foreground">
            {first}–{last} of {total}
          </span>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={search.page <= 1}
              onClick={() => onSearchChange({ page: search.page - 1 })}
            >
              <ChevronLeft aria-hidden /> Previous
            </Button>
            <span className="text-muted-foreground">
              Page {search.page} of {pages}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={search.page >= pages}
              onClick={() => onSearchChange({ page: search.page + 1 })}
            >
              Next <ChevronRight aria-hidden />
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  )
}
