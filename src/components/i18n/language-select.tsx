import { LOCALE_NAMES, LOCALES } from '~/lib/i18n/locales'
import { NativeSelect } from '../ui/native-select'

/** A form's language field: each language in its own words, and a first option for "none chosen". */
export function LanguageSelect({
  id,
  name,
  current,
  noneLabel,
}: {
  id: string
  name: string
  current: string | null
  noneLabel: string
}) {
  return (
    <NativeSelect id={id} name={name} defaultValue={current ?? ''} className="min-w-44">
      <option value="">{noneLabel}</option>
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </NativeSelect>
  )
}
