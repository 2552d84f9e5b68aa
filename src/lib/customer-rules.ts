/**
 * Customers (companies and their people) and the demand they put behind feedback: limits, the prioritisation
 * formula and money formatting. Shared by the server, the pages and the API schemas.
 */

export const COMPANY_NAME_MAX = 120
export const EXTERNAL_ID_MAX = 200
export const PLAN_MAX = 60
export const ATTRIBUTE_KEYS_MAX = 30
export const ATTRIBUTE_KEY_MAX = 40
export const ATTRIBUTE_VALUE_MAX = 200
export const SOURCE_NOTE_MAX = 1000
export const SOURCE_URL_MAX = 2000
/** A year's revenue of the largest companies fits; anything above is a typo in cents or a unit mix-up. */
export const MONTHLY_SPEND_MAX = 100_000_000
export const CUSTOMERS_PAGE_SIZE = 50
export const CSV_IMPORT_ROWS_MAX = 5000

/** The members' sorts of the feedback list and the roadmap, beside the public ones. */
export const DEMAND_SORTS = ['revenue', 'companies'] as const
export type DemandSort = (typeof DEMAND_SORTS)[number]

export type DemandWeights = { votes: number; companies: number; revenue: number; recency: number }
export const DEFAULT_DEMAND_WEIGHTS: DemandWeights = { votes: 1, companies: 3, revenue: 1, recency: 2 }
export const WEIGHT_MAX = 100

/** Days over which recency halves. */
export const RECENCY_HALF_LIFE_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

export type ScoreTerm = {
  name: keyof DemandWeights
  label: string
  value: number
  weight: number
  points: number
}
export type DemandScore = { total: number; terms: ScoreTerm[] }

/**
 * The prioritisation formula, term by term so the item can show how its score was computed:
 * votes × w, companies × w, monthly spend in thousands × w, and recency (10 on the day of the latest vote,
 * halving every 30 days) × w.
 */
export function demandScore(
  input: { votes: number; companies: number; revenueCents: number; latestVoteAt: Date | null; now: Date },
  weights: DemandWeights,
): DemandScore {
  const recency = input.latestVoteAt
    ? 10 *
      0.5 **
        (Math.max(0, input.now.getTime() - input.latestVoteAt.getTime()) / DAY_MS / RECENCY_HALF_LIFE_DAYS)
    : 0
  const round = (value: number) => Math.round(value * 100) / 100
  const base: Omit<ScoreTerm, 'points'>[] = [
    { name: 'votes', label: 'Votes', value: input.votes, weight: weights.votes },
    { name: 'companies', label: 'Companies', value: input.companies, weight: weights.companies },
    {
      name: 'revenue',
      label: 'Monthly spend (thousands)',
      value: round(input.revenueCents / 100_000),
      weight: weights.revenue,
    },
    { name: 'recency', label: 'Recency (0–10)', value: round(recency), weight: weights.recency },
  ]
  const terms: ScoreTerm[] = base.map((term) => ({ ...term, points: round(term.value * term.weight) }))
  return { total: round(terms.reduce((sum, term) => sum + term.points, 0)), terms }
}

/** A monthly spend the API and the token give in currency units, as the cents it is kept in. */
export const centsOf = (amount: number) => Math.round(amount * 100)

/** Cents as money for people: "12,500" or "12,500.50" (the organisation's own currency; no symbol is assumed). */
export function formatMoney(cents: number): string {
  const units = cents / 100
  return units.toLocaleString('en-US', {
    minimumFractionDigits: Number.isInteger(units) ? 0 : 2,
    maximumFractionDigits: 2,
  })
}

export type CustomerAttributesInput = Record<string, string | number | boolean>

/** Comments a member may pin as an item's telling quotes: a few, so they stay the ones that matter. */
export const QUOTES_MAX = 3
/** How many of an item's latest comments the quote picker offers. */
export const QUOTE_CANDIDATES_MAX = 30

export const SEGMENT_NAME_MAX = 60
/** Conditions on attributes in one segment. */
export const SEGMENT_ATTRIBUTES_MAX = 10
export const SEGMENTS_MAX = 100
