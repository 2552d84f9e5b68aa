import { createFileRoute } from '@tanstack/react-router'
import { CreateUserPage } from '~/features/admin/components/create-user-page'

export const Route = createFileRoute('/admin/users/new')({
  head: () => ({ meta: [{ title: 'Create user · Site admin · Parley' }] }),
  component: CreateUserPage,
})
