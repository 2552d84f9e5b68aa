// Brazilian Portuguese. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'hero.badge': 'Espaço de trabalho aberto para equipes de produto',
  'hero.title': 'Ouça seus usuários. Decidam juntos. Entregue o que importa.',
  'hero.intro':
    'O Parley reúne quadros de feedback, um roadmap público, novidades de versões, arquivos, discussões e chat em um só espaço de trabalho para cada uma das suas equipes e projetos.',
  'hero.goToTeams': 'Ir para suas equipes',
  'hero.getStarted': 'Comece grátis',
  'hero.signIn': 'Entrar',
  'features.heading': 'Tudo o que um projeto precisa para ouvir e responder',
  'features.feedback.title': 'Feedback que se organiza sozinho',
  'features.feedback.text':
    'Quadros para ideias e bugs. As pessoas votam e comentam, duplicatas são mescladas e o que é mais pedido sobe para o topo.',
  'features.roadmap.title': 'Um roadmap em que as pessoas confiam',
  'features.roadmap.text':
    'Leve os pedidos de planejado para em andamento e para concluído. Quem pediu vê em que pé está sua ideia.',
  'features.updates.title': 'Novidades que fecham o ciclo',
  'features.updates.text':
    'Publique uma entrada no changelog quando algo for lançado, vinculada ao feedback que ela responde.',
  'features.discussions.title': 'Discussões e chat ao vivo',
  'features.discussions.text':
    'Tópicos longos para decisões, chat para tudo que é rápido. O que uma pessoa escreve, todos veem na hora.',
  'features.files.title': 'Arquivos junto ao trabalho',
  'features.files.text':
    'Especificações, capturas de tela e exportações ficam no projeto a que pertencem, não na caixa de entrada de alguém.',
  'features.hosting.title': 'Hospedado por você',
  'features.hosting.text':
    'Um só comando executa o Parley com um banco de dados embutido. Aponte-o para o PostgreSQL para rodar quantos nós precisar.',
  'teams.heading': 'Organizações, projetos, pessoas',
  'teams.text':
    'Crie uma equipe, convide membros como proprietários, administradores ou membros e dê a cada produto seu próprio projeto. Mantenha um projeto privado para sua equipe ou abra o feedback e o roadmap para todos.',
  'teams.create': 'Crie seu espaço de trabalho',
} satisfies Translation<typeof en>
