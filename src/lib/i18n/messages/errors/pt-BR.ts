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
  // notifications
  'Choose an hour': 'Escolha um horário',
  'Choose a time zone': 'Escolha um fuso horário',
  'Choose a time zone from the list': 'Escolha um fuso horário da lista',
  'Working hours must end after they start': 'O horário de trabalho deve terminar depois de começar',
  'Choose at least one working day': 'Escolha pelo menos um dia de trabalho',
  'Choose when the pause ends': 'Escolha quando a pausa termina',
  'Choose a time in the future': 'Escolha um horário no futuro',
  // imports and transfers
  'This project has no statuses; an editor must add one first':
    'Este projeto não tem status; alguém com permissão de edição precisa adicionar um primeiro',
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
} satisfies Translation<typeof en>
