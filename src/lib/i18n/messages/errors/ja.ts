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
  // feedback
  'Write a comment first': '先にコメントを入力してください',
  'Comments must be at most 5,000 characters': 'コメントは5,000文字以内にしてください',
  'Title must be at least 3 characters': 'タイトルは3文字以上にしてください',
  'Title must be at most 140 characters': 'タイトルは140文字以内にしてください',
  'Details must be at most 10,000 characters': '詳細は10,000文字以内にしてください',
  'Choose a board': 'ボードを選択してください',
  'Names are at most 50 characters': '名前は50文字以内にしてください',
  'Enter an email or a username': 'メールアドレスまたはユーザー名を入力してください',
  'Give the board a name': 'ボードの名前を入力してください',
  'Board names are at most 50 characters': 'ボード名は50文字以内にしてください',
  'Descriptions are at most 300 characters': '説明は300文字以内にしてください',
  'Give the status a name': 'ステータスの名前を入力してください',
  'Status names are at most 30 characters': 'ステータス名は30文字以内にしてください',
  'Choose a company': '会社を選択してください',
  'Enter an email address': 'メールアドレスを入力してください',
  'Use at most 1000 characters': '1000文字以内にしてください',
  'Enter a link starting with https://': 'https:// で始まるリンクを入力してください',
  'Comments on this feedback are locked': 'このフィードバックへのコメントはロックされています',
  'Only members of the team can write internal notes': '社内メモを書けるのはチームのメンバーだけです',
  'Comment not found': 'コメントが見つかりません',
  'Only comments can be changed': '変更できるのはコメントだけです',
  'You can only edit your own comments': '編集できるのは自分のコメントだけです',
  'Feedback not found': 'フィードバックが見つかりません',
  'Board not found': 'ボードが見つかりません',
  'Project not found': 'プロジェクトが見つかりません',
  'Choose a status of this project': 'このプロジェクトのステータスを選択してください',
  'Others have voted for this feedback, so it can no longer be deleted':
    'ほかの人が投票しているため、このフィードバックは削除できません',
  'This list position is not valid; reload the list':
    'リストの位置が無効です。リストを再読み込みしてください',
  'This list position is not valid; start the list again':
    'リストの位置が無効です。リストを最初からやり直してください',
  'This feedback was merged into another item; continue there':
    'このフィードバックは別の項目に統合されました。統合先で続けてください',
  'This feedback is held for review: approve or reject it first':
    'このフィードバックは確認待ちです。先に承認または却下してください',
  'Not authorized': '権限がありません',
  'You are not allowed to access resource: feedback': 'フィードバックへのアクセス権がありません',
  'Sign in to vote on this board': 'このボードで投票するにはサインインしてください',
  'You are signed in: vote as yourself': 'サインイン済みです。ご自身のアカウントで投票してください',
  'This vote could not be accepted': 'この投票は受け付けられませんでした',
  'Too many votes from your network: try again in a few minutes':
    'お使いのネットワークからの投票が多すぎます。数分後にもう一度お試しください',
  'Too many votes: try again in a few minutes': '投票が多すぎます。数分後にもう一度お試しください',
  'Too many new visitors from your network: sign in to vote, or try again later':
    'お使いのネットワークからの新しい訪問者が多すぎます。サインインして投票するか、後でもう一度お試しください',
  'You are posting feedback too quickly. Please wait a few minutes and try again.':
    'フィードバックの投稿が速すぎます。数分待ってからもう一度お試しください。',
  'You are commenting too quickly. Please wait a few minutes and try again.':
    'コメントの投稿が速すぎます。数分待ってからもう一度お試しください。',
  'This feedback is not merged': 'このフィードバックは統合されていません',
  'This project has moved': 'このプロジェクトは移動しました',
  'A board with this name already exists': 'この名前のボードはすでにあります',
  'Choose another board for the items': '項目の移動先に別のボードを選んでください',
  'The new order names boards that are not in this project':
    '新しい並び順に、このプロジェクトにないボードが含まれています',
  'A status with this name already exists': 'この名前のステータスはすでにあります',
  'Status not found': 'ステータスが見つかりません',
  'The new order names statuses that are not in this project':
    '新しい並び順に、このプロジェクトにないステータスが含まれています',
  'A project needs at least one status': 'プロジェクトには少なくとも 1 つのステータスが必要です',
  'Choose the status its items move to': '項目の移動先のステータスを選んでください',
  'This project has no statuses; an editor must add one first':
    'このプロジェクトにはステータスがありません。まず編集者が追加する必要があります',
  'Name the segment': 'セグメントの名前を入力してください',
  'Use at most 60 characters': '60 文字以内で入力してください',
  'Name the attribute': '属性の名前を入力してください',
  'At most 10 attributes': '属性は 10 個までです',
  'There is no such segment': 'そのセグメントはありません',
  'Choose a plan or an attribute: a segment of everyone filters nothing':
    'プランか属性を選んでください。全員を対象にしたセグメントでは何も絞り込めません',
  'At most 100 segments; delete one first': 'セグメントは 100 個までです。先に 1 つ削除してください',
  'Attribute names have at most 40 characters': '属性名は 40 文字以内です',
  'At most 30 attributes': '属性は 30 個までです',
  'Enter an amount': '金額を入力してください',
  'Spend cannot be negative': '支出をマイナスにはできません',
  'This amount is too large': 'この金額は大きすぎます',
  'Enter the company’s name': '企業名を入力してください',
  'Choose a file': 'ファイルを選んでください',
  'Company not found': '企業が見つかりません',
  'Person not found': '人が見つかりません',
  'No company has this external id': 'この外部 ID の企業はありません',
  'Another company has this external id': '別の企業がこの外部 ID を使っています',
  'At most 5000 companies per file': '1 ファイルあたり 5000 社までです',
  'external_id is empty': 'external_id が空です',
  'Give the address of the person you spoke to': '話した相手のメールアドレスを入力してください',
  'This company’s person has already voted for this': 'この企業の人はすでにこれに投票しています',
  'This person belongs to another company': 'この人は別の企業に所属しています',
  'That comment is not on this item': 'そのコメントはこの項目のものではありません',
  'At most 3 quotes are pinned; unpin one first':
    'ピン留めできる引用は 3 件までです。先に 1 件外してください',
  'An item cannot be merged into itself': '項目をそれ自体に統合することはできません',
  'The chosen item was itself merged into another; choose that one':
    '選んだ項目は別の項目に統合済みです。そちらを選んでください',
  'Feedback held for review is approved or rejected before any merge':
    '審査待ちのフィードバックは、統合する前に承認または却下してください',
  'This feedback was already approved': 'このフィードバックはすでに承認されています',
  'This comment was already approved': 'このコメントはすでに承認されています',
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
  'Use at most 80 characters': '80 文字以内で入力してください',
  'Use at most 2000 characters': '2000 文字以内で入力してください',
  'Use at most 280 characters': '280 文字以内で入力してください',
  'This address is already used by another project': 'このアドレスは別のプロジェクトで使用されています',
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
  // notifications
  'Choose an hour': '時刻を選んでください',
  'Choose a time zone': 'タイムゾーンを選んでください',
  'Choose a time zone from the list': '一覧からタイムゾーンを選んでください',
  'Working hours must end after they start': '勤務時間の終了は開始より後にしてください',
  'Choose at least one working day': '勤務日を 1 日以上選んでください',
  'Choose when the pause ends': '一時停止の終了時刻を選んでください',
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
  // sign-in links
  'This sign-in link is invalid or has expired.': 'このサインインリンクは無効か、有効期限が切れています。',
  // sentences that carry a value (matched as patterns: src/components/i18n/use-t.tsx, translateSentence)
  'You are the only owner of {names}. Make another member an owner (or remove the other members) before deleting your account.':
    'あなたは {names} の唯一のオーナーです。アカウントを削除する前に、別のメンバーをオーナーにしてください(または他のメンバーを削除してください)。',
  'Team names are 1 to {max} characters': 'チーム名は 1〜{max} 文字です',
  'You are not allowed to access resource: {resource}':
    'このリソースにアクセスする権限がありません: {resource}',
  '{name} has already voted for this': '{name} はすでにこれに投票しています',
  'At most {count} quotes are pinned; unpin one first':
    '固定できる引用は最大 {count} 件です。先にどれかの固定を外してください',
  'At most {count} segments; delete one first':
    'セグメントは最大 {count} 件です。先にどれかを削除してください',
  '{name} has no people yet': '{name} にはまだ人がいません',
  '{name} is not on the roadmap': '{name} はロードマップにありません',
  'At most {count} companies per file': '1 ファイルあたり最大 {count} 社です',
  'This file is not a CSV file we can read: {reason}':
    'このファイルは読み取れる CSV ファイルではありません: {reason}',
  'A folder named “{name}” is already there': '「{name}」という名前のフォルダーがすでにあります',
  'Discussions in {category} have no answers': '{category} のディスカッションには回答がありません',
  'A project can have at most {count} categories': 'プロジェクトのカテゴリーは最大 {count} 個です',
  'At most {count} discussions can be pinned; unpin one first':
    '固定できるディスカッションは最大 {count} 件です。先にどれかの固定を外してください',
  'This discussion is locked: {reason}': 'このディスカッションはロックされています: {reason}',
  'Only owners and admins start discussions in {category}':
    '{category} でディスカッションを始められるのはオーナーと管理者だけです',
  '“{origin}” is not an origin: write scheme://host[:port], with no path':
    '「{origin}」はオリジンではありません。パスなしの scheme://host[:port] の形で書いてください',
  'At most {count} origins': 'オリジンは最大 {count} 件です',
  'Use at most {count} characters': '{count} 文字以内で入力してください',
} satisfies Translation<typeof en>
