import { LanguageMenu } from '../i18n/language-menu'
import { useT } from '../i18n/use-t'

/** The footer of public pages and the sign-in pages: what Parley is, and the language menu. */
export function SiteFooter() {
  const t = useT('common')
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm text-muted-foreground">
        <span>{t('footer.tagline')}</span>
        <LanguageMenu />
      </div>
    </footer>
  )
}
