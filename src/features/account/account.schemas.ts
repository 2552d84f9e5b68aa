import { z } from 'zod'
import { passwordSchema } from '~/features/auth/auth.schemas'
import { LOCALES } from '~/lib/i18n/locales'

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

/** The account's language: one of ours, or null to follow the browser. */
export const languageSettingSchema = z.object({ language: z.enum(LOCALES).nullable() })
