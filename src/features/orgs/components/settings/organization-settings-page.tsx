import { useT } from '~/components/i18n/use-t'
import { ApiKeysSettings } from '~/features/api-keys/components/api-keys-settings'
import { useLiveQueries } from '~/features/live/live-provider'
import { ImportProjectSettings } from '~/features/transfers/components/import-project-settings'
import { WebhooksSettings } from '~/features/webhooks/components/webhooks-settings'
import { topicOf } from '~/lib/live-topics'
import { orgKeys, useOrganization } from '../../orgs.queries'
import { DangerZone } from './danger-zone'
import { GeneralSettings } from './general-settings'
import { InvitationsSettings } from './invitations-settings'
import { MembersSettings } from './members-settings'
import { TeamsSettings } from './teams-settings'

/** /@{org}/settings: every member sees it; each section shows only what the viewer's role may change. */
export function OrganizationSettingsPage({ slug }: { slug: string }) {
  const t = useT('orgs')
  const organization = useOrganization(slug)
  // Name, members, teams, invitations, API keys and webhooks change for everyone looking, whoever changes them and however.
  useLiveQueries([topicOf.org(organization.id)], [orgKeys.bySlug(slug)])
  // Better Auth acts only for members, so a site admin who is not one gets the read-only view.
  const isMember = organization.viewerRole !== null
  const canInvite = isMember && organization.permissions.canInvite
  const canManageApiKeys = isMember && organization.permissions.canManageApiKeys
  const canManageWebhooks = isMember && organization.permissions.canManageWebhooks
  const canImportProjects = organization.permissions.canImportProjects
  const sections = [
    { id: 'general', label: t('settings.general') },
    { id: 'members', label: t('settings.members') },
    ...(isMember ? [{ id: 'teams', label: t('settings.teams') }] : []),
    ...(canInvite ? [{ id: 'invitations', label: t('settings.invitations') }] : []),
    ...(canManageApiKeys ? [{ id: 'api-keys', label: t('settings.apiKeys') }] : []),
    ...(canManageWebhooks ? [{ id: 'webhooks', label: t('settings.webhooks') }] : []),
    ...(canImportProjects ? [{ id: 'import', label: t('settings.import') }] : []),
    ...(isMember ? [{ id: 'danger-zone', label: t('settings.dangerZone') }] : []),
  ]

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 lg:grid lg:grid-cols-[11rem_minmax(0,1fr)] lg:gap-10">
      <nav aria-label={t('settings.sections')} className="hidden lg:block">
        <ul className="sticky top-20 grid gap-1 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="block rounded-md px-3 py-1.5 text-muted-foreground hover:bg-muted hover:text-foreground"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid max-w-3xl gap-12">
        <GeneralSettings organization={organization} />
        <MembersSettings organization={organization} />
        {isMember ? <TeamsSettings organization={organization} /> : null}
        {canInvite ? <InvitationsSettings organization={organization} /> : null}
        {canManageApiKeys ? <ApiKeysSettings organization={organization} sectionId="api-keys" /> : null}
        {canManageWebhooks ? <WebhooksSettings organization={organization} sectionId="webhooks" /> : null}
        {canImportProjects ? <ImportProjectSettings organization={organization} /> : null}
        {isMember ? <DangerZone organization={organization} /> : null}
      </div>
    </div>
  )
}
