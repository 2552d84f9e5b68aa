// zod/mini: the sign-in page validates with these, and the full zod API would add about 20 KiB of gzip to it.
import * as z from 'zod/mini'
import {
  isReservedUsername,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from '~/lib/account-rules'

export const passwordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`),
  )

export const usernameSchema = z.string().check(
  z.trim(),
  z.toLowerCase(),
  z.minLength(USERNAME_MIN, `Use at least ${USERNAME_MIN} characters`),
  z.maxLength(USERNAME_MAX, `Use at most ${USERNAME_MAX} characters`),
  z.regex(USERNAME_PATTERN, 'Use lowercase letters, digits, _ and - only'),
  z.refine((value) => !isReservedUsername(value), 'This username is reserved'),
)

const emailAddress = z.email()

export const signInSchema = z
  .object({
    identifier: z.string().check(z.trim(), z.minLength(1, 'Enter your email or username')),
    password: z.string().check(z.minLength(1, 'Enter your password')),
    rememberMe: z.boolean(),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.identifier.includes('@') && !emailAddress.safeParse(value.identifier).success) {
        ctx.addIssue({
          code: 'custom',
          path: ['identifier'],
          message: 'Enter a valid email address',
          input: value,
        })
      }
    }),
  )

export const signUpSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter your name'), z.maxLength(100, 'Use at most 100 characters')),
  email: z.email('Enter a valid email address').check(z.trim(), z.toLowerCase()),
  username: usernameSchema,
  password: passwordSchema,
})

export type SignInValues = z.infer<typeof signInSchema>
export type SignUpValues = z.infer<typeof signUpSchema>
