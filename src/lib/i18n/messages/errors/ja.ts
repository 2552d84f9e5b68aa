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
  // notifications
  'Choose an hour': '時刻を選んでください',
  'Choose a time zone': 'タイムゾーンを選んでください',
  'Choose a time zone from the list': '一覧からタイムゾーンを選んでください',
  'Working hours must end after they start': '勤務時間の終了は開始より後にしてください',
  'Choose at least one working day': '勤務日を 1 日以上選んでください',
  'Choose when the pause ends': '一時停止の終了時刻を選んでください',
  'Choose a time in the future': '未来の時刻を選んでください',
  // imports and transfers
  'This project has no statuses; an editor must add one first':
    'このプロジェクトにはステータスがありません。編集者が先に追加する必要があります',
  'Wait for the runs already under way to finish first.': '実行中の処理が終わるまでお待ちください。',
  'Sign in to import a project': 'プロジェクトをインポートするにはサインインしてください',
  'Choose a CSV file': 'CSV ファイルを選んでください',
  'Choose an archive to import': 'インポートするアーカイブを選んでください',
  'Choose the column that holds the titles': 'タイトルを含む列を選んでください',
  'The API key of this import is gone: start it again':
    'このインポートの API キーはもうありません。もう一度開始してください',
  'The archive is empty': 'アーカイブが空です',
  'The column mapping is not valid': '列の対応付けが正しくありません',
  'The import has no file': 'このインポートにはファイルがありません',
  'The uploaded file is gone: upload it again':
    'アップロードしたファイルはもうありません。もう一度アップロードしてください',
} satisfies Translation<typeof en>
