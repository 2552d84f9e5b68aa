// German. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'hero.badge': 'Offener Arbeitsbereich für Produktteams',
  'hero.title': 'Hör deinen Nutzern zu. Entscheidet gemeinsam. Liefert, was zählt.',
  'hero.intro':
    'Parley vereint Feedback-Boards, eine öffentliche Roadmap, Release-Updates, Dateien, Diskussionen und Chat in einem Arbeitsbereich für jedes deiner Teams und Projekte.',
  'hero.goToTeams': 'Zu deinen Teams',
  'hero.getStarted': 'Kostenlos loslegen',
  'hero.signIn': 'Anmelden',
  'features.heading': 'Alles, was ein Projekt zum Zuhören und Antworten braucht',
  'features.feedback.title': 'Feedback, das sich selbst sortiert',
  'features.feedback.text':
    'Boards für Ideen und Fehler. Leute stimmen ab und kommentieren, Duplikate werden zusammengeführt, und das Meistgewünschte steigt nach oben.',
  'features.roadmap.title': 'Eine Roadmap, der man vertrauen kann',
  'features.roadmap.text':
    'Bewege Anfragen von geplant über in Arbeit zu erledigt. Alle, die gefragt haben, sehen, wo ihre Idee steht.',
  'features.updates.title': 'Updates, die den Kreis schließen',
  'features.updates.text':
    'Veröffentliche einen Changelog-Eintrag, wenn etwas live geht, verknüpft mit dem Feedback, das er beantwortet.',
  'features.discussions.title': 'Diskussionen und Live-Chat',
  'features.discussions.text':
    'Ausführliche Threads für Entscheidungen, Chat für alles Schnelle. Was eine Person schreibt, sehen alle sofort.',
  'features.files.title': 'Dateien direkt bei der Arbeit',
  'features.files.text':
    'Spezifikationen, Screenshots und Exporte liegen im Projekt, zu dem sie gehören, nicht in irgendeinem Posteingang.',
  'features.hosting.title': 'Selbst gehostet',
  'features.hosting.text':
    'Ein Befehl startet Parley mit einer eingebetteten Datenbank. Richte es auf PostgreSQL, um so viele Knoten zu betreiben, wie du brauchst.',
  'teams.heading': 'Organisationen, Projekte, Menschen',
  'teams.text':
    'Erstelle ein Team, lade Mitglieder als Inhaber, Admins oder Mitglieder ein und gib jedem Produkt sein eigenes Projekt. Halte ein Projekt in deinem Team privat oder öffne sein Feedback und seine Roadmap für alle.',
  'teams.create': 'Arbeitsbereich erstellen',
} satisfies Translation<typeof en>
