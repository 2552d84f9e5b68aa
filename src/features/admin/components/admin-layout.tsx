import { Link, Outlet } from '@tanstack/react-router'
import { ShieldCheck } from 'lucide-react'
import { useT } from '~/components/i18n/use-t'

/** The site admin area: a heading and the admin's pages below it. */
export function AdminLayout() {
  const t = useT('admin')
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <div className="mb-6 flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-border pb-4">
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
          <ShieldCheck aria-hidden className="size-6 text-primary" /> {t('layout.title')}
        </h1>
        <nav aria-label={t('layout.title')} className="flex gap-1 text-sm">
          <Link
            to="/admin"
            activeOptions={{ exact: false }}
            className="rounded-md px-3 py-1.5 hover:bg-muted data-[status=active]:bg-muted data-[status=active]:font-medium"
          >
            {t('layout.users')}
          </Link>
        </nav>
      </div>
      <Outlet />
    </div>
  )
}
