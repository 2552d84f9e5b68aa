// Spanish. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'settings.heading': 'Widget',
  'settings.intro':
    'Comentarios y novedades dentro de tu propio producto: un lanzador en tu sitio abre el widget de este proyecto. Tu servidor firma quién es la persona, así sus votos y publicaciones llevan su nombre.',
  'settings.loading': 'Cargando la configuración del widget',
  'settings.loadFailed': 'No se pudo cargar la configuración del widget',
  'settings.somethingWrong': 'Algo salió mal.',
  'settings.private':
    'Este proyecto es privado: su widget no se carga en ningún sitio hasta que el proyecto sea público.',
  'secret.label': 'Secreto del widget (se muestra una sola vez: guárdalo en tu servidor)',
  'secret.hint':
    'Firma con él los tokens de identificación (HS256) en tu servidor. No se volverá a mostrar; renuévalo para obtener uno nuevo.',
  'secret.saved': 'Ya lo guardé',
  'off.status': 'El widget está desactivado.',
  'off.turnOn': 'Activar el widget',
  'linkVerified.label': 'Vincular correos verificados',
  'linkVerified.description':
    '{label} (todo el equipo, todos los proyectos): una persona que tu servidor identifica con la dirección verificada de una cuenta de Parley existente pasa a ser esa cuenta. Desactivado: cada persona de tu producto es una persona de Parley propia.',
  'turnOff.title': '¿Desactivar el widget?',
  'turnOff.description':
    'El widget deja de cargarse en todos los sitios a la vez y se cierra la sesión de todas las personas conectadas. Lo publicado se conserva. Al activarlo de nuevo se genera un secreto nuevo.',
  'turnOff.confirm': 'Desactivar',
  'turnOff.pending': 'Desactivando…',
  'failure.turnOn': 'No se pudo activar el widget',
  'failure.turnOff': 'No se pudo desactivar el widget',
  'failure.setting': 'No se pudo cambiar la configuración',
  'failure.save': 'No se pudo guardar la configuración del widget',
  'failure.rotate': 'No se pudo renovar el secreto',
  'form.saved': 'Configuración del widget guardada',
  'form.notAnOrigin': '«{line}» no es un origen: escribe scheme://host[:port], sin ruta',
  'form.tooManyOrigins': 'Como máximo {max} orígenes',
  'form.colourInvalid': 'Elige un color con el formato #rrggbb',
  'form.noTab': 'Muestra al menos una pestaña',
  'form.snippet': 'Fragmento: pégalo en las páginas de tu producto',
  'form.origins': 'Sitios permitidos',
  'form.originsHelp':
    'Un origen por línea (scheme://host[:port]), como máximo {max}. El widget solo se carga en estos sitios.',
  'form.position': 'Posición del lanzador',
  'form.bottomRight': 'Abajo a la derecha',
  'form.bottomLeft': 'Abajo a la izquierda',
  'form.colour': 'Color del lanzador',
  'form.tabs': 'Pestañas',
  'form.tabFeedback': 'Comentarios',
  'form.tabUpdates': 'Novedades',
  'form.save': 'Guardar',
  'form.rotate': 'Renovar secreto',
  'form.previousSecret': 'El secreto anterior sigue verificando tokens hasta el {date}.',
} as const satisfies Translation<typeof en>
