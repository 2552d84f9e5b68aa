import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { FormField } from '~/components/ui/form-field'
import { LogoPicker } from '~/components/ui/logo-picker'
import { authClient } from '~/features/auth/auth-client'
import { dataOrThrow, messageOf } from '~/lib/auth-result'
import { slugProblem } from '~/lib/slug'
import { orgKeys } from '../../orgs.queries'
import type { OrganizationDetails } from '../../orgs.server'
import { OrganizationAvatar } from '../organization-avatar'
import { SettingsSection } from './settings-section'

export function GeneralSettings({ organization }: { organization: OrganizationDetails }) {
  const canEdit = organization.viewerRole !== null && organization.permissions.canEdit
  return (
    <SettingsSection
      id="general"
      title="General"
      description={
        canEdit ? 'How the team appears across Parley.' : 'Only owners and admins can change these.'
      }
    >
      {canEdit ? (
        // Re-mounts with fresh values after a save elsewhere changed them.
        <GeneralForm
          key={`${organization.name}|${organization.slug}|${organization.logo ?? ''}`}
          organization={organization}
        />
      ) : (
        <GeneralReadOnly organization={organization} />
      )}
    </SettingsSection>
  )
}

function GeneralReadOnly({ organization }: { organization: OrganizationDetails }) {
  return (
    <Card className="p-6">
      <dl className="grid gap-4 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">Name</dt>
        <dd className="font-medium">{organization.name}</dd>
        <dt className="text-muted-foreground">Address</dt>
        <dd className="font-medium">/@{organization.slug}</dd>
        <dt className="text-muted-foreground">Logo</dt>
        <dd>
          <OrganizationAvatar name={organization.name} logo={organization.logo} className="size-12 text-lg" />
        </dd>
      </dl>
    </Card>
  )
}

type Changes = { name?: string; slug?: string; logo?: string | null }

function GeneralForm({ organization }: { organization: OrganizationDetails }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [name, setName] = React.useState(organization.name)
  const [slug, setSlug] = React.useState(organization.slug)
  const [logo, setLogo] = React.useState(organization.logo)
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [pending, setPending] = React.useState(false)

  const changes: Changes = {}
  if (name.trim() !== organization.name) changes.name = name.trim()
  if (slug !== organization.slug) changes.slug = slug
  if (logo !== organization.logo) changes.logo = logo
  const changed = Object.keys(changes).length > 0

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    const nextErrors: Record<string, string> = {}
    if (!name.trim()) nextErrors.name = 'Enter a name for the team'
    const problem = slugProblem(slug)
    if (problem) nextErrors.slug = problem
    setErrors(nextErrors)
    if (Object.keys(nextErrors).length > 0 || !changed) return
    setPending(true)
    try {
      const saved = dataOrThrow(
        await authClient.organization.update({ organizationId: organization.id, data: changes }),
        'Could not save the settings',
      )
      await queryClient.invalidateQueries({ queryKey: orgKeys.teamList() })
      toast.success('Settings saved')
      if (saved.slug !== organization.slug) {
        // The old address now redirects (the server recorded it); this page moves to the new one.
        await navigate({ to: '/@{$org}/settings', params: { org: saved.slug }, replace: true })
        queryClient.removeQueries({ queryKey: orgKeys.bySlug(organization.slug) })
      } else {
        await queryClient.invalidateQueries({ queryKey: orgKeys.details(organization.slug) })
      }
    } catch (error) {
      const message = messageOf(error, 'Could not save the settings')
      if (/slug|address/i.test(message)) {
        setErrors({ slug: /taken|exists/i.test(message) ? 'This address is taken' : message })
      }
      toast.error(message)
    } finally {
      setPending(false)
    }
  }

  return (
    <Card className="p-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="General settings">
        <FormField
          label="Team name"
          name="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value)
            setErrors(({ name: _, ...rest }) => rest)
          }}
          maxLength={100}
          error={errors.name}
        />
        <FormField
          label="Address"
          name="slug"
          value={slug}
          onChange={(event) => {
            setSlug(event.target.value.toLowerCase())
            setErrors(({ slug: _, ...rest }) => rest)
          }}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={48}
          error={errors.slug}
          hint={<span className="text-xs text-muted-foreground">/@{slug || 'your-team'}</span>}
        />
        {slug !== organization.slug && !errors.slug ? (
          <p className="-mt-2 text-xs text-muted-foreground">
            Links to /@{organization.slug} will keep working and lead to the new address.
          </p>
        ) : null}
        <LogoPicker value={logo} onChange={setLogo} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending || !changed}>
            {pending ? 'Saving…' : 'Save changes'}
          </Button>
          {changed && !pending ? (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setName(organization.name)
                setSlug(organization.slug)
                setLogo(organization.logo)
                setErrors({})
              }}
            >
              Discard
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  )
}
