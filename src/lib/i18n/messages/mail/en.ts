// Mails (server only). Converted so far: the password-reset mail.
export default {
  greeting: 'Hi {name},',
  greetingNoName: 'Hi,',
  openLink: 'Or open this link:',
  'duration.minutes': '{count, plural, one {# minute} other {# minutes}}',
  'duration.hours': '{count, plural, one {# hour} other {# hours}}',
  'duration.days': '{count, plural, one {# day} other {# days}}',
  'resetPassword.subject': 'Reset your Parley password',
  'resetPassword.heading': 'Reset your password',
  'resetPassword.body':
    'Someone asked to reset the password of your Parley account. Choose a new password with the link below.',
  'resetPassword.validity': 'The link can be used once and is valid for {duration}.',
  'resetPassword.action': 'Choose a new password',
  'resetPassword.footer':
    'If you did not ask for this, you can ignore this email: your password stays as it is.',
} as const
