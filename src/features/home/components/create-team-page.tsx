import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { FormField } from '~/components/ui/form-field'
import { authClient } from '~/features/auth/auth-client'
import { slugProblem, suggestSlug } from '~/lib/slug'
import { homeKeys } from '../home.queries'

export function CreateTeamPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [name, setName] = React.useState('')
  const [slug, setSlug] = React.useState('')
  const [slugEdited, setSlugEdited] = React.useState(false)
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [pending, setPending] = React.useState(false)
  const shownSlug = slugEdited ? slug : suggestSlug(name)

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault()
    const nextErrors: Record<string, string> = {}
    if (!name.trim()) nextErrors.name = 'Enter a name for the team'
    const problem = slugProblem(shownSlug)
    if (problem) nextErrors.slug = problem
    setErrors(nextErrors)
    if (Object.keys(nextErrors).length > 0) return
    setPending(true)
    try {
      const result = await authClient.organization.create({ name: name.trim(), slug: shownSlug })
      if (result.error) {
        const message = result.error.message || 'Could not create the team'
        if (result.error.code === 'ORGANIZATION_ALREADY_EXISTS') setErrors({ slug: 'This address is taken' })
        toast.error(message)
        return
      }
      await queryClient.invalidateQueries({ queryKey: homeKeys.all })
      toast.success(`${result.data.name} is ready`)
      await navigate({ to: '/home' })
    } catch {
      toast.error('Could not reach Parley. Check your connection and try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="mx-auto max-w-lg px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight">Create a team</h1>
      <p className="mt-1 text-muted-foreground">
        A team holds your projects and the people who work on them.
      </p>
      <Card className="mt-6 p-6">
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create a team">
          <FormField
            label="Team name"
            name="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoFocus
            maxLength={100}
            error={errors.name}
          />
          <FormField
            label="Address"
            name="slug"
            value={shownSlug}
            onChange={(event) => {
              setSlugEdited(true)
              setSlug(event.target.value.toLowerCase())
            }}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={48}
            error={errors.slug}
            hint={<span className="text-xs text-muted-foreground">/@{shownSlug || 'your-team'}</span>}
          />
          <Button type="submit" disabled={pending}>
            {pending ? 'Creating…' : 'Create team'}
          </Button>
        </form>
      </Card>
    </div>
  )
}
