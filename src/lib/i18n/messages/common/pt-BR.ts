// Brazilian Portuguese. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'footer.tagline': 'Parley: feedback e colaboração auto-hospedados.',
  'language.label': 'Idioma',
  'language.change': 'Alterar',
  'language.menuLabel': 'Escolher um idioma',
  'language.default': 'Padrão do navegador',
  'language.orgDefault': 'Idioma padrão das páginas públicas',
  'language.orgDefaultHint':
    'Visitantes cujo navegador não pede nenhum dos idiomas do Parley veem as páginas públicas e o widget neste.',
  'language.accountHint': 'As páginas do Parley e seus e-mails neste idioma.',
  'language.saved': 'Idioma salvo',
  'language.save': 'Salvar idioma',
} satisfies Translation<typeof en>
