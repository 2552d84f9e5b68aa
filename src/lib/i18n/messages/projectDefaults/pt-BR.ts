// Brazilian Portuguese. The English file beside this one is the source: same keys.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'Feature requests': 'Pedidos de funcionalidades',
  'Ideas for what we should build next.': 'Ideias do que devemos construir a seguir.',
  Bugs: 'Bugs',
  'Something does not work as it should.': 'Algo não funciona como deveria.',
  Open: 'Aberto',
  'Under review': 'Em análise',
  Planned: 'Planejado',
  'In progress': 'Em andamento',
  Complete: 'Concluído',
  Closed: 'Fechado',
  New: 'Novo',
  Improved: 'Melhorado',
  Fixed: 'Corrigido',
  General: 'Geral',
  'Everything about this project': 'Tudo sobre este projeto',
  'Anything about the project.': 'Qualquer coisa sobre o projeto.',
  Announcements: 'Anúncios',
  'News from the team. Only owners and admins start threads here.':
    'Novidades da equipe. Só proprietários e administradores iniciam tópicos aqui.',
  'Q&A': 'Perguntas e respostas',
  'Ask the team; the best reply is marked as the answer.':
    'Pergunte à equipe; a melhor resposta é marcada como a resposta.',
  Ideas: 'Ideias',
  'Ideas worth talking through.': 'Ideias que vale a pena discutir.',
} satisfies Translation<typeof en>
