// The shell's texts every page may show: the footer and the language menu.
export default {
  'footer.tagline': 'Parley: self-hosted feedback and collaboration.',
  'language.label': 'Language',
  'language.change': 'Change',
  'language.menuLabel': 'Choose a language',
  'language.default': 'Browser default',
  'language.orgDefault': 'Default language of public pages',
  'language.orgDefaultHint':
    'Visitors whose browser asks for none of Parley’s languages see the public pages and the widget in this one.',
  'language.accountHint': 'Parley’s pages and your mails in this language.',
  'language.saved': 'Language saved',
  'language.save': 'Save language',
} as const
