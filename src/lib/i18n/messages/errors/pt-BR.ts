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
} satisfies Translation<typeof en>
