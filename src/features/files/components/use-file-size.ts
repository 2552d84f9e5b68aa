import * as React from 'react'
import { useLocale } from '~/components/i18n/use-t'
import { formatFileSize as formatFileSizeEnglish } from '~/lib/file-rules'
import { formatFileSize } from '~/lib/i18n/intl'

/**
 * File sizes in the page's language. English keeps the wording the files pages have always shown (and their
 * tests read): "512 B", "1.2 MB", "12 MB"; `Intl`'s English units differ ("512 byte", "1.2 kB").
 */
export function useFileSize(): (bytes: number) => string {
  const locale = useLocale()
  return React.useCallback(
    (bytes: number) => (locale === 'en' ? formatFileSizeEnglish(bytes) : formatFileSize(locale, bytes)),
    [locale],
  )
}
