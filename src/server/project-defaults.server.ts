import { DEFAULT_CHAT } from '~/lib/chat-rules'
import { DEFAULT_CATEGORIES } from '~/lib/discussion-rules'
import { DEFAULT_BOARDS, DEFAULT_STATUSES } from '~/lib/feedback-rules'
import { type Locale, matchLocale } from '~/lib/i18n/locales'
import defaultsAr from '~/lib/i18n/messages/projectDefaults/ar'
import defaultsDe from '~/lib/i18n/messages/projectDefaults/de'
import defaultsEn from '~/lib/i18n/messages/projectDefaults/en'
import defaultsEs from '~/lib/i18n/messages/projectDefaults/es'
import defaultsFr from '~/lib/i18n/messages/projectDefaults/fr'
import defaultsJa from '~/lib/i18n/messages/projectDefaults/ja'
import defaultsPtBR from '~/lib/i18n/messages/projectDefaults/pt-BR'
import { DEFAULT_UPDATE_LABELS } from '~/lib/update-rules'
import type { Database } from './db/client.server'
import { chat, discussionCategory, feedbackBoard, feedbackStatus, updateLabel } from './db/schema'

const WORDS: Record<Locale, Record<keyof typeof defaultsEn, string>> = {
  en: defaultsEn,
  de: defaultsDe,
  fr: defaultsFr,
  es: defaultsEs,
  'pt-BR': defaultsPtBR,
  ja: defaultsJa,
  ar: defaultsAr,
}

/**
 * What every new project starts with, whichever feature owns it: its feedback boards and statuses, its
 * update labels, its "General" chat and its discussion categories, named in `language` (the organisation's
 * default language; English without one). Runs in the transaction that creates the project (migrations gave
 * existing projects the same).
 */
export async function createProjectDefaults(
  tx: Database,
  projectId: string,
  language: string | null = null,
): Promise<void> {
  const words = WORDS[matchLocale(language) ?? 'en']
  const say = (english: keyof typeof defaultsEn) => words[english]
  await tx.insert(feedbackBoard).values(
    DEFAULT_BOARDS.map((board, position) => ({
      projectId,
      position,
      ...board,
      name: say(board.name),
      description: say(board.description),
    })),
  )
  await tx.insert(feedbackStatus).values(
    DEFAULT_STATUSES.map((status, position) => ({
      projectId,
      position,
      ...status,
      name: say(status.name),
    })),
  )
  await tx.insert(updateLabel).values(
    DEFAULT_UPDATE_LABELS.map((label, position) => ({
      projectId,
      position,
      ...label,
      name: say(label.name),
    })),
  )
  await tx.insert(chat).values({ projectId, name: say(DEFAULT_CHAT.name), topic: say(DEFAULT_CHAT.topic) })
  await tx.insert(discussionCategory).values(
    DEFAULT_CATEGORIES.map((category, position) => ({
      projectId,
      position,
      ...category,
      name: say(category.name),
      description: say(category.description),
    })),
  )
}
