// Japanese. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'hero.badge': 'プロダクトチームのためのオープンなワークスペース',
  'hero.title': 'ユーザーの声を聞き、みんなで決め、大切なものを届けよう。',
  'hero.intro':
    'Parley は、フィードバックボード、公開ロードマップ、リリース情報、ファイル、ディスカッション、チャットを、チームとプロジェクトごとに 1 つのワークスペースにまとめます。',
  'hero.goToTeams': 'チームへ移動',
  'hero.getStarted': '無料で始める',
  'hero.signIn': 'サインイン',
  'features.heading': 'プロジェクトが耳を傾け、応えるために必要なすべて',
  'features.feedback.title': '自然に整理されるフィードバック',
  'features.feedback.text':
    'アイデアやバグのためのボード。投票やコメントが集まり、重複はマージされ、最も求められている作業が上位に上がります。',
  'features.roadmap.title': '信頼できるロードマップ',
  'features.roadmap.text':
    'リクエストを「予定」から「進行中」、「完了」へ。リクエストした人は、自分のアイデアの状況を確認できます。',
  'features.updates.title': 'ループを閉じるアップデート',
  'features.updates.text':
    '何かをリリースしたら、それが応えるフィードバックにリンクした変更履歴を公開しましょう。',
  'features.discussions.title': 'ディスカッションとライブチャット',
  'features.discussions.text':
    '意思決定には長文のスレッドを、ちょっとしたことにはチャットを。誰かが書いたことは、すぐに全員に届きます。',
  'features.files.title': '作業のそばにファイルを',
  'features.files.text':
    '仕様書、スクリーンショット、エクスポートは、誰かの受信箱ではなく、それが属するプロジェクトに置かれます。',
  'features.hosting.title': '自分でホスト',
  'features.hosting.text':
    'コマンド 1 つで、組み込みデータベース上で Parley が動きます。PostgreSQL に接続すれば、必要なだけノードを増やせます。',
  'teams.heading': '組織、プロジェクト、メンバー',
  'teams.text':
    'チームを作成し、メンバーをオーナー・管理者・メンバーとして招待して、プロダクトごとにプロジェクトを用意しましょう。プロジェクトはチーム内だけに公開することも、フィードバックとロードマップを誰にでも公開することもできます。',
  'teams.create': 'ワークスペースを作成',
} satisfies Translation<typeof en>
