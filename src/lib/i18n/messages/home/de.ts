// German. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'page.greeting': 'Hallo {name}',
  'page.greetingAnonymous': 'Hallo',
  'page.intro': 'Deine Teams und woran sie arbeiten.',
  'page.newTeam': 'Neues Team',
  'teams.heading': 'Deine Teams',
  'teams.meta':
    '@{slug} · {role, select, owner {Inhaber} admin {Admin} member {Mitglied} other {{role}}} · {members, plural, one {# Mitglied} other {# Mitglieder}}',
  'recent.heading': 'Zuletzt aktive Projekte',
  'recent.updated': 'aktualisiert {time}',
  'empty.title': 'Du bist noch in keinem Team',
  'empty.text':
    'Ein Team enthält deine Projekte: Feedback-Boards, eine Roadmap, Updates, Dateien, Diskussionen und Chat. Erstelle eins und lade die Leute ein, mit denen du arbeitest.',
  'empty.create': 'Team erstellen',
} satisfies Translation<typeof en>
