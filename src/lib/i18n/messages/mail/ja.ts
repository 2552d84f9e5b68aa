// Japanese. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  greeting: '{name} さん',
  greetingNoName: 'こんにちは。',
  openLink: 'または次のリンクを開いてください：',
  'duration.minutes': '{count, plural, other {#分間}}',
  'duration.hours': '{count, plural, other {#時間}}',
  'duration.days': '{count, plural, other {#日間}}',
  'resetPassword.subject': 'Parley のパスワードの再設定',
  'resetPassword.heading': 'パスワードの再設定',
  'resetPassword.body':
    'Parley アカウントのパスワードの再設定が依頼されました。下のリンクから新しいパスワードを設定してください。',
  'resetPassword.validity': 'このリンクは 1 回だけ使え、有効期間は {duration}です。',
  'resetPassword.action': '新しいパスワードを設定',
  'resetPassword.footer': 'お心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
} satisfies Translation<typeof en>
