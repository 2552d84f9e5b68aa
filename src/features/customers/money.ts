import { formatNumber } from '~/lib/i18n/intl'

/**
 * Cents as money for people in the page's language: "12,500" or "12,500.50" in English (the organisation's own
 * currency; no symbol is assumed), the locale's digits and separators elsewhere. `formatMoney` of
 * ~/lib/customer-rules stays the server's (digests, exports).
 */
export function formatMoneyIn(locale: string, cents: number): string {
  const units = cents / 100
  return formatNumber(locale, units, {
    minimumFractionDigits: Number.isInteger(units) ? 0 : 2,
    maximumFractionDigits: 2,
  })
}
