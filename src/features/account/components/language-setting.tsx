import { Languages } from 'lucide-react'
import * as React from 'react'
import { LanguageSelect } from '~/components/i18n/language-select'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { useReadyControls } from '~/components/ui/use-ready-control'
import { messageOf } from '~/lib/auth-result'
import { matchLocale } from '~/lib/i18n/locales'
import { toast } from '~/lib/toast'
import { setLanguageFn } from '../account.functions'

/**
 * The account's language (settings): saved, then the page reloads in it, since every word on it and the
 * shell's come from the server's choice of language. "Browser default" clears it.
 */
export function LanguageSetting({ current }: { current: string | null }) {
  const t = useT('common')
  const errorText = useErrorText()
  const ready = useReadyControls()
  const [pending, setPending] = React.useState(false)

  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const language = matchLocale(String(new FormData(event.currentTarget).get('language') ?? ''))
    setPending(true)
    try {
      await setLanguageFn({ data: { language } })
      window.location.reload()
    } catch (error) {
      toast.error(errorText(messageOf(error, 'Something went wrong!')))
      setPending(false)
    }
  }

  return (
    <form method="post" onSubmit={save} className="flex flex-wrap items-center gap-4 p-4">
      <Languages className="size-5 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <label htmlFor="account-language" className="font-medium">
          {t('language.label')}
        </label>
        <p className="text-sm text-muted-foreground">{t('language.accountHint')}</p>
      </div>
      <LanguageSelect
        id="account-language"
        name="language"
        current={current}
        noneLabel={t('language.default')}
      />
      <Button type="submit" size="sm" variant="outline" {...ready(pending)}>
        {t('language.save')}
      </Button>
    </form>
  )
}
