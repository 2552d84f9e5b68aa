// Japanese. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'Enter your email or username': 'メールアドレスまたはユーザー名を入力してください',
  'Enter your password': 'パスワードを入力してください',
  'Enter a valid email address': '有効なメールアドレスを入力してください',
  'Enter your name': '名前を入力してください',
  'Use at most 100 characters': '100 文字以内で入力してください',
  'Use at least 8 characters': '8 文字以上で入力してください',
  'Use at most 128 characters': '128 文字以内で入力してください',
  'Use at least 3 characters': '3 文字以上で入力してください',
  'Use at most 30 characters': '30 文字以内で入力してください',
  'Use lowercase letters, digits, _ and - only': '小文字、数字、_ と - だけを使ってください',
  'This username is reserved': 'このユーザー名は予約されています',
  'The passwords do not match': 'パスワードが一致しません',
  'Enter your email address or username': 'メールアドレスまたはユーザー名を入力してください',
  'Enter your name (at most 100 characters)': '名前を入力してください（100 文字以内）',
  'Use 3–30 lowercase letters, digits, _ and -, not a reserved name':
    '3〜30 文字の小文字、数字、_ と - で、予約済みでない名前にしてください',
  'Use 8–128 characters': '8〜128 文字で入力してください',
  'Invalid email or password': 'メールアドレスまたはパスワードが正しくありません',
  'Invalid username or password': 'ユーザー名またはパスワードが正しくありません',
  'You have been banned from this application. Please contact support if you believe this is an error.':
    'このアプリケーションの利用を停止されています。誤りだと思われる場合はサポートに連絡してください。',
  'Your email address is not verified yet. We sent you a new link: check your inbox.':
    'メールアドレスがまだ確認されていません。新しいリンクを送りましたので、受信トレイを確認してください。',
  'User already exists.': 'このユーザーは既に存在します。',
  'User already exists. Use another email.':
    'このユーザーは既に存在します。別のメールアドレスを使ってください。',
  'Username is already taken. Please try another.':
    'このユーザー名は既に使われています。別の名前をお試しください。',
  'Password too short': 'パスワードが短すぎます',
  'Password too long': 'パスワードが長すぎます',
  'Invalid email': 'メールアドレスが無効です',
  'Username is invalid': 'ユーザー名が無効です',
  'Username is too short': 'ユーザー名が短すぎます',
  'Username is too long': 'ユーザー名が長すぎます',
  'Too many attempts. Please wait a moment and try again.':
    '試行回数が多すぎます。しばらく待ってから、もう一度お試しください。',
  'Something went wrong!': '問題が発生しました。',
  'Could not reach Parley. Check your connection and try again.':
    'Parley に接続できませんでした。接続を確認して、もう一度お試しください。',
  // orgs
  'Enter a name for the team': 'チーム名を入力してください',
  'Use at least 2 characters': '2 文字以上で入力してください',
  'Use at most 48 characters': '48 文字以内で入力してください',
  'Use lowercase letters, digits and single dashes between them':
    '小文字、数字、およびその間の単一のハイフンのみを使ってください',
  'This address is reserved': 'このアドレスは予約されています',
  'This address is taken': 'このアドレスはすでに使われています',
  'Invalid slug: Use at least 2 characters': '無効なアドレス: 2 文字以上で入力してください',
  'Invalid slug: Use at most 48 characters': '無効なアドレス: 48 文字以内で入力してください',
  'Invalid slug: Use lowercase letters, digits and single dashes between them':
    '無効なアドレス: 小文字、数字、およびその間の単一のハイフンのみを使ってください',
  'Invalid slug: This address is reserved': '無効なアドレス: このアドレスは予約されています',
  'Organization slug already taken': 'このアドレスはすでに使われています',
  'Enter an email address like name@example.com': 'name@example.com のようなメールアドレスを入力してください',
  'Team names are 1 to 50 characters': 'チーム名は 1〜50 文字です',
  'Team names need at least one letter or digit': 'チーム名には 1 文字以上の英字または数字が必要です',
  'A team with this name already exists': 'この名前のチームはすでに存在します',
  'You have reached the maximum number of organizations': '作成できるチーム数の上限に達しました',
  'User is already a member of this organization': 'このユーザーはすでにこのチームのメンバーです',
  'User is already invited to this organization': 'このユーザーはすでにこのチームに招待されています',
  'You are not allowed to invite a user with this role': 'このロールでユーザーを招待する権限がありません',
  'You are not allowed to invite users to this organization':
    'このチームにユーザーを招待する権限がありません',
  'The last owner cannot leave or be removed. Make someone else an owner first.':
    '最後のオーナーは脱退も削除もできません。先に他の人をオーナーにしてください。',
  'The last owner cannot be demoted. Make someone else an owner first.':
    '最後のオーナーのロールは変更できません。先に他の人をオーナーにしてください。',
  'You cannot leave the organization as the only owner': '唯一のオーナーはチームから脱退できません',
  'Invitation not found': '招待が見つかりません',
  'You are not the recipient of the invitation': 'あなたはこの招待の受信者ではありません',
  'Inviter is no longer a member of the organization': '招待した人はもうチームのメンバーではありません',
  'Email verification required before accepting or rejecting invitation':
    '招待を承諾または辞退する前に、メールアドレスの確認が必要です',
  'Organization not found': 'チームが見つかりません',
  'You are not allowed to access resource: team': 'チームにアクセスする権限がありません',
  'The invitation email could not be sent. Please try again.':
    '招待メールを送信できませんでした。もう一度お試しください。',
  'Could not load the members': 'メンバーを読み込めませんでした',
  'Could not load the invitations': '招待を読み込めませんでした',
  // admin
  'Enter a name': '名前を入力してください',
  'Use at most 500 characters': '500 文字以内で入力してください',
  'Use at most 200 characters': '200 文字以内で入力してください',
  'Choose a role': 'ロールを選択してください',
  'The users could not be loaded.': 'ユーザーを読み込めませんでした。',
  'The user could not be loaded.': 'ユーザーを読み込めませんでした。',
  'The sessions could not be loaded.': 'セッションを読み込めませんでした。',
  'You cannot ban yourself': '自分自身を利用停止にすることはできません',
  'You cannot impersonate admins': '管理者にはなりすませません',
  'You cannot remove yourself': '自分自身を削除することはできません',
  'User not found': 'ユーザーが見つかりません',
} satisfies Translation<typeof en>
