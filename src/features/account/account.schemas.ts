import { z } from 'zod'
import { passwordSchema } from '~/features/auth/auth.schemas'

export const forgotPasswordSchema = z.object({
  email: z.email('Enter a valid email address').trim().toLowerCase(),
})

/** A new verification link for an address (the signed-out verify-email page). */
export const resendVerificationSchema = forgotPasswordSchema

const confirmed = <T extends { newPassword: string; confirmPassword: string }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.newPassword !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'The passwords do not match' })
  }
}

export const resetPasswordSchema = z
  .object({
    newPassword: passwordSchema,
    confirmPassword: z.string(),
    revokeOtherSessions: z.boolean(),
  })
  .superRefine(confirmed)

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
    revokeOtherSessions: z.boolean(),
  })
  .superRefine(confirmed)

export const setPasswordSchema = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .superRefine(confirmed)

/** The server function's input (the form's confirmation stays in the browser). */
export const setPasswordInput = z.object({ newPassword: passwordSchema })

export const changeEmailSchema = z.object({
  newEmail: z.email('Enter a valid email address').trim().toLowerCase(),
})

export const deleteWithPasswordSchema = z.object({
  password: z.string().min(1, 'Enter your password'),
})

/** Search parameters of the pages reached from mailed links. */
export const resetPasswordSearchSchema = z.object({
  token: z.string().max(200).optional().catch(undefined),
  error: z.string().max(100).optional().catch(undefined),
  field: z.string().max(40).optional().catch(undefined),
  /** The plain form POST set the new password (the router reads `?done=1` as a number). */
  done: z.preprocess(String, z.literal('1')).optional().catch(undefined),
})

export const verifyEmailSearchSchema = z.object({
  error: z.string().max(100).optional().catch(undefined),
  kind: z.enum(['change']).optional().catch(undefined),
  next: z.string().max(2048).optional().catch(undefined),
})

export const deleteAccountSearchSchema = z.object({
  error: z.string().max(100).optional().catch(undefined),
  token: z.string().max(200).optional().catch(undefined),
})

export const forgotPasswordSearchSchema = z.object({
  email: z.string().max(320).optional().catch(undefined),
  error: z.string().max(100).optional().catch(undefined),
  field: z.string().max(40).optional().catch(undefined),
  /** The plain form POST asked for the link (the router reads `?sent=1` as a number). */
  sent: z.preprocess(String, z.literal('1')).optional().catch(undefined),
})
