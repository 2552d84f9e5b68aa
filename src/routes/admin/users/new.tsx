import { createFileRoute } from '@tanstack/react-router'
import { loadTranslator } from '~/components/i18n/use-t'
import { CreateUserPage } from '~/features/admin/components/create-user-page'

export const Route = createFileRoute('/admin/users/new')({
  // The area's words are loaded by the admin layout's loader; the title in the request's language.
  loader: async ({ context }) => {
    const t = await loadTranslator(context.queryClient, context.viewer.locale, 'admin')
    return { title: t('pageTitle.createUser') }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title }] }),
  component: CreateUserPage,
})
