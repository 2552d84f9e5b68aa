import { createFileRoute } from '@tanstack/react-router'
import { UserListPage } from '~/features/admin/components/user-list-page'
import { oneOf, pageNumber, searchParams, text, withDefault } from '~/lib/search-params'

const searchSchema = searchParams({
  q: text({ trim: true, max: 200 }),
  field: withDefault(oneOf(['email', 'name', 'username']), 'email'),
  sort: withDefault(oneOf(['createdAt', 'name', 'email']), 'createdAt'),
  dir: withDefault(oneOf(['asc', 'desc']), 'desc'),
  page: withDefault(pageNumber(100_000), 1),
})

export const Route = createFileRoute('/admin/')({
  validateSearch: searchSchema,
  component: function AdminUsersRoute() {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <UserListPage
        search={search}
        onSearchChange={(next) => navigate({ search: (previous) => ({ ...previous, ...next }) })}
      />
    )
  },
})
