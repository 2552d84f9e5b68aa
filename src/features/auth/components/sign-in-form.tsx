import { Link } from '@tanstack/react-router'
import * as React from 'react'
import {
  authOrThrow,
  CheckboxField,
  Form,
  FormAlert,
  FormSubmitError,
  SubmitButton,
  TextField,
  useZodForm,
} from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { toast } from '~/lib/toast'
import { formPostFeedback } from '../form-post-errors'
import { loadAuthClient, preloadAuthClient } from '../load-auth-client'
import { useAuthNavigation } from '../use-auth-navigation'

type SignInFormProps = {
  redirectTo?: string
  /** The page's `?error=&field=` after a plain POST (before hydration or without JavaScript). */
  postError?: string
  postField?: string
}

/** Signs in in place once hydrated; before that (or without JavaScript) it posts to the /sign-in handler. */
export function SignInForm({ redirectTo, postError, postField }: SignInFormProps) {
  const goOn = useAuthNavigation()
  const t = useT('auth')
  const posted = React.useMemo(() => formPostFeedback(postError, postField), [postError, postField])
  // A refusal that needs more than a toast: a ban, with the reason and end the admin gave (admin plugin).
  const [banned, setBanned] = React.useState<string | null>(null)
  const [submitted, setSubmitted] = React.useState(false)

  const form = useZodForm({
    loadSchema: () => import('../auth.schemas').then((schemas) => schemas.signInSchema),
    defaultValues: { identifier: '', password: '', rememberMe: true },
    onSubmit: async ({ identifier, password, rememberMe }) => {
      setSubmitted(true)
      setBanned(null)
      try {
        const authClient = await loadAuthClient()
        await authOrThrow(
          identifier.includes('@')
            ? authClient.signIn.email({ email: identifier, password, rememberMe })
            : authClient.signIn.username({ username: identifier.toLowerCase(), password, rememberMe }),
        )
      } catch (error) {
        if (error instanceof FormSubmitError && error.code === 'BANNED_USER') {
          setBanned(error.message)
          return
        }
        throw error
      }
      toast.success(t('signIn.welcome'))
      await goOn(redirectTo)
    },
  })

  const postedMessage = submitted ? null : posted.message
  return (
    <Form
      form={form}
      action={signInAction(redirectTo)}
      initialErrors={posted.fields}
      className="grid gap-4"
      aria-label={t('signIn.submit')}
      onFocusCapture={preloadAuthClient}
    >
      <FormAlert message={postedMessage} />
      <TextField name="identifier" label={t('signIn.identifier')} autoComplete="username" autoFocus />
      <TextField
        name="password"
        label={t('field.password')}
        type="password"
        autoComplete="current-password"
        hint={
          <Link to="/forgot-password" className="text-xs text-primary underline underline-offset-4">
            {t('signIn.forgot')}
          </Link>
        }
      />
      <CheckboxField name="rememberMe" label={t('signIn.rememberMe')} />
      <FormAlert message={banned} data-testid="sign-in-banned" />
      <SubmitButton pendingLabel={t('signIn.pending')}>{t('signIn.submit')}</SubmitButton>
      <p className="text-center text-sm text-muted-foreground">
        {t('signIn.newHere')}{' '}
        <Link
          to="/sign-in"
          search={{ redirect: redirectTo, mode: 'sign-up' }}
          className="text-primary underline underline-offset-4"
        >
          {t('signIn.createAccount')}
        </Link>
      </p>
    </Form>
  )
}

/** The plain-POST target: this page, keeping where to go afterwards (a path, never a field value). */
export function signInAction(redirectTo: string | undefined, mode?: 'sign-up'): string {
  const search = new URLSearchParams()
  if (redirectTo) search.set('redirect', redirectTo)
  if (mode) search.set('mode', mode)
  const query = search.toString()
  return query ? `/sign-in?${query}` : '/sign-in'
}
