// Brazilian Portuguese. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'status.queued': 'Aguardando início',
  'status.running': 'Em andamento',
  'status.done': 'Pronto',
  'status.failed': 'Falhou',
  'run.starting': 'Iniciando…',
  'run.counted': '{done, number} de {total, number}',
  'run.progress': 'Progresso',
  'run.latest': 'Execuções recentes',
  'run.by': 'por {name}',
  'download.expired': 'Expirado',
  'download.action': 'Baixar',
  startFailure: 'Não foi possível iniciar a exportação',
  'personal.pageTitle': 'Seus dados · Configurações · Parley',
  'personal.title': 'Seus dados',
  'personal.intro': 'Uma cópia do que o Parley guarda sobre você.',
  'personal.card': 'Baixar meus dados',
  'personal.description':
    'Um arquivo JSON em um ZIP: seu perfil, suas participações, os itens, comentários, publicações e mensagens que você escreveu, seus votos e reações, o que você segue e suas configurações de notificação. O link é enviado para você por e-mail e funciona por 24 horas.',
  'personal.action': 'Baixar meus dados',
  'personal.started': 'Estamos reunindo seus dados. Enviaremos o link por e-mail.',
  'personal.loading': 'Carregando suas exportações',
  'personal.loadError': 'Não foi possível carregar suas exportações',
  'export.title': 'Exportar',
  'export.description':
    'Tudo deste projeto em um único arquivo ZIP: quadros, itens, votos, comentários e notas internas, o roadmap, atualizações, discussões, chats, reações e arquivos, com as pessoas envolvidas. Ele pode ser importado em qualquer organização do Parley. Os arquivos podem ser baixados por 7 dias.',
  'export.action': 'Exportar projeto',
  'export.started': 'Exportação iniciada. Também enviaremos o link por e-mail quando estiver pronta.',
  'export.loading': 'Carregando as exportações',
  'export.loadError': 'Não foi possível carregar as exportações',
  'export.none': 'Nenhuma exportação ainda.',
  'import.title': 'Importar um projeto',
  'import.description':
    'Traga um projeto exportado do Parley (daqui ou de outro lugar) como um novo projeto desta organização. As pessoas são associadas pelo e-mail; quem não tem conta aqui recebe uma que pode reivindicar.',
  'import.file': 'Arquivo do projeto (ZIP)',
  'import.action': 'Importar',
  'import.uploading': 'Enviando…',
  'import.uploaded': 'Arquivo enviado. A importação roda em segundo plano.',
  'import.uploadFailure': 'Não foi possível enviar o arquivo',
  'import.loading': 'Carregando as importações',
  'import.loadError': 'Não foi possível carregar as importações',
  'import.open': 'Abrir o projeto',
} satisfies Translation<typeof en>
