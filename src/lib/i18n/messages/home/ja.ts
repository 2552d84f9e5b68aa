// Japanese. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'page.greeting': 'こんにちは、{name} さん',
  'page.greetingAnonymous': 'こんにちは',
  'page.intro': 'あなたのチームと、その取り組み。',
  'page.newTeam': '新しいチーム',
  'teams.heading': 'あなたのチーム',
  'teams.meta':
    '@{slug} · {role, select, owner {オーナー} admin {管理者} member {メンバー} other {{role}}} · {members, plural, other {メンバー # 人}}',
  'recent.heading': '最近のプロジェクト',
  'recent.updated': '{time}に更新',
  'empty.title': 'まだどのチームにも参加していません',
  'empty.text':
    'チームにはプロジェクト（フィードバックボード、ロードマップ、アップデート、ファイル、ディスカッション、チャット）がまとまります。チームを作成して、一緒に働く人を招待しましょう。',
  'empty.create': 'チームを作成',
} satisfies Translation<typeof en>
