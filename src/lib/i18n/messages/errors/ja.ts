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
  // discussions
  'Titles need at least 3 characters': 'タイトルは 3 文字以上にしてください',
  'Titles can be at most 200 characters': 'タイトルは 200 文字以内にしてください',
  'Write something first': '先に何か書いてください',
  'Posts can be at most 20,000 characters': '投稿は 20,000 文字以内にしてください',
  'Choose a category': 'カテゴリーを選択してください',
  'The reason can be at most 200 characters': '理由は 200 文字以内にしてください',
  'Give the category a name': 'カテゴリーに名前を付けてください',
  'Names are at most 40 characters': '名前は 40 文字以内です',
  'Descriptions are at most 200 characters': '説明は 200 文字以内です',
  'Pick an emoji': '絵文字を選んでください',
  'A category with this name already exists': 'この名前のカテゴリーはすでにあります',
  'Category not found': 'カテゴリーが見つかりません',
  'Choose a board': 'ボードを選択してください',
  'Choose a reply as the answer, not the question': '回答には質問ではなく返信を選んでください',
  'Choose another category for its discussions': 'ディスカッションの移動先に別のカテゴリーを選んでください',
  'Discussion not found': 'ディスカッションが見つかりません',
  'Only the opening post carries the title': 'タイトルを持つのは最初の投稿だけです',
  'Only the person who asked, an owner or an admin can choose the answer':
    '回答を選べるのは、質問した人、オーナー、管理者だけです',
  'Others have replied: only owners and admins can delete it now':
    'ほかの人が返信しているため、削除できるのはオーナーと管理者だけです',
  'Post not found': '投稿が見つかりません',
  'This discussion was already converted to feedback':
    'このディスカッションはすでにフィードバックに変換されています',
  'Type the title of the discussion to confirm': '確認のためディスカッションのタイトルを入力してください',
  'This discussion is locked': 'このディスカッションはロックされています',
  'You can only edit your own posts': '編集できるのは自分の投稿だけです',
  // files
  'Give it a name': '名前を付けてください',
  'Names can be at most 255 characters': '名前は 255 文字以内にしてください',
  'Names can be at most 100 characters': '名前は 100 文字以内にしてください',
  'That name is reserved': 'その名前は予約されています',
  'Names cannot contain / or \\': '名前に / や \\ は使えません',
  'Names cannot contain control characters': '名前に制御文字は使えません',
  'A folder cannot go inside itself': 'フォルダーをそれ自体の中に移動することはできません',
  'File not found': 'ファイルが見つかりません',
  'Folder not found': 'フォルダーが見つかりません',
  'Only empty folders can be deleted: move or delete what is inside first':
    '削除できるのは空のフォルダーだけです。先に中身を移動または削除してください',
  'The Attachments folder keeps the files attached to posts and messages':
    '添付ファイルフォルダーには、投稿やメッセージに添付されたファイルが保存されています',
  'You cannot add files to this project': 'このプロジェクトにはファイルを追加できません',
  'Only the person who uploaded this file or an admin can add a version':
    'バージョンを追加できるのは、このファイルをアップロードした人か管理者だけです',
  'Already taken here': 'ここではすでに使われています',
} satisfies Translation<typeof en>
