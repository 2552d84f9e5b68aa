// Spanish. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'footer.tagline': 'Parley: opiniones y colaboración en tu propio servidor.',
  'language.label': 'Idioma',
  'language.change': 'Cambiar',
  'language.menuLabel': 'Elegir un idioma',
  'language.default': 'El del navegador',
  'language.orgDefault': 'Idioma predeterminado de las páginas públicas',
  'language.orgDefaultHint':
    'Los visitantes cuyo navegador no pida ninguno de los idiomas de Parley ven las páginas públicas y el widget en este.',
  'language.accountHint': 'Las páginas de Parley y tus correos en este idioma.',
  'language.saved': 'Idioma guardado',
  'language.save': 'Guardar idioma',
} satisfies Translation<typeof en>
