import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { toast } from 'sonner'
import { z } from 'zod'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { FormField } from '~/components/ui/form-field'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { passwordSchema } from '~/features/auth/auth.schemas'
import { authClient } from '~/features/auth/auth-client'
import { describeAuthError } from '~/features/auth/auth-error-message'
import { fieldErrorsOf } from '~/lib/form-errors'
import { adminKeys } from '../admin.queries'

const createUserSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters'),
  email: z.email('Enter a valid email address').trim().toLowerCase(),
  password: z.union([z.literal(''), passwordSchema]),
  role: z.enum(['user', 'admin']),
})

/** Create a user (Better Auth's POST /admin/create-user), with or without a password. */
export function CreateUserPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [pending, setPending] = React.useState(false)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const parsed = createUserSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error))
      return
    }
    setErrors({})
    setPending(true)
    try {
      const { name, email, password, role } = parsed.data
      const result = await authClient.admin.createUser({
        name,
        email,
        role,
        ...(password ? { password } : {}),
      })
      if (result.error) {
        const { message, field } = describeAuthError(result.error)
        if (field) setErrors({ [field]: message })
        toast.error(message)
        return
      }
      await queryClient.invalidateQueries({ queryKey: adminKeys.users() })
      toast.success(`${name} can now sign in`)
      await navigate({ to: '/admin/users/$userId', params: { userId: result.data.user.id } })
    } catch {
      toast.error('Could not reach Parley. Check your connection and try again.')
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="grid max-w-xl gap-4">
      <h2 className="text-xl font-semibold tracking-tight">Create user</h2>
      <Card className="p-4 sm:p-6">
        <form onSubmit={onSubmit} noValidate aria-label="Create user" className="grid gap-4">
          <FormField label="Name" name="name" autoComplete="off" error={errors.name} />
          <FormField label="Email" name="email" type="email" autoComplete="off" error={errors.email} />
          <FormField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            error={errors.password}
            hint={<span className="text-xs text-muted-foreground">Optional</span>}
          />
          <p className="-mt-2 text-xs text-muted-foreground">
            Without a password the user signs in with a linked account or sets one through “Forgot password?”.
          </p>
          <div className="grid gap-1.5">
            <Label htmlFor="field-role">Role</Label>
            <NativeSelect id="field-role" name="role" defaultValue="user">
              <option value="user">User</option>
              <option value="admin">Admin</option>
            </NativeSelect>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={pending}>
              {pending ? 'Creating…' : 'Create user'}
            </Button>
            <Button variant="ghost" asChild>
              <Link to="/admin">Cancel</Link>
            </Button>
          </div>
        </form>
      </Card>
    </div>
  )
}
