import { useRouterState } from '@tanstack/react-router'
import { LANGUAGE_FORM_ACTION, LOCALE_NAMES, LOCALES } from '~/lib/i18n/locales'
import { NativeSelect } from '../ui/native-select'
import { useLocale, useT } from './use-t'

/**
 * The footer's language menu: a plain form that sets the language cookie and comes back to this page (the
 * server's 303), so it works before the page's script and without it. Each language is named in its own words.
 */
export function LanguageMenu() {
  const t = useT('common')
  const locale = useLocale()
  // Back to this page without its `?lang=`, which would otherwise outrank the new choice.
  const back = useRouterState({
    select: (state) => {
      const { pathname, search } = state.location
      const params = new URLSearchParams(state.location.searchStr)
      params.delete('lang')
      const query = params.toString()
      return search && query ? `${pathname}?${query}` : pathname
    },
  })
  return (
    <form
      method="post"
      action={LANGUAGE_FORM_ACTION}
      aria-label={t('language.menuLabel')}
      className="flex items-center gap-2"
      // Works as it is, before hydration and without JavaScript (tests/e2e/form-safety.test.ts skips it).
      data-plain-post
    >
      <input type="hidden" name="redirect" value={back} />
      <label htmlFor="language-menu" className="text-sm text-muted-foreground">
        {t('language.label')}
      </label>
      <NativeSelect id="language-menu" name="lang" defaultValue={locale} data-testid="language-menu">
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </NativeSelect>
      {/* A button rather than a change handler: arrowing through the options must not leave the page. */}
      <button type="submit" className="text-sm text-primary underline underline-offset-4">
        {t('language.change')}
      </button>
    </form>
  )
}
