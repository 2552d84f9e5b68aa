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
} satisfies Translation<typeof en>
