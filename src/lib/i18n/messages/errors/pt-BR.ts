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
  // updates
  'Title must be at least 3 characters': 'O título deve ter pelo menos 3 caracteres',
  'Title must be at most 140 characters': 'O título deve ter no máximo 140 caracteres',
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
} satisfies Translation<typeof en>
