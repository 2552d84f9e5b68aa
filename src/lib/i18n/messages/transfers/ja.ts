// Japanese. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'status.queued': '開始待ち',
  'status.running': '実行中',
  'status.done': '準備完了',
  'status.failed': '失敗',
  'run.starting': '開始しています…',
  'run.counted': '{done, number} / {total, number}',
  'run.progress': '進行状況',
  'run.latest': '最近の実行',
  'run.by': '{name} さんが実行',
  'download.expired': '期限切れ',
  'download.action': 'ダウンロード',
  startFailure: 'エクスポートを開始できませんでした',
  'personal.pageTitle': 'あなたのデータ · 設定 · Parley',
  'personal.title': 'あなたのデータ',
  'personal.intro': 'Parley が保持しているあなたに関するデータのコピーです。',
  'personal.card': 'データをダウンロード',
  'personal.description':
    'ZIP に入った 1 つの JSON ファイル：プロフィール、メンバーシップ、あなたが書いたアイテム、コメント、投稿、メッセージ、投票とリアクション、フォロー中のもの、通知設定。リンクはメールで届き、24 時間有効です。',
  'personal.action': 'データをダウンロード',
  'personal.started': 'データをまとめています。リンクをメールでお送りします。',
  'personal.loading': 'エクスポートを読み込んでいます',
  'personal.loadError': 'エクスポートを読み込めませんでした',
  'export.title': 'エクスポート',
  'export.description':
    'このプロジェクトのすべてを 1 つの ZIP アーカイブにまとめます：ボード、アイテム、投票、コメントと社内メモ、ロードマップ、アップデート、ディスカッション、チャット、リアクション、ファイル、関係するユーザー。どの Parley 組織にもインポートできます。アーカイブは 7 日間ダウンロードできます。',
  'export.action': 'プロジェクトをエクスポート',
  'export.started': 'エクスポートを開始しました。準備ができたらリンクをメールでもお送りします。',
  'export.loading': 'エクスポートを読み込んでいます',
  'export.loadError': 'エクスポートを読み込めませんでした',
  'export.none': 'まだエクスポートはありません。',
  'import.title': 'プロジェクトをインポート',
  'import.description':
    'Parley（ここまたは別の場所）からエクスポートしたプロジェクトを、この組織の新しいプロジェクトとして取り込みます。ユーザーはメールアドレスで照合され、ここにアカウントがない人には引き継げるアカウントが作られます。',
  'import.file': 'プロジェクトのアーカイブ（ZIP）',
  'import.action': 'インポート',
  'import.uploading': 'アップロードしています…',
  'import.uploaded': 'アーカイブをアップロードしました。インポートはバックグラウンドで実行されます。',
  'import.uploadFailure': 'アーカイブをアップロードできませんでした',
  'import.loading': 'インポートを読み込んでいます',
  'import.loadError': 'インポートを読み込めませんでした',
  'import.open': 'プロジェクトを開く',
} satisfies Translation<typeof en>
