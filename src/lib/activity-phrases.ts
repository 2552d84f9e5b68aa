import { z } from 'zod'
import projectsEn from './i18n/messages/projects/en'
import { formatMessage } from './i18n/parse-message'

/**
 * What a project activity entry says after its actor's name ("posted Dark mode"), as phrases of the `projects`
 * catalogue (`activity.<name>`) with their values, so each reader sees it in their own language. An entry is one
 * phrase, or several for a settings change ("renamed the project to X, made the project public").
 */
export const ACTIVITY_PHRASES = [
  'projectCreated',
  'projectImported',
  'projectRenamed',
  'projectVisibility',
  'projectMoved',
  'projectDescription',
  'feedbackPosted',
  'feedbackDeleted',
  'feedbackMoved',
  'feedbackShipped',
  'feedbackCommented',
  'feedbackNote',
  'feedbackMerged',
  'feedbackUnmerged',
  'feedbackImported',
  'boardCreated',
  'boardDeleted',
  'updatePublished',
  'discussionStarted',
  'discussionReplied',
] as const

export type ActivityPhraseName = (typeof ACTIVITY_PHRASES)[number]

export type ActivityPhrase = {
  phrase: ActivityPhraseName
  /** The message's variables: titles and names are content, shown as written. */
  values?: Record<string, string | number>
}

/** Stored phrases as read back (a column written by this code, checked so an odd row shows its English summary). */
export const activityPhrasesSchema = z
  .array(
    z.object({
      phrase: z.enum(ACTIVITY_PHRASES),
      values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    }),
  )
  .min(1)

/**
 * The entry in English, stored beside its phrases: what readers of the raw table (and entries written before
 * phrases existed) read. Phrases are joined as a list of units ("a, b").
 */
export function englishActivitySummary(phrases: readonly ActivityPhrase[]): string {
  return phrases
    .map(({ phrase, values }) => formatMessage('en', projectsEn[`activity.${phrase}`], values))
    .join(', ')
}
