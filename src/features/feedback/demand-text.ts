import type { Translate } from '~/lib/i18n/catalogue'
import { formatNumber } from '~/lib/i18n/intl'

/**
 * "3 companies · 1,200/mo" in the page's language: the companies that voted and their monthly revenue (in
 * currency units, cents shown only when there are any, as `formatMoney` in ~/lib/customer-rules does).
 */
export function demandText(
  t: Translate<'feedback'>,
  locale: string,
  demand: { companies: number; revenueCents: number },
): string {
  const units = demand.revenueCents / 100
  const revenue = formatNumber(locale, units, {
    minimumFractionDigits: Number.isInteger(units) ? 0 : 2,
    maximumFractionDigits: 2,
  })
  return t('demand.summary', { companies: demand.companies, revenue })
}
