import { Globe, Lock } from 'lucide-react'
import { Label } from '~/components/ui/label'
import { cn } from '~/lib/cn'
import type { ProjectVisibility } from '~/lib/project-visibility'

export function DescriptionField(props: { defaultValue?: string; error?: string }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="field-description">Description</Label>
      <textarea
        id="field-description"
        name="description"
        rows={4}
        maxLength={2000}
        defaultValue={props.defaultValue}
        aria-invalid={props.error ? true : undefined}
        className="rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs"
        placeholder="What is this project about?"
      />
      {props.error ? (
        <p className="text-sm text-destructive" role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
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

export function VisibilityField({ defaultValue = 'private' }: { defaultValue?: ProjectVisibility }) {
  return (
    <fieldset className="grid gap-2">
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
            name="visibility"
            value={option.value}
            defaultChecked={defaultValue === option.value}
            className="mt-1 accent-[var(--primary)]"
          />
          <span>
            <span className="flex items-center gap-1.5 font-medium [&_svg]:size-4">
              <option.icon aria-hidden /> {option.title}
            </span>
            <span className="block text-sm text-muted-foreground">{option.text}</span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
