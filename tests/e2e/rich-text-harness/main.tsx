/**
 * A page with nothing but the rich-text editor, built by tests/e2e/rich-text-editor.test.ts, so that its
 * keyboard, mention and form behaviour is tested in a real browser without any feature around it.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import * as React from 'react'
import { createRoot } from 'react-dom/client'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import { z } from 'zod'
import { RichTextEditor, RichTextField } from '~/components/rich-text'
import type { MentionCandidate } from '~/lib/mentions'
import './harness.css'

declare global {
  interface Window {
    mentionQueries: string[]
  }
}

const people: MentionCandidate[] = [
  { username: 'alice', name: 'Alice Liddell', image: null },
  { username: 'alfred', name: 'Alfred Guest', image: null },
  { username: 'bob', name: 'Bob Builder', image: null },
]

window.mentionQueries = []

async function mentionSource(query: string): Promise<MentionCandidate[]> {
  window.mentionQueries.push(query)
  const prefix = query.toLowerCase()
  if (prefix.startsWith('fail')) throw new Error('The search failed')
  return people.filter(
    (person) => person.username.startsWith(prefix) || person.name.toLowerCase().startsWith(prefix),
  )
}

const schema = z.object({
  comment: z.string().trim().min(1, 'Write a comment').max(200, 'Use at most 200 characters'),
  details: z.string().max(500, 'Use at most 500 characters'),
})

function Harness() {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { comment: '', details: '' } })
  const [submitted, setSubmitted] = React.useState('')
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => setSubmitted(JSON.stringify(values)))}
        className="mx-auto grid max-w-2xl gap-6 p-4"
      >
        <h1 className="text-lg font-semibold">Editor harness</h1>
        <Controller
          control={form.control}
          name="comment"
          render={({ field, fieldState }) => (
            <RichTextEditor
              {...field}
              label="Comment"
              maxLength={200}
              previewVariant="lite"
              placeholder="Leave a comment"
              mentionSource={mentionSource}
              error={fieldState.error?.message}
            />
          )}
        />
        <RichTextField name="details" label="Details" maxLength={500} description="Shown on the item page." />
        <button
          type="submit"
          className="justify-self-start rounded-md bg-primary px-4 py-2 text-primary-foreground"
        >
          Post comment
        </button>
        <output data-testid="submitted">{submitted}</output>
      </form>
    </FormProvider>
  )
}

if (new URLSearchParams(window.location.search).get('theme') === 'dark') {
  document.documentElement.classList.add('dark')
}
const root = document.getElementById('root')
if (root) createRoot(root).render(<Harness />)
