// German. The English file beside this one is the source: same keys.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'Feature requests': 'Funktionswünsche',
  'Ideas for what we should build next.': 'Ideen, was wir als Nächstes bauen sollten.',
  Bugs: 'Fehler',
  'Something does not work as it should.': 'Etwas funktioniert nicht so, wie es sollte.',
  Open: 'Offen',
  'Under review': 'In Prüfung',
  Planned: 'Geplant',
  'In progress': 'In Arbeit',
  Complete: 'Erledigt',
  Closed: 'Geschlossen',
  New: 'Neu',
  Improved: 'Verbessert',
  Fixed: 'Behoben',
  General: 'Allgemein',
  'Everything about this project': 'Alles rund um dieses Projekt',
  'Anything about the project.': 'Alles zum Projekt.',
  Announcements: 'Ankündigungen',
  'News from the team. Only owners and admins start threads here.':
    'Neuigkeiten vom Team. Nur Eigentümer und Admins beginnen hier Diskussionen.',
  'Q&A': 'Fragen & Antworten',
  'Ask the team; the best reply is marked as the answer.':
    'Frag das Team; die beste Antwort wird als Antwort markiert.',
  Ideas: 'Ideen',
  'Ideas worth talking through.': 'Ideen, über die es sich zu reden lohnt.',
} satisfies Translation<typeof en>
