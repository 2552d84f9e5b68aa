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
  // account (account settings, sessions, API keys, OAuth, webhooks)
  'Enter your current password': '現在のパスワードを入力してください',
  'This is already your email address': 'これはすでにあなたのメールアドレスです',
  'This is not your current password': '現在のパスワードが正しくありません',
  'This is not your password': 'パスワードが正しくありません',
  'For your security, sign in again before setting a password.':
    'セキュリティのため、パスワードを設定する前にもう一度ログインしてください。',
  'Your sessions could not be loaded.': 'セッションを読み込めませんでした。',
  'Session expired. Re-authenticate to perform this action.':
    'セッションの有効期限が切れました。この操作を行うには再度ログインしてください。',
  "You can't unlink your last account": '最後のアカウントの連携は解除できません',
  'Enter a date like 2027-01-31': '2027-01-31 のような形式で日付を入力してください',
  'Choose today or a later day': '今日以降の日を選んでください',
  'Choose a day within the next five years': '今後 5 年以内の日を選んでください',
  'Enter a name, such as the integration that will use the key': 'キーを使う連携の名前などを入力してください',
  'Use at most 80 characters': '80 文字以内で入力してください',
  'Choose from the listed scopes': '一覧にあるスコープから選んでください',
  'Choose at least one scope': 'スコープを 1 つ以上選んでください',
  'Choose an expiry day from today to five years ahead': '有効期限は今日から 5 年後までの日を選んでください',
  'Choose today or a later day, within the next five years': '今日以降、5 年以内の日を選んでください',
  'That project is not in this organization': 'そのプロジェクトはこの組織のものではありません',
  'Choose one of the organization’s projects, or all projects':
    '組織のプロジェクトを 1 つ、またはすべてのプロジェクトを選んでください',
  'An organization can have at most 50 working API keys. Revoke one you no longer use first.':
    '1 つの組織で有効な API キーは最大 50 件です。使わなくなったキーを先に取り消してください。',
  'API key not found': 'API キーが見つかりません',
  'Connected app not found': '連携アプリが見つかりません',
  'This app is not registered with Parley (unknown client_id).':
    'このアプリは Parley に登録されていません（不明な client_id）。',
  'The address this app asked to return to is not one it registered.':
    'このアプリが戻り先として指定したアドレスは、登録済みのものではありません。',
  'Apps cannot be connected while you are signed in as someone else.':
    '別のユーザーとしてログインしている間は、アプリを連携できません。',
  'Enter the URL that should receive the events': 'イベントを受信する URL を入力してください',
  'Use at most 2000 characters': '2000 文字以内で入力してください',
  'Enter a valid URL': '有効な URL を入力してください',
  'Enter a full URL, such as https://example.com/webhooks':
    'https://example.com/webhooks のような完全な URL を入力してください',
  'Use an https:// or http:// URL': 'https:// または http:// の URL を使ってください',
  'Use an https:// URL': 'https:// の URL を使ってください',
  'Leave the user name and password out of the URL': 'URL にユーザー名とパスワードを含めないでください',
  'Use at most 300 characters': '300 文字以内で入力してください',
  'Choose from the listed events': '一覧にあるイベントから選んでください',
  'Choose Standard, Slack or Discord': '標準、Slack、Discord から選んでください',
  'Choose at least one event, or all events': 'イベントを 1 つ以上、またはすべてのイベントを選んでください',
  'A chosen project is not in this organization': '選択したプロジェクトはこの組織のものではありません',
  'An organization can have at most 25 webhooks. Delete one you no longer use first.':
    '1 つの組織に設定できる Webhook は最大 25 件です。使わなくなったものを先に削除してください。',
  'Webhook not found': 'Webhook が見つかりません',
  'Delivery not found': '配信が見つかりません',
} satisfies Translation<typeof en>
