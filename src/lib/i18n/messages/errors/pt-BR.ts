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
  'Use at most 80 characters': 'Use no máximo 80 caracteres',
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
  'Use at most 2000 characters': 'Use no máximo 2000 caracteres',
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
} satisfies Translation<typeof en>
