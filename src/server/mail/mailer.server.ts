import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from 'pino'
import { smtpTransportOptions } from './smtp-url.server'

export type MailMessage = {
  to: string
  subject: string
  text: string
  html: string
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post for notification mails). */
  headers?: Record<string, string>
  /** A stable Message-ID lets a receiving server drop a mail that a retry sent twice. */
  messageId?: string
}

export type Mailer = {
  /** Sends the message; rejects with a clear error when the mail server refuses or cannot be reached. */
  send: (message: MailMessage) => Promise<void>
  close: () => void
}

export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super('The email could not be sent. Please try again in a moment.', { cause })
    this.name = 'MailDeliveryError'
  }
}

/**
 * SMTP when SMTP_URL is set. Without it, every mail is logged and written as an .eml file to DATA_DIR/mail,
 * so a single-machine install (and development) can still follow the links it contains.
 */
export function createMailer(options: {
  smtpUrl?: string
  from: string
  dataDir: string
  logger: Logger
}): Mailer {
  const { logger } = options
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(smtpTransportOptions(options.smtpUrl))
    return {
      send: async (message) => {
        try {
          await transport.sendMail({ from: options.from, ...message })
          logger.info({ to: message.to, subject: message.subject }, 'Mail sent')
        } catch (error) {
          logger.error({ err: error, to: message.to, subject: message.subject }, 'Mail delivery failed')
          throw new MailDeliveryError(error)
        }
      },
      close: () => transport.close(),
    }
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  const mailDir = path.join(options.dataDir, 'mail')
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message })
      await fs.mkdir(mailDir, { recursive: true })
      const file = path.join(
        mailDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      )
      await fs.writeFile(file, info.message as Buffer)
      logger.info(
        { to: message.to, subject: message.subject, file, text: message.text },
        'Mail written (no SMTP_URL)',
      )
    },
    close: () => transport.close(),
  }
}
