// Brazilian Portuguese. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'page.greeting': 'Olá, {name}',
  'page.greetingAnonymous': 'Olá',
  'page.intro': 'Suas equipes e no que elas estão trabalhando.',
  'page.newTeam': 'Nova equipe',
  'teams.heading': 'Suas equipes',
  'teams.meta':
    '@{slug} · {role, select, owner {proprietário} admin {administrador} member {membro} other {{role}}} · {members, plural, one {# membro} other {# membros}}',
  'recent.heading': 'Projetos recentes',
  'recent.updated': 'atualizado {time}',
  'empty.title': 'Você ainda não está em nenhuma equipe',
  'empty.text':
    'Uma equipe reúne seus projetos: quadros de feedback, um roadmap, novidades, arquivos, discussões e chat. Crie uma e convide as pessoas com quem você trabalha.',
  'empty.create': 'Criar uma equipe',
} satisfies Translation<typeof en>
