import { Link } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { useFollowOrganizationMove, useOrganization } from '../orgs.queries'
import { OrganizationAvatar } from './organization-avatar'

const tabClass =
  'border-b-2 border-transparent px-1 pb-2 text-sm text-muted-foreground hover:text-foreground data-[status=active]:border-primary data-[status=active]:text-foreground'

export function OrganizationHeader({ slug }: { slug: string }) {
  const t = useT('orgs')
  const organization = useOrganization(slug)
  useFollowOrganizationMove(slug)
  return (
    <div className="border-b border-border">
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <div className="flex flex-wrap items-center gap-3">
          <OrganizationAvatar size={12} name={organization.name} logo={organization.logo} />
          <div className="min-w-0 flex-1">
            <h1 className="truncate text-xl font-semibold tracking-tight sm:text-2xl">{organization.name}</h1>
            <p className="text-sm text-muted-foreground">
              @{organization.slug} · {t('header.members', { count: organization.memberCount })}
              {organization.viewerRole ? ` · ${t('header.youAre', { role: organization.viewerRole })}` : ''}
            </p>
          </div>
          {organization.permissions.canEdit ? (
            <Button asChild size="sm">
              <Link to="/@{$org}/create-project" params={{ org: organization.slug }}>
                <Plus /> {t('header.newProject')}
              </Link>
            </Button>
          ) : null}
        </div>
        <nav aria-label={t('header.nav')} className="mt-4 flex gap-5">
          <Link
            to="/@{$org}"
            params={{ org: organization.slug }}
            activeOptions={{ exact: true }}
            className={tabClass}
          >
            {t('header.projects')}
          </Link>
          {organization.viewerRole ? (
            <Link to="/@{$org}/customers" params={{ org: organization.slug }} className={tabClass}>
              {t('header.customers')}
            </Link>
          ) : null}
          {organization.viewerRole || organization.permissions.canSeeMembers ? (
            <Link to="/@{$org}/settings" params={{ org: organization.slug }} className={tabClass}>
              {t('header.settings')}
            </Link>
          ) : null}
        </nav>
      </div>
    </div>
  )
}
