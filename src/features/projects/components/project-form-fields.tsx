import { Globe, Lock } from 'lucide-react'
import { z } from 'zod'
import { FieldError, TextareaField, useField } from '~/components/form'
import { cn } from '~/lib/cn'
import type { ProjectVisibility } from '~/lib/project-visibility'
import {
  projectDescriptionSchema,
  projectNameSchema,
  projectSlugSchema,
  projectVisibilitySchema,
} from '../projects.schemas'

/** The fields the project settings form edits (the server function takes them as `changes`). */
export const projectFieldsSchema = z.object({
  name: projectNameSchema,
  slug: projectSlugSchema,
  description: projectDescriptionSchema,
  visibility: projectVisibilitySchema,
})

export function DescriptionField() {
  return (
    <TextareaField
      name="description"
      label="Description"
      rows={4}
      maxLength={2000}
      placeholder="What is this project about?"
    />
  )
}

const options: { value: ProjectVisibility; title: string; text: string; icon: typeof Globe }[] = [
  { value: 'private', title: 'Private', text: 'Only members of the team can see it.', icon: Lock },
  {
    value: 'public',
    title: 'Public',
    text: 'Anyone can read feedback, the roadmap and updates; signed-in people can post and vote.',
    icon: Globe,
  },
]

/** Private or public, as two radio cards registered with the surrounding <Form>. */
export function VisibilityField() {
  const field = useField('visibility')
  return (
    <fieldset className="grid gap-2" aria-describedby={field.error ? field.errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium">Visibility</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
          )}
        >
          <input
            type="radio"
            value={option.value}
            defaultChecked={field.defaultValue === option.value}
            className="mt-1 accent-[var(--primary)]"
            {...field.registration}
          />
          <span>
            <span className="flex items-center gap-1.5 font-medium [&_svg]:size-4">
              <option.icon aria-hidden /> {option.title}
            </span>
            <span className="block text-sm text-muted-foreground">{option.text}</span>
          </span>
        </label>
      ))}
      <FieldError id={field.errorId} message={field.error} />
    </fieldset>
  )
}
