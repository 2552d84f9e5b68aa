// Brazilian Portuguese. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'Enter your email or username': 'Informe seu e-mail ou nome de usuário',
  'Enter your password': 'Informe sua senha',
  'Enter a valid email address': 'Informe um e-mail válido',
  'Enter your name': 'Informe seu nome',
  'Use at most 100 characters': 'Use no máximo 100 caracteres',
  'Use at least 8 characters': 'Use pelo menos 8 caracteres',
  'Use at most 128 characters': 'Use no máximo 128 caracteres',
  'Use at least 3 characters': 'Use pelo menos 3 caracteres',
  'Use at most 30 characters': 'Use no máximo 30 caracteres',
  'Use lowercase letters, digits, _ and - only': 'Use apenas letras minúsculas, dígitos, _ e -',
  'This username is reserved': 'Este nome de usuário é reservado',
  'The passwords do not match': 'As senhas não coincidem',
  'Enter your email address or username': 'Informe seu e-mail ou nome de usuário',
  'Enter your name (at most 100 characters)': 'Informe seu nome (no máximo 100 caracteres)',
  'Use 3–30 lowercase letters, digits, _ and -, not a reserved name':
    'Use de 3 a 30 letras minúsculas, dígitos, _ e -, sem nomes reservados',
  'Use 8–128 characters': 'Use de 8 a 128 caracteres',
  'Invalid email or password': 'E-mail ou senha inválidos',
  'Invalid username or password': 'Nome de usuário ou senha inválidos',
  'You have been banned from this application. Please contact support if you believe this is an error.':
    'Você foi banido deste aplicativo. Fale com o suporte se achar que é um engano.',
  'Your email address is not verified yet. We sent you a new link: check your inbox.':
    'Seu e-mail ainda não foi verificado. Enviamos um novo link: confira sua caixa de entrada.',
  'User already exists.': 'O usuário já existe.',
  'User already exists. Use another email.': 'O usuário já existe. Use outro e-mail.',
  'Username is already taken. Please try another.': 'Este nome de usuário já está em uso. Tente outro.',
  'Password too short': 'Senha curta demais',
  'Password too long': 'Senha longa demais',
  'Invalid email': 'E-mail inválido',
  'Username is invalid': 'Nome de usuário inválido',
  'Username is too short': 'Nome de usuário curto demais',
  'Username is too long': 'Nome de usuário longo demais',
  'Too many attempts. Please wait a moment and try again.':
    'Tentativas demais. Aguarde um momento e tente de novo.',
  'Something went wrong!': 'Algo deu errado!',
  'Could not reach Parley. Check your connection and try again.':
    'Não foi possível acessar o Parley. Verifique sua conexão e tente de novo.',
  // feedback
  'Write a comment first': 'Escreva um comentário primeiro',
  'Comments must be at most 5,000 characters': 'Os comentários podem ter no máximo 5.000 caracteres',
  'Title must be at least 3 characters': 'O título deve ter pelo menos 3 caracteres',
  'Title must be at most 140 characters': 'O título pode ter no máximo 140 caracteres',
  'Details must be at most 10,000 characters': 'Os detalhes podem ter no máximo 10.000 caracteres',
  'Choose a board': 'Escolha um quadro',
  'Names are at most 50 characters': 'Os nomes podem ter no máximo 50 caracteres',
  'Enter an email or a username': 'Informe um e-mail ou um nome de usuário',
  'Give the board a name': 'Dê um nome ao quadro',
  'Board names are at most 50 characters': 'Os nomes de quadro podem ter no máximo 50 caracteres',
  'Descriptions are at most 300 characters': 'As descrições podem ter no máximo 300 caracteres',
  'Give the status a name': 'Dê um nome ao status',
  'Status names are at most 30 characters': 'Os nomes de status podem ter no máximo 30 caracteres',
  'Choose a company': 'Escolha uma empresa',
  'Enter an email address': 'Informe um endereço de e-mail',
  'Use at most 1000 characters': 'Use no máximo 1000 caracteres',
  'Enter a link starting with https://': 'Informe um link que comece com https://',
  'Comments on this feedback are locked': 'Os comentários deste feedback estão bloqueados',
  'Only members of the team can write internal notes':
    'Somente membros da equipe podem escrever notas internas',
  'Comment not found': 'Comentário não encontrado',
  'Only comments can be changed': 'Somente comentários podem ser alterados',
  'You can only edit your own comments': 'Você só pode editar seus próprios comentários',
  'Feedback not found': 'Feedback não encontrado',
  'Board not found': 'Quadro não encontrado',
  'Project not found': 'Projeto não encontrado',
  'Choose a status of this project': 'Escolha um status deste projeto',
  'Others have voted for this feedback, so it can no longer be deleted':
    'Outras pessoas votaram neste feedback, então ele não pode mais ser excluído',
  'This list position is not valid; reload the list':
    'Esta posição da lista não é válida; recarregue a lista',
  'This list position is not valid; start the list again':
    'Esta posição da lista não é válida; comece a lista de novo',
  'This feedback was merged into another item; continue there':
    'Este feedback foi mesclado com outro item; continue lá',
  'This feedback is held for review: approve or reject it first':
    'Este feedback está aguardando revisão: aprove ou rejeite primeiro',
  'Not authorized': 'Não autorizado',
  'You are not allowed to access resource: feedback': 'Você não tem acesso ao feedback',
  'Sign in to vote on this board': 'Entre para votar neste quadro',
  'You are signed in: vote as yourself': 'Você está conectado: vote com a sua conta',
  'This vote could not be accepted': 'Não foi possível aceitar este voto',
  'Too many votes from your network: try again in a few minutes':
    'Votos demais a partir da sua rede: tente de novo em alguns minutos',
  'Too many votes: try again in a few minutes': 'Votos demais: tente de novo em alguns minutos',
  'Too many new visitors from your network: sign in to vote, or try again later':
    'Visitantes novos demais a partir da sua rede: entre para votar ou tente mais tarde',
  'You are posting feedback too quickly. Please wait a few minutes and try again.':
    'Você está publicando feedback rápido demais. Aguarde alguns minutos e tente de novo.',
  'You are commenting too quickly. Please wait a few minutes and try again.':
    'Você está comentando rápido demais. Aguarde alguns minutos e tente de novo.',
  'This feedback is not merged': 'Este feedback não está mesclado',
  'This project has moved': 'Este projeto foi movido',
  'A board with this name already exists': 'Já existe um quadro com este nome',
  'Choose another board for the items': 'Escolha outro quadro para os itens',
  'The new order names boards that are not in this project':
    'A nova ordem cita quadros que não são deste projeto',
  'A status with this name already exists': 'Já existe um status com este nome',
  'Status not found': 'Status não encontrado',
  'The new order names statuses that are not in this project':
    'A nova ordem cita status que não são deste projeto',
  'A project needs at least one status': 'Um projeto precisa de pelo menos um status',
  'Choose the status its items move to': 'Escolha o status para onde seus itens vão',
  'This project has no statuses; an editor must add one first':
    'Este projeto não tem status; um editor precisa adicionar um primeiro',
  'Name the segment': 'Dê um nome ao segmento',
  'Use at most 60 characters': 'Use no máximo 60 caracteres',
  'Name the attribute': 'Dê um nome ao atributo',
  'At most 10 attributes': 'No máximo 10 atributos',
  'There is no such segment': 'Esse segmento não existe',
  'Choose a plan or an attribute: a segment of everyone filters nothing':
    'Escolha um plano ou um atributo: um segmento de todos não filtra nada',
  'At most 100 segments; delete one first': 'No máximo 100 segmentos; exclua um primeiro',
  'Attribute names have at most 40 characters': 'Nomes de atributo têm no máximo 40 caracteres',
  'At most 30 attributes': 'No máximo 30 atributos',
  'Enter an amount': 'Informe um valor',
  'Spend cannot be negative': 'O gasto não pode ser negativo',
  'This amount is too large': 'Este valor é alto demais',
  'Enter the company’s name': 'Informe o nome da empresa',
  'Choose a file': 'Escolha um arquivo',
  'Company not found': 'Empresa não encontrada',
  'Person not found': 'Pessoa não encontrada',
  'No company has this external id': 'Nenhuma empresa tem este id externo',
  'Another company has this external id': 'Outra empresa tem este id externo',
  'At most 5000 companies per file': 'No máximo 5000 empresas por arquivo',
  'external_id is empty': 'external_id está vazio',
  'Give the address of the person you spoke to': 'Informe o endereço da pessoa com quem você falou',
  'This company’s person has already voted for this': 'A pessoa desta empresa já votou nisto',
  'This person belongs to another company': 'Esta pessoa pertence a outra empresa',
  'That comment is not on this item': 'Esse comentário não é deste item',
  'At most 3 quotes are pinned; unpin one first': 'No máximo 3 citações ficam fixadas; desafixe uma primeiro',
  'An item cannot be merged into itself': 'Um item não pode ser mesclado consigo mesmo',
  'The chosen item was itself merged into another; choose that one':
    'O item escolhido já foi mesclado em outro; escolha esse',
  'Feedback held for review is approved or rejected before any merge':
    'Feedback retido para revisão é aprovado ou recusado antes de qualquer mesclagem',
  'This feedback was already approved': 'Este feedback já foi aprovado',
  'This comment was already approved': 'Este comentário já foi aprovado',
  // orgs
  'Enter a name for the team': 'Digite um nome para a equipe',
  'Use at least 2 characters': 'Use pelo menos 2 caracteres',
  'Use at most 48 characters': 'Use no máximo 48 caracteres',
  'Use lowercase letters, digits and single dashes between them':
    'Use apenas letras minúsculas, dígitos e hífens simples entre eles',
  'This address is reserved': 'Este endereço está reservado',
  'This address is taken': 'Este endereço já está em uso',
  'Invalid slug: Use at least 2 characters': 'Endereço inválido: use pelo menos 2 caracteres',
  'Invalid slug: Use at most 48 characters': 'Endereço inválido: use no máximo 48 caracteres',
  'Invalid slug: Use lowercase letters, digits and single dashes between them':
    'Endereço inválido: use apenas letras minúsculas, dígitos e hífens simples entre eles',
  'Invalid slug: This address is reserved': 'Endereço inválido: este endereço está reservado',
  'Organization slug already taken': 'Este endereço já está em uso',
  'Enter an email address like name@example.com': 'Digite um endereço de e-mail como name@example.com',
  'Team names are 1 to 50 characters': 'Nomes de equipe têm de 1 a 50 caracteres',
  'Team names need at least one letter or digit':
    'Nomes de equipe precisam de pelo menos uma letra ou um dígito',
  'A team with this name already exists': 'Já existe uma equipe com este nome',
  'You have reached the maximum number of organizations': 'Você atingiu o número máximo de equipes',
  'User is already a member of this organization': 'Esta pessoa já é membro desta equipe',
  'User is already invited to this organization': 'Esta pessoa já foi convidada para esta equipe',
  'You are not allowed to invite a user with this role':
    'Você não tem permissão para convidar alguém com esta função',
  'You are not allowed to invite users to this organization':
    'Você não tem permissão para convidar pessoas para esta equipe',
  'The last owner cannot leave or be removed. Make someone else an owner first.':
    'O último proprietário não pode sair nem ser removido. Torne outra pessoa proprietária primeiro.',
  'The last owner cannot be demoted. Make someone else an owner first.':
    'O último proprietário não pode ser rebaixado. Torne outra pessoa proprietária primeiro.',
  'You cannot leave the organization as the only owner':
    'Você não pode sair da equipe sendo o único proprietário',
  'Invitation not found': 'Convite não encontrado',
  'You are not the recipient of the invitation': 'Você não é o destinatário deste convite',
  'Inviter is no longer a member of the organization': 'Quem convidou você não é mais membro da equipe',
  'Email verification required before accepting or rejecting invitation':
    'Verifique seu e-mail antes de aceitar ou recusar o convite',
  'Organization not found': 'Equipe não encontrada',
  'You are not allowed to access resource: team': 'Você não tem acesso às equipes',
  'The invitation email could not be sent. Please try again.':
    'Não foi possível enviar o e-mail de convite. Tente de novo.',
  'Could not load the members': 'Não foi possível carregar os membros',
  'Could not load the invitations': 'Não foi possível carregar os convites',
  // admin
  'Enter a name': 'Digite um nome',
  'Use at most 500 characters': 'Use no máximo 500 caracteres',
  'Use at most 200 characters': 'Use no máximo 200 caracteres',
  'Choose a role': 'Escolha uma função',
  'The users could not be loaded.': 'Não foi possível carregar os usuários.',
  'The user could not be loaded.': 'Não foi possível carregar o usuário.',
  'The sessions could not be loaded.': 'Não foi possível carregar as sessões.',
  'You cannot ban yourself': 'Você não pode banir a si mesmo',
  'You cannot impersonate admins': 'Administradores não podem ser personificados',
  'You cannot remove yourself': 'Você não pode remover a si mesmo',
  'User not found': 'Usuário não encontrado',
  'The text must be at most 20,000 characters': 'O texto deve ter no máximo 20.000 caracteres',
  'Link at most 50 feedback items': 'Vincule no máximo 50 itens de feedback',
  'Choose when to publish it': 'Escolha quando publicá-la',
  'Choose a time in the future': 'Escolha um horário no futuro',
  'Give the label a name': 'Dê um nome à etiqueta',
  'Label names are at most 30 characters': 'Nomes de etiqueta têm no máximo 30 caracteres',
  'Update not found': 'Novidade não encontrada',
  // widget
  'At most 20 origins': 'No máximo 20 origens',
  'Choose a colour as #rrggbb': 'Escolha uma cor no formato #rrggbb',
  'Show at least one tab': 'Mostre pelo menos uma aba',
  'The widget is already on': 'O widget já está ativado',
  'The widget is off': 'O widget está desativado',
  // chat
  'Give the chat a name': 'Dê um nome ao chat',
  'Chat names are at most 80 characters': 'Nomes de chat têm no máximo 80 caracteres',
  'The topic can be at most 250 characters': 'O tópico pode ter no máximo 250 caracteres',
  'Write a message first': 'Escreva uma mensagem primeiro',
  'Type something to search for': 'Digite algo para pesquisar',
  'Search for at most 200 characters': 'Pesquise no máximo 200 caracteres',
  'At most 200 members': 'No máximo 200 membros',
  'At most 50 teams': 'No máximo 50 equipes',
  'This chat is archived: unarchive it to post again':
    'Este chat está arquivado: desarquive-o para publicar novamente',
  'This chat is archived: its messages can no longer be changed':
    'Este chat está arquivado: as mensagens dele não podem mais ser alteradas',
  'The message you are replying to is not in this chat':
    'A mensagem que você está respondendo não está neste chat',
  'A project keeps at least one chat open to all its members':
    'Um projeto mantém pelo menos um chat aberto a todos os membros',
  'You can only edit your own messages': 'Você só pode editar as suas próprias mensagens',
  'Chat not found': 'Chat não encontrado',
  'Message not found': 'Mensagem não encontrada',
  // discussions
  'Titles need at least 3 characters': 'Os títulos precisam ter pelo menos 3 caracteres',
  'Titles can be at most 200 characters': 'Os títulos podem ter no máximo 200 caracteres',
  'Write something first': 'Escreva algo primeiro',
  'Posts can be at most 20,000 characters': 'As publicações podem ter no máximo 20.000 caracteres',
  'Choose a category': 'Escolha uma categoria',
  'The reason can be at most 200 characters': 'O motivo pode ter no máximo 200 caracteres',
  'Give the category a name': 'Dê um nome à categoria',
  'Names are at most 40 characters': 'Os nomes têm no máximo 40 caracteres',
  'Descriptions are at most 200 characters': 'As descrições têm no máximo 200 caracteres',
  'Pick an emoji': 'Escolha um emoji',
  'A category with this name already exists': 'Já existe uma categoria com este nome',
  'Category not found': 'Categoria não encontrada',
  'Choose a reply as the answer, not the question': 'Escolha uma resposta como a resposta, não a pergunta',
  'Choose another category for its discussions': 'Escolha outra categoria para as discussões dela',
  'Discussion not found': 'Discussão não encontrada',
  'Only the opening post carries the title': 'Só a publicação inicial leva o título',
  'Only the person who asked, an owner or an admin can choose the answer':
    'Só quem perguntou, um proprietário ou um admin pode escolher a resposta',
  'Others have replied: only owners and admins can delete it now':
    'Outras pessoas já responderam: agora só proprietários e admins podem excluí-la',
  'Post not found': 'Publicação não encontrada',
  'This discussion was already converted to feedback': 'Esta discussão já foi convertida em feedback',
  'Type the title of the discussion to confirm': 'Digite o título da discussão para confirmar',
  'This discussion is locked': 'Esta discussão está bloqueada',
  'You can only edit your own posts': 'Você só pode editar suas próprias publicações',
  // files
  'Give it a name': 'Dê um nome',
  'Names can be at most 255 characters': 'Os nomes podem ter no máximo 255 caracteres',
  'Names can be at most 100 characters': 'Os nomes podem ter no máximo 100 caracteres',
  'That name is reserved': 'Esse nome é reservado',
  'Names cannot contain / or \\': 'Os nomes não podem conter / nem \\',
  'Names cannot contain control characters': 'Os nomes não podem conter caracteres de controle',
  'A folder cannot go inside itself': 'Uma pasta não pode ficar dentro de si mesma',
  'File not found': 'Arquivo não encontrado',
  'Folder not found': 'Pasta não encontrada',
  'Only empty folders can be deleted: move or delete what is inside first':
    'Só pastas vazias podem ser excluídas: mova ou exclua o conteúdo primeiro',
  'The Attachments folder keeps the files attached to posts and messages':
    'A pasta Anexos guarda os arquivos anexados a publicações e mensagens',
  'You cannot add files to this project': 'Você não pode adicionar arquivos a este projeto',
  'Only the person who uploaded this file or an admin can add a version':
    'Só quem enviou este arquivo ou um admin pode adicionar uma versão',
  'Already taken here': 'Já está em uso aqui',
  'Use at most 80 characters': 'Use no máximo 80 caracteres',
  'Use at most 2000 characters': 'Use no máximo 2000 caracteres',
  'Use at most 280 characters': 'Use no máximo 280 caracteres',
  'This address is already used by another project': 'Este endereço já é usado por outro projeto',
  'Choose an image file (PNG, JPEG, WebP or GIF).': 'Escolha um arquivo de imagem (PNG, JPEG, WebP ou GIF).',
  'The image is empty.': 'A imagem está vazia.',
  'Choose an image smaller than 1 MB.': 'Escolha uma imagem menor que 1 MB.',
  'Connection lost while action was in flight': 'A conexão caiu enquanto a ação estava em andamento',
  'Are you sure you want to leave? Your changes may not be saved.':
    'Tem certeza de que deseja sair? Suas alterações podem não ser salvas.',
  'Choose an image smaller than 5 MB.': 'Escolha uma imagem menor que 5 MB.',
  'This image could not be read. Try another file.': 'Não foi possível ler esta imagem. Tente outro arquivo.',
  'This browser cannot resize images.': 'Este navegador não consegue redimensionar imagens.',
  // account (account settings, sessions, API keys, OAuth, webhooks)
  'Enter your current password': 'Digite sua senha atual',
  'This is already your email address': 'Esse já é o seu endereço de e-mail',
  'This is not your current password': 'Essa não é sua senha atual',
  'This is not your password': 'Essa não é sua senha',
  'For your security, sign in again before setting a password.':
    'Para sua segurança, entre novamente antes de definir uma senha.',
  'Your sessions could not be loaded.': 'Não foi possível carregar suas sessões.',
  'Session expired. Re-authenticate to perform this action.':
    'Sessão expirada. Entre novamente para realizar esta ação.',
  "You can't unlink your last account": 'Você não pode desvincular sua última conta',
  'Enter a date like 2027-01-31': 'Digite uma data como 2027-01-31',
  'Choose today or a later day': 'Escolha hoje ou um dia posterior',
  'Choose a day within the next five years': 'Escolha um dia dentro dos próximos cinco anos',
  'Enter a name, such as the integration that will use the key':
    'Digite um nome, como a integração que vai usar a chave',
  'Choose from the listed scopes': 'Escolha entre as permissões listadas',
  'Choose at least one scope': 'Escolha pelo menos uma permissão',
  'Choose an expiry day from today to five years ahead':
    'Escolha um dia de expiração entre hoje e daqui a cinco anos',
  'Choose today or a later day, within the next five years':
    'Escolha hoje ou um dia posterior, dentro dos próximos cinco anos',
  'That project is not in this organization': 'Esse projeto não pertence a esta organização',
  'Choose one of the organization’s projects, or all projects':
    'Escolha um dos projetos da organização, ou todos os projetos',
  'An organization can have at most 50 working API keys. Revoke one you no longer use first.':
    'Uma organização pode ter no máximo 50 chaves de API válidas. Revogue primeiro uma que você não usa mais.',
  'API key not found': 'Chave de API não encontrada',
  'Connected app not found': 'App conectado não encontrado',
  'This app is not registered with Parley (unknown client_id).':
    'Este app não está registrado no Parley (client_id desconhecido).',
  'The address this app asked to return to is not one it registered.':
    'O endereço para o qual este app pediu para voltar não é um dos que ele registrou.',
  'Apps cannot be connected while you are signed in as someone else.':
    'Não é possível conectar apps enquanto você está conectado como outra pessoa.',
  'Enter the URL that should receive the events': 'Digite a URL que deve receber os eventos',
  'Enter a valid URL': 'Digite uma URL válida',
  'Enter a full URL, such as https://example.com/webhooks':
    'Digite uma URL completa, como https://example.com/webhooks',
  'Use an https:// or http:// URL': 'Use uma URL https:// ou http://',
  'Use an https:// URL': 'Use uma URL https://',
  'Leave the user name and password out of the URL': 'Deixe o nome de usuário e a senha fora da URL',
  'Use at most 300 characters': 'Use no máximo 300 caracteres',
  'Choose from the listed events': 'Escolha entre os eventos listados',
  'Choose Standard, Slack or Discord': 'Escolha Padrão, Slack ou Discord',
  'Choose at least one event, or all events': 'Escolha pelo menos um evento, ou todos os eventos',
  'A chosen project is not in this organization': 'Um projeto escolhido não pertence a esta organização',
  'An organization can have at most 25 webhooks. Delete one you no longer use first.':
    'Uma organização pode ter no máximo 25 webhooks. Exclua primeiro um que você não usa mais.',
  'Webhook not found': 'Webhook não encontrado',
  'Delivery not found': 'Entrega não encontrada',
  // notifications
  'Choose an hour': 'Escolha um horário',
  'Choose a time zone': 'Escolha um fuso horário',
  'Choose a time zone from the list': 'Escolha um fuso horário da lista',
  'Working hours must end after they start': 'O horário de trabalho deve terminar depois de começar',
  'Choose at least one working day': 'Escolha pelo menos um dia de trabalho',
  'Choose when the pause ends': 'Escolha quando a pausa termina',
  'Wait for the runs already under way to finish first.':
    'Espere primeiro as execuções em andamento terminarem.',
  'Sign in to import a project': 'Entre para importar um projeto',
  'Choose a CSV file': 'Escolha um arquivo CSV',
  'Choose an archive to import': 'Escolha um arquivo para importar',
  'Choose the column that holds the titles': 'Escolha a coluna que contém os títulos',
  'The API key of this import is gone: start it again':
    'A chave de API desta importação não existe mais: inicie-a de novo',
  'The archive is empty': 'O arquivo está vazio',
  'The column mapping is not valid': 'A associação de colunas não é válida',
  'The import has no file': 'A importação não tem arquivo',
  'The uploaded file is gone: upload it again': 'O arquivo enviado não existe mais: envie-o de novo',
  // sign-in links
  'This sign-in link is invalid or has expired.': 'Este link de login é inválido ou expirou.',
  // sentences that carry a value (matched as patterns: src/components/i18n/use-t.tsx, translateSentence)
  'You are the only owner of {names}. Make another member an owner (or remove the other members) before deleting your account.':
    'Você é o único proprietário de {names}. Torne outro membro proprietário (ou remova os outros membros) antes de excluir sua conta.',
  'Team names are 1 to {max} characters': 'Nomes de equipe têm de 1 a {max} caracteres',
  'You are not allowed to access resource: {resource}':
    'Você não tem permissão para acessar este recurso: {resource}',
  '{name} has already voted for this': '{name} já votou nisto',
  'At most {count} quotes are pinned; unpin one first':
    'No máximo {count} citações ficam fixadas; desafixe uma primeiro',
  'At most {count} segments; delete one first': 'No máximo {count} segmentos; exclua um primeiro',
  '{name} has no people yet': '{name} ainda não tem pessoas',
  '{name} is not on the roadmap': '{name} não está no roadmap',
  'At most {count} companies per file': 'No máximo {count} empresas por arquivo',
  'This file is not a CSV file we can read: {reason}':
    'Este arquivo não é um CSV que conseguimos ler: {reason}',
  'A folder named “{name}” is already there': 'Já existe uma pasta chamada “{name}”',
  'Discussions in {category} have no answers': 'Discussões em {category} não têm respostas',
  'A project can have at most {count} categories': 'Um projeto pode ter no máximo {count} categorias',
  'At most {count} discussions can be pinned; unpin one first':
    'No máximo {count} discussões podem ser fixadas; desafixe uma primeiro',
  'This discussion is locked: {reason}': 'Esta discussão está bloqueada: {reason}',
  'Only owners and admins start discussions in {category}':
    'Só proprietários e administradores iniciam discussões em {category}',
  '“{origin}” is not an origin: write scheme://host[:port], with no path':
    '“{origin}” não é uma origem: escreva scheme://host[:port], sem caminho',
  'At most {count} origins': 'No máximo {count} origens',
  'Use at most {count} characters': 'Use no máximo {count} caracteres',
} satisfies Translation<typeof en>
