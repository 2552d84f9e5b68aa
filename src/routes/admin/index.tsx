import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { UserListPage } from '~/features/admin/components/user-list-page'

const searchSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
  field: z.enum(['email', 'name', 'username']).default('email').catch('email'),
  sort: z.enum(['createdAt', 'name', 'email']).default('createdAt').catch('createdAt'),
  dir: z.enum(['asc', 'desc']).default('desc').catch('desc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
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
