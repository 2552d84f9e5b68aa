import { CheckCircle2 } from 'lucide-react'
import { useT } from '~/components/i18n/use-t'
import { Markdown } from '~/components/rich-text'
import type { ThreadDetail } from '../discussions.types'

/** A Q&A thread's accepted answer, shown right under the question, with a way to its place in the thread. */
export function AnswerBox({ thread }: { thread: ThreadDetail }) {
  const t = useT('discussions')
  const answer = thread.answer
  if (!answer) return null
  return (
    <section
      aria-label={t('answer.label')}
      data-testid="answer-box"
      className="rounded-lg border border-emerald-600/60 bg-emerald-50 p-4 dark:border-emerald-500/50 dark:bg-emerald-500/10"
    >
      <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-emerald-800 dark:text-emerald-300">
        <CheckCircle2 aria-hidden className="size-4" />
        {t('answer.by', { name: answer.author?.name ?? t('answer.someone') })}
        {thread.answeredBy ? (
          <span className="font-normal">{t('answer.chosenBy', { name: thread.answeredBy.name })}</span>
        ) : null}
        <a href={`#post-${answer.id}`} className="ms-auto font-normal underline underline-offset-2">
          {t('answer.jump')}
        </a>
      </p>
      <Markdown source={answer.body} className="mt-2" />
    </section>
  )
}
