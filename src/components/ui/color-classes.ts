import type { FeedbackColor } from '~/lib/feedback-rules'

/** Badge colours with enough contrast in both themes (text on its own tinted background). */
const badge: Record<FeedbackColor, string> = {
  gray: 'bg-zinc-100 text-zinc-700 dark:bg-zinc-500/20 dark:text-zinc-200',
  red: 'bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200',
  orange: 'bg-orange-100 text-orange-800 dark:bg-orange-500/20 dark:text-orange-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-200',
  green: 'bg-green-100 text-green-800 dark:bg-green-500/20 dark:text-green-200',
  teal: 'bg-teal-100 text-teal-800 dark:bg-teal-500/20 dark:text-teal-200',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-500/20 dark:text-blue-200',
  indigo: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200',
  purple: 'bg-purple-100 text-purple-800 dark:bg-purple-500/20 dark:text-purple-200',
  pink: 'bg-pink-100 text-pink-800 dark:bg-pink-500/20 dark:text-pink-200',
}

/** A dot of the colour, for lists and pickers. */
const dot: Record<FeedbackColor, string> = {
  gray: 'bg-zinc-400',
  red: 'bg-red-500',
  orange: 'bg-orange-500',
  amber: 'bg-amber-500',
  green: 'bg-green-500',
  teal: 'bg-teal-500',
  blue: 'bg-blue-500',
  indigo: 'bg-indigo-500',
  purple: 'bg-purple-500',
  pink: 'bg-pink-500',
}

const known = (color: string): FeedbackColor => (color in badge ? (color as FeedbackColor) : 'gray')

export const badgeClass = (color: string) => badge[known(color)]
export const dotClass = (color: string) => dot[known(color)]
