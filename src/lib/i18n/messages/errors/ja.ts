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
  // updates
  'Title must be at least 3 characters': 'タイトルは 3 文字以上にしてください',
  'Title must be at most 140 characters': 'タイトルは 140 文字以内にしてください',
  'The text must be at most 20,000 characters': '本文は 20,000 文字以内にしてください',
  'Link at most 50 feedback items': 'リンクできるフィードバックは 50 件までです',
  'Choose when to publish it': '公開日時を選んでください',
  'Choose a time in the future': '未来の日時を選んでください',
  'Give the label a name': 'ラベルに名前を付けてください',
  'Label names are at most 30 characters': 'ラベル名は 30 文字以内です',
  'Update not found': 'アップデートが見つかりません',
  // widget
  'At most 20 origins': 'オリジンは最大 20 件です',
  'Choose a colour as #rrggbb': '色は #rrggbb の形式で指定してください',
  'Show at least one tab': 'タブを 1 つ以上表示してください',
  'The widget is already on': 'ウィジェットはすでにオンです',
  'The widget is off': 'ウィジェットはオフです',
  // chat
  'Give the chat a name': 'チャットに名前を付けてください',
  'Chat names are at most 80 characters': 'チャット名は 80 文字以内です',
  'The topic can be at most 250 characters': 'トピックは 250 文字以内にしてください',
  'Write a message first': '先にメッセージを入力してください',
  'Type something to search for': '検索する語句を入力してください',
  'Search for at most 200 characters': '検索語は 200 文字以内にしてください',
  'At most 200 members': 'メンバーは最大 200 人です',
  'At most 50 teams': 'チームは最大 50 個です',
  'This chat is archived: unarchive it to post again':
    'このチャットはアーカイブ済みです。再び投稿するにはアーカイブを解除してください',
  'This chat is archived: its messages can no longer be changed':
    'このチャットはアーカイブ済みです。メッセージはもう変更できません',
  'The message you are replying to is not in this chat': '返信先のメッセージはこのチャットにありません',
  'A project keeps at least one chat open to all its members':
    'プロジェクトには、全メンバーに公開されたチャットが少なくとも 1 つ必要です',
  'You can only edit your own messages': '編集できるのは自分のメッセージだけです',
  'Chat not found': 'チャットが見つかりません',
  'Message not found': 'メッセージが見つかりません',
} satisfies Translation<typeof en>
