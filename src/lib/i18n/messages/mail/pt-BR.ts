// Brazilian Portuguese. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  greeting: 'Olá, {name},',
  greetingNoName: 'Olá,',
  openLink: 'Ou abra este link:',
  'duration.minutes': '{count, plural, one {# minuto} other {# minutos}}',
  'duration.hours': '{count, plural, one {# hora} other {# horas}}',
  'duration.days': '{count, plural, one {# dia} other {# dias}}',
  'resetPassword.subject': 'Redefina sua senha do Parley',
  'resetPassword.heading': 'Redefinir sua senha',
  'resetPassword.body':
    'Alguém pediu para redefinir a senha da sua conta do Parley. Escolha uma nova senha pelo link abaixo.',
  'resetPassword.validity': 'O link pode ser usado uma vez e vale por {duration}.',
  'resetPassword.action': 'Escolher uma nova senha',
  'resetPassword.footer': 'Se você não pediu isso, pode ignorar este e-mail: sua senha continua a mesma.',
} satisfies Translation<typeof en>
