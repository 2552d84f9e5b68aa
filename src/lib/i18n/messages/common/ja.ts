// Japanese. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'footer.tagline': 'Parley：セルフホストのフィードバックとコラボレーション。',
  'language.label': '言語',
  'language.change': '変更',
  'language.menuLabel': '言語を選択',
  'language.default': 'ブラウザーの設定',
  'language.orgDefault': '公開ページの既定の言語',
  'language.orgDefaultHint':
    'ブラウザーが Parley のどの言語も求めていない訪問者には、公開ページとウィジェットをこの言語で表示します。',
  'language.accountHint': 'Parley の画面とあなた宛てのメールをこの言語で表示します。',
  'language.saved': '言語を保存しました',
  'language.save': '言語を保存',
} satisfies Translation<typeof en>
