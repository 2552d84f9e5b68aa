// Brazilian Portuguese. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'settings.heading': 'Widget',
  'settings.intro':
    'Feedback e novidades dentro do seu próprio produto: um botão no seu site abre o widget deste projeto. Seu servidor assina quem é a pessoa, para que os votos e publicações dela levem o nome dela.',
  'settings.loading': 'Carregando as configurações do widget',
  'settings.loadFailed': 'Não foi possível carregar as configurações do widget',
  'settings.somethingWrong': 'Algo deu errado.',
  'settings.private':
    'Este projeto é privado: o widget dele não carrega em lugar nenhum até que o projeto seja público.',
  'secret.label': 'Segredo do widget (exibido uma vez: guarde-o no seu servidor)',
  'secret.hint':
    'Assine com ele os tokens de identificação (HS256) no seu servidor. Ele não será exibido novamente; renove-o para obter um novo.',
  'secret.saved': 'Já salvei',
  'off.status': 'O widget está desativado.',
  'off.turnOn': 'Ativar o widget',
  'linkVerified.label': 'Vincular e-mails verificados',
  'linkVerified.description':
    '{label} (toda a equipe, todos os projetos): uma pessoa que seu servidor identifica com o endereço verificado de uma conta Parley existente passa a ser essa conta. Desativado: cada pessoa do seu produto é uma pessoa própria no Parley.',
  'turnOff.title': 'Desativar o widget?',
  'turnOff.description':
    'O widget deixa de carregar em todos os sites de uma vez, e todos que estavam conectados nele são desconectados. O que foi publicado permanece. Ativá-lo de novo gera um novo segredo.',
  'turnOff.confirm': 'Desativar',
  'turnOff.pending': 'Desativando…',
  'failure.turnOn': 'Não foi possível ativar o widget',
  'failure.turnOff': 'Não foi possível desativar o widget',
  'failure.setting': 'Não foi possível alterar a configuração',
  'failure.save': 'Não foi possível salvar as configurações do widget',
  'failure.rotate': 'Não foi possível renovar o segredo',
  'form.saved': 'Configurações do widget salvas',
  'form.notAnOrigin': '“{line}” não é uma origem: escreva scheme://host[:port], sem caminho',
  'form.tooManyOrigins': 'No máximo {max} origens',
  'form.colourInvalid': 'Escolha uma cor no formato #rrggbb',
  'form.noTab': 'Mostre pelo menos uma aba',
  'form.snippet': 'Snippet: cole-o nas páginas do seu produto',
  'form.origins': 'Sites permitidos',
  'form.originsHelp':
    'Uma origem por linha (scheme://host[:port]), no máximo {max}. O widget carrega somente nesses sites.',
  'form.position': 'Posição do botão',
  'form.bottomRight': 'Inferior direito',
  'form.bottomLeft': 'Inferior esquerdo',
  'form.colour': 'Cor do botão',
  'form.tabs': 'Abas',
  'form.tabFeedback': 'Feedback',
  'form.tabUpdates': 'Novidades',
  'form.save': 'Salvar',
  'form.rotate': 'Renovar segredo',
  'form.previousSecret': 'O segredo anterior ainda verifica tokens até {date}.',
} as const satisfies Translation<typeof en>
