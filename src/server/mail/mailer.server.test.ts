import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { expect, test } from 'vitest'
import { createMailer, MailDeliveryError } from './mailer.server'

const logger = pino({ level: 'silent' })

test('without SMTP_URL a mail is written as an .eml file under DATA_DIR/mail', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-mail-'))
  const mailer = createMailer({ from: 'Parley <no-reply@parley.test>', dataDir, logger })
  await mailer.send({
    to: 'ana@example.com',
    subject: 'Hello',
    text: 'Open https://x.test/a',
    html: '<p>Hi</p>',
  })
  const files = fs.readdirSync(path.join(dataDir, 'mail'))
  expect(files).toHaveLength(1)
  const eml = fs.readFileSync(path.join(dataDir, 'mail', files[0]!), 'utf8')
  expect(eml).toContain('To: ana@example.com')
  expect(eml).toContain('Subject: Hello')
  expect(eml).toContain('https://x.test/a')
})

test('an unreachable SMTP server gives a clear error', async () => {
  const mailer = createMailer({
    smtpUrl: 'smtp://127.0.0.1:1',
    from: 'Parley <no-reply@parley.test>',
    dataDir: os.tmpdir(),
    logger,
  })
  await expect(
    mailer.send({ to: 'ana@example.com', subject: 'Hello', text: 'x', html: '<p>x</p>' }),
  ).rejects.toBeInstanceOf(MailDeliveryError)
})
