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
  // shell
  'Enter a name': '名前を入力してください',
  'Use at most 80 characters': '80 文字以内で入力してください',
  'Use at most 2000 characters': '2000 文字以内で入力してください',
  'Use at most 280 characters': '280 文字以内で入力してください',
  'Use at least 2 characters': '2 文字以上で入力してください',
  'Use at most 48 characters': '48 文字以内で入力してください',
  'Use lowercase letters, digits and single dashes between them':
    '小文字の英字、数字、およびその間の単一のハイフンを使用してください',
  'This address is reserved': 'このアドレスは予約されています',
  'This address is already used by another project': 'このアドレスは別のプロジェクトで使用されています',
  'Project not found': 'プロジェクトが見つかりません',
  'Choose an image file (PNG, JPEG, WebP or GIF).':
    '画像ファイル（PNG、JPEG、WebP、GIF）を選択してください。',
  'The image is empty.': '画像が空です。',
  'Choose an image smaller than 1 MB.': '1 MB 未満の画像を選択してください。',
  'Connection lost while action was in flight': '操作の実行中に接続が切れました',
  'Are you sure you want to leave? Your changes may not be saved.':
    'このページから移動しますか？変更内容が保存されない可能性があります。',
  'Choose an image smaller than 5 MB.': '5 MB 未満の画像を選択してください。',
  'This image could not be read. Try another file.':
    'この画像を読み込めませんでした。別のファイルをお試しください。',
  'This browser cannot resize images.': 'このブラウザーは画像のサイズを変更できません。',
} satisfies Translation<typeof en>
