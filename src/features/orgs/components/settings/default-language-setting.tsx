import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { LanguageSelect } from '~/components/i18n/language-select'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useReadyControls } from '~/components/ui/use-ready-control'
import { messageOf } from '~/lib/auth-result'
import { LOCALE_NAMES, matchLocale } from '~/lib/i18n/locales'
import { toast } from '~/lib/toast'
import { setOrganizationLanguageFn } from '../../orgs.functions'
import { orgKeys } from '../../orgs.queries'
import type { OrganizationDetails } from '../../orgs.server'

/**
 * The language of the organisation's public pages and widget for visitors whose browser asks for none of
 * Parley's (a visitor's own choice, cookie or browser, comes first). Owners and admins change it.
 */
export function DefaultLanguageSetting({
  organization,
  canEdit,
}: {
  organization: OrganizationDetails
  canEdit: boolean
}) {
  const t = useT('common')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const ready = useReadyControls()
  const [pending, setPending] = React.useState(false)
  const current = matchLocale(organization.defaultLanguage)

  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const language = matchLocale(String(new FormData(event.currentTarget).get('language') ?? ''))
    setPending(true)
    try {
      await setOrganizationLanguageFn({ data: { slug: organization.slug, language } })
      await queryClient.invalidateQueries({ queryKey: orgKeys.details(organization.slug) })
      toast.success(t('language.saved'))
    } catch (error) {
      toast.error(errorText(messageOf(error, 'Something went wrong!')))
    } finally {
      setPending(false)
    }
  }

  if (!canEdit)
    return (
      <Card className="grid gap-2 p-6" data-testid="organization-language">
        <p className="text-sm font-medium">{t('language.orgDefault')}</p>
        <p className="text-sm text-muted-foreground">{t('language.orgDefaultHint')}</p>
        <p className="font-medium">{LOCALE_NAMES[current ?? 'en']}</p>
      </Card>
    )
  return (
    <Card className="p-6">
      <form method="post" onSubmit={save} className="grid gap-2" data-testid="organization-language">
        <label htmlFor="organization-language" className="text-sm font-medium">
          {t('language.orgDefault')}
        </label>
        <p className="text-sm text-muted-foreground">{t('language.orgDefaultHint')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <LanguageSelect
            key={current ?? ''}
            id="organization-language"
            name="language"
            current={current}
            noneLabel={LOCALE_NAMES.en}
          />
          <Button type="submit" size="sm" variant="outline" {...ready(pending)}>
            {t('language.save')}
          </Button>
        </div>
      </form>
    </Card>
  )
}
