import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { authOrThrow, Form, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { LogoPicker } from '~/components/ui/logo-picker'
import { authClient } from '~/features/auth/auth-client'
import { toast } from '~/lib/toast'
import { orgKeys } from '../../orgs.queries'
import { organizationFormSchema } from '../../orgs.schemas'
import type { OrganizationDetails } from '../../orgs.server'
import { placeSlugRefusal } from '../../slug-refusal'
import { OrganizationAvatar } from '../organization-avatar'
import { DefaultLanguageSetting } from './default-language-setting'
import { SettingsSection } from './settings-section'

export function GeneralSettings({ organization }: { organization: OrganizationDetails }) {
  const t = useT('orgs')
  const canEdit = organization.viewerRole !== null && organization.permissions.canEdit
  return (
    <SettingsSection
      id="general"
      title={t('settings.general')}
      description={canEdit ? t('general.intro') : t('general.readOnly')}
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
      <div className="mt-4">
        <DefaultLanguageSetting organization={organization} canEdit={canEdit} />
      </div>
    </SettingsSection>
  )
}

function GeneralReadOnly({ organization }: { organization: OrganizationDetails }) {
  const t = useT('orgs')
  return (
    <Card className="p-6">
      <dl className="grid gap-4 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">{t('general.name')}</dt>
        <dd className="font-medium">{organization.name}</dd>
        <dt className="text-muted-foreground">{t('field.address')}</dt>
        <dd className="font-medium">/@{organization.slug}</dd>
        <dt className="text-muted-foreground">{t('general.logo')}</dt>
        <dd>
          <OrganizationAvatar size={12} name={organization.name} logo={organization.logo} />
        </dd>
      </dl>
    </Card>
  )
}

function GeneralForm({ organization }: { organization: OrganizationDetails }) {
  const t = useT('orgs')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const saved = { name: organization.name, slug: organization.slug, logo: organization.logo }
  const form = useZodForm({
    schema: organizationFormSchema,
    defaultValues: saved,
    errorMessage: t('general.saveFailed'),
    onSubmit: async (values) => {
      const changes = changesOf(values, saved)
      if (Object.keys(changes).length === 0) return
      const updated = await authOrThrow(
        authClient.organization.update({ organizationId: organization.id, data: changes }),
      ).catch(placeSlugRefusal)
      await queryClient.invalidateQueries({ queryKey: orgKeys.teamList() })
      toast.success(t('general.saved'))
      if (updated && updated.slug !== organization.slug) {
        // The old address now redirects (the server recorded it); this page moves to the new one.
        await navigate({ to: '/@{$org}/settings', params: { org: updated.slug }, replace: true })
        queryClient.removeQueries({ queryKey: orgKeys.bySlug(organization.slug) })
      } else {
        await queryClient.invalidateQueries({ queryKey: orgKeys.details(organization.slug) })
      }
    },
  })
  const values = form.watch()
  const slug = values.slug ?? ''
  const changed = Object.keys(changesOf(values, saved)).length > 0
  const pending = form.formState.isSubmitting

  return (
    <Card className="p-6">
      <Form form={form} className="grid gap-4" aria-label={t('general.formLabel')}>
        <TextField name="name" label={t('field.teamName')} maxLength={100} />
        <TextField
          name="slug"
          label={t('field.address')}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={48}
          hint={
            <span className="text-xs text-muted-foreground">/@{slug || t('field.addressPlaceholder')}</span>
          }
        />
        {slug.trim().toLowerCase() !== organization.slug && !form.formState.errors.slug ? (
          <p className="-mt-2 text-xs text-muted-foreground">
            {t('general.oldAddress', { slug: organization.slug })}
          </p>
        ) : null}
        <LogoPicker value={values.logo ?? null} onChange={(logo) => form.setValue('logo', logo)} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pendingLabel={t('general.saving')} disabled={!changed}>
            {t('general.save')}
          </SubmitButton>
          {changed && !pending ? (
            <Button type="button" variant="ghost" onClick={() => form.reset(saved)}>
              {t('general.discard')}
            </Button>
          ) : null}
        </div>
      </Form>
    </Card>
  )
}

type TeamValues = { name?: string; slug?: string; logo?: string | null }

/** What differs from the saved settings, as Better Auth's update wants it (trimmed, lowercase address). */
function changesOf(values: TeamValues, saved: { name: string; slug: string; logo: string | null }) {
  const changes: { name?: string; slug?: string; logo?: string | null } = {}
  const name = (values.name ?? '').trim()
  const slug = (values.slug ?? '').trim().toLowerCase()
  if (name !== saved.name) changes.name = name
  if (slug !== saved.slug) changes.slug = slug
  if ((values.logo ?? null) !== saved.logo) changes.logo = values.logo ?? null
  return changes
}
