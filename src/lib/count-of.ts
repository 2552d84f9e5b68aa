/**
 * Counts with the noun they count, in the form the count takes ("1 reply", "2 replies", "0 replies"), chosen
 * by the CLDR plural rules (Intl.PluralRules) rather than by comparing with 1 by hand. The interface is in
 * English; the forms are given by the caller, who names what is counted.
 */

/** A noun's forms for the English plural categories: "one" (1) and "other" (0, 2, 1.5, …). */
export type NounForms = { one: string; other: string }

const pluralRules = new Intl.PluralRules('en')
const numberFormat = new Intl.NumberFormat('en')

/** The form of `forms` that goes with `count` (also for a verb: `formFor(n, { one: 'is', other: 'are' })`). */
export function formFor(count: number, forms: NounForms): string {
  return pluralRules.select(count) === 'one' ? forms.one : forms.other
}

/** The count, grouped ("1,234"), and the noun in its form: `countOf(3, { one: 'reply', other: 'replies' })`. */
export function countOf(count: number, forms: NounForms): string {
  return `${numberFormat.format(count)} ${formFor(count, forms)}`
}
