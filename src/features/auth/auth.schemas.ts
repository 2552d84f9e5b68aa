import { z } from 'zod'
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
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`)

export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(USERNAME_MIN, `Use at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Use at most ${USERNAME_MAX} characters`)
  .regex(USERNAME_PATTERN, 'Use lowercase letters, digits, _ and - only')
  .refine((value) => !isReservedUsername(value), 'This username is reserved')

export const signInSchema = z
  .object({
    identifier: z.string().trim().min(1, 'Enter your email or username'),
    password: z.string().min(1, 'Enter your password'),
    rememberMe: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (value.identifier.includes('@') && !z.email().safeParse(value.identifier).success) {
      ctx.addIssue({ code: 'custom', path: ['identifier'], message: 'Enter a valid email address' })
    }
  })

export const signUpSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(100, 'Use at most 100 characters'),
  email: z.email('Enter a valid email address').trim().toLowerCase(),
  username: usernameSchema,
  password: passwordSchema,
})

export type SignInValues = z.infer<typeof signInSchema>
export type SignUpValues = z.infer<typeof signUpSchema>
