// Japanese. The English file beside this one is the source: same keys.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'Feature requests': '機能リクエスト',
  'Ideas for what we should build next.': '次に作るべきもののアイデア。',
  Bugs: 'バグ',
  'Something does not work as it should.': '何かが期待どおりに動きません。',
  Open: 'オープン',
  'Under review': '検討中',
  Planned: '予定',
  'In progress': '進行中',
  Complete: '完了',
  Closed: 'クローズ',
  New: '新機能',
  Improved: '改善',
  Fixed: '修正',
  General: '一般',
  'Everything about this project': 'このプロジェクトに関するすべて',
  'Anything about the project.': 'プロジェクトに関することなら何でも。',
  Announcements: 'お知らせ',
  'News from the team. Only owners and admins start threads here.':
    'チームからのお知らせ。ここでスレッドを始められるのはオーナーと管理者だけです。',
  'Q&A': 'Q&A',
  'Ask the team; the best reply is marked as the answer.':
    'チームに質問しましょう。最適な返信が回答としてマークされます。',
  Ideas: 'アイデア',
  'Ideas worth talking through.': '話し合う価値のあるアイデア。',
} satisfies Translation<typeof en>
