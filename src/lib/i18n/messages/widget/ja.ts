// Japanese. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'settings.heading': 'ウィジェット',
  'settings.intro':
    '自社プロダクトの中でフィードバックとアップデートを：サイト上のランチャーからこのプロジェクトのウィジェットが開きます。サーバーがその人の身元に署名するので、投票や投稿にはその人の名前が付きます。',
  'settings.loading': 'ウィジェットの設定を読み込み中',
  'settings.loadFailed': 'ウィジェットの設定を読み込めませんでした',
  'settings.somethingWrong': '問題が発生しました。',
  'settings.private':
    'このプロジェクトは非公開です。プロジェクトが公開されるまで、ウィジェットはどこにも読み込まれません。',
  'secret.label': 'ウィジェットのシークレット（表示は一度だけ：サーバーに保管してください）',
  'secret.hint':
    'サーバーで識別トークン（HS256）の署名に使います。再表示はされません。新しいものが必要なときはローテーションしてください。',
  'secret.saved': '保存しました',
  'off.status': 'ウィジェットはオフです。',
  'off.turnOn': 'ウィジェットをオンにする',
  'linkVerified.label': '確認済みメールアドレスを連携',
  'linkVerified.description':
    '{label}（チーム全体、すべてのプロジェクト）：既存の Parley アカウントの確認済みアドレスでサーバーがサインインさせた人は、そのアカウントとして扱われます。オフ：プロダクトの利用者はそれぞれ独立した Parley ユーザーになります。',
  'turnOff.title': 'ウィジェットをオフにしますか？',
  'turnOff.description':
    'ウィジェットはすべてのサイトで直ちに読み込まれなくなり、サインイン中の全員がサインアウトされます。投稿された内容は残ります。再びオンにすると新しいシークレットが発行されます。',
  'turnOff.confirm': 'オフにする',
  'turnOff.pending': 'オフにしています…',
  'failure.turnOn': 'ウィジェットをオンにできませんでした',
  'failure.turnOff': 'ウィジェットをオフにできませんでした',
  'failure.setting': '設定を変更できませんでした',
  'failure.save': 'ウィジェットの設定を保存できませんでした',
  'failure.rotate': 'シークレットをローテーションできませんでした',
  'form.saved': 'ウィジェットの設定を保存しました',
  'form.notAnOrigin':
    '「{line}」はオリジンではありません：パスなしで scheme://host[:port] と入力してください',
  'form.tooManyOrigins': 'オリジンは最大 {max} 件です',
  'form.colourInvalid': '色は #rrggbb の形式で指定してください',
  'form.noTab': 'タブを 1 つ以上表示してください',
  'form.snippet': 'スニペット：プロダクトのページに貼り付けてください',
  'form.origins': '許可するサイト',
  'form.originsHelp':
    '1 行に 1 つのオリジン（scheme://host[:port]）、最大 {max} 件。ウィジェットはこれらのサイトでのみ読み込まれます。',
  'form.position': 'ランチャーの位置',
  'form.bottomRight': '右下',
  'form.bottomLeft': '左下',
  'form.colour': 'ランチャーの色',
  'form.tabs': 'タブ',
  'form.tabFeedback': 'フィードバック',
  'form.tabUpdates': 'アップデート',
  'form.save': '保存',
  'form.rotate': 'シークレットをローテーション',
  'form.previousSecret': '以前のシークレットは {date} までトークンを検証します。',
} as const satisfies Translation<typeof en>
