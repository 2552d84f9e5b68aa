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
  'Choose a board': 'Escolha um quadro',
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
} satisfies Translation<typeof en>
