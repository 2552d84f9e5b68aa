// Arabic. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'Enter your email or username': 'أدخل بريدك الإلكتروني أو اسم المستخدم',
  'Enter your password': 'أدخل كلمة المرور',
  'Enter a valid email address': 'أدخل بريدًا إلكترونيًا صالحًا',
  'Enter your name': 'أدخل اسمك',
  'Use at most 100 characters': 'استخدم 100 حرف على الأكثر',
  'Use at least 8 characters': 'استخدم 8 أحرف على الأقل',
  'Use at most 128 characters': 'استخدم 128 حرفًا على الأكثر',
  'Use at least 3 characters': 'استخدم 3 أحرف على الأقل',
  'Use at most 30 characters': 'استخدم 30 حرفًا على الأكثر',
  'Use lowercase letters, digits, _ and - only': 'استخدم أحرفًا لاتينية صغيرة وأرقامًا و_ و- فقط',
  'This username is reserved': 'اسم المستخدم هذا محجوز',
  'The passwords do not match': 'كلمتا المرور غير متطابقتين',
  'Enter your email address or username': 'أدخل بريدك الإلكتروني أو اسم المستخدم',
  'Enter your name (at most 100 characters)': 'أدخل اسمك (100 حرف على الأكثر)',
  'Use 3–30 lowercase letters, digits, _ and -, not a reserved name':
    'استخدم من 3 إلى 30 من الأحرف اللاتينية الصغيرة والأرقام و_ و-، دون اسم محجوز',
  'Use 8–128 characters': 'استخدم من 8 إلى 128 حرفًا',
  'Invalid email or password': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'Invalid username or password': 'اسم المستخدم أو كلمة المرور غير صحيحة',
  'You have been banned from this application. Please contact support if you believe this is an error.':
    'تم حظرك من هذا التطبيق. تواصل مع الدعم إن كنت تعتقد أن هذا خطأ.',
  'Your email address is not verified yet. We sent you a new link: check your inbox.':
    'لم يتم التحقق من بريدك الإلكتروني بعد. أرسلنا إليك رابطًا جديدًا: تحقق من صندوق الوارد.',
  'User already exists.': 'المستخدم موجود بالفعل.',
  'User already exists. Use another email.': 'المستخدم موجود بالفعل. استخدم بريدًا إلكترونيًا آخر.',
  'Username is already taken. Please try another.': 'اسم المستخدم مأخوذ بالفعل. جرّب اسمًا آخر.',
  'Password too short': 'كلمة المرور قصيرة جدًا',
  'Password too long': 'كلمة المرور طويلة جدًا',
  'Invalid email': 'بريد إلكتروني غير صالح',
  'Username is invalid': 'اسم المستخدم غير صالح',
  'Username is too short': 'اسم المستخدم قصير جدًا',
  'Username is too long': 'اسم المستخدم طويل جدًا',
  'Too many attempts. Please wait a moment and try again.':
    'محاولات كثيرة جدًا. انتظر قليلًا ثم حاول مرة أخرى.',
  'Something went wrong!': 'حدث خطأ ما!',
  'Could not reach Parley. Check your connection and try again.':
    'تعذّر الوصول إلى Parley. تحقق من اتصالك وحاول مرة أخرى.',
  // feedback
  'Write a comment first': 'اكتب تعليقًا أولًا',
  'Comments must be at most 5,000 characters': 'يجب ألا يتجاوز التعليق 5000 حرف',
  'Title must be at least 3 characters': 'يجب أن يتكون العنوان من 3 أحرف على الأقل',
  'Title must be at most 140 characters': 'يجب ألا يتجاوز العنوان 140 حرفًا',
  'Details must be at most 10,000 characters': 'يجب ألا تتجاوز التفاصيل 10000 حرف',
  'Choose a board': 'اختر لوحة',
  'Names are at most 50 characters': 'يجب ألا يتجاوز الاسم 50 حرفًا',
  'Enter an email or a username': 'أدخل بريدًا إلكترونيًا أو اسم مستخدم',
  'Give the board a name': 'أدخل اسمًا للوحة',
  'Board names are at most 50 characters': 'يجب ألا يتجاوز اسم اللوحة 50 حرفًا',
  'Descriptions are at most 300 characters': 'يجب ألا يتجاوز الوصف 300 حرف',
  'Give the status a name': 'أدخل اسمًا للحالة',
  'Status names are at most 30 characters': 'يجب ألا يتجاوز اسم الحالة 30 حرفًا',
  'Choose a company': 'اختر شركة',
  'Enter an email address': 'أدخل عنوان بريد إلكتروني',
  'Use at most 1000 characters': 'استخدم 1000 حرف على الأكثر',
  'Enter a link starting with https://': 'أدخل رابطًا يبدأ بـ https://',
  'Comments on this feedback are locked': 'التعليقات على هذه الملاحظة مقفلة',
  'Only members of the team can write internal notes': 'لا يكتب الملاحظات الداخلية إلا أعضاء الفريق',
  'Comment not found': 'لم يُعثر على التعليق',
  'Only comments can be changed': 'لا يمكن تغيير إلا التعليقات',
  'You can only edit your own comments': 'يمكنك تعديل تعليقاتك فقط',
  'Feedback not found': 'لم يُعثر على الملاحظة',
  'Board not found': 'لم يُعثر على اللوحة',
  'Project not found': 'لم يُعثر على المشروع',
  'Choose a status of this project': 'اختر حالة من حالات هذا المشروع',
  'Others have voted for this feedback, so it can no longer be deleted':
    'صوّت آخرون لهذه الملاحظة، لذا لم يعد بالإمكان حذفها',
  'This list position is not valid; reload the list': 'موضع القائمة هذا غير صالح؛ أعد تحميل القائمة',
  'This list position is not valid; start the list again': 'موضع القائمة هذا غير صالح؛ ابدأ القائمة من جديد',
  'This feedback was merged into another item; continue there': 'دُمجت هذه الملاحظة في عنصر آخر؛ تابع هناك',
  'This feedback is held for review: approve or reject it first':
    'هذه الملاحظة بانتظار المراجعة: وافق عليها أو ارفضها أولًا',
  'Not authorized': 'غير مصرّح',
  'You are not allowed to access resource: feedback': 'ليس لديك صلاحية الوصول إلى الملاحظات',
  'Sign in to vote on this board': 'سجّل الدخول للتصويت على هذه اللوحة',
  'You are signed in: vote as yourself': 'أنت مسجّل الدخول: صوّت باسمك',
  'This vote could not be accepted': 'تعذّر قبول هذا الصوت',
  'Too many votes from your network: try again in a few minutes':
    'أصوات كثيرة جدًا من شبكتك: حاول مرة أخرى بعد بضع دقائق',
  'Too many votes: try again in a few minutes': 'أصوات كثيرة جدًا: حاول مرة أخرى بعد بضع دقائق',
  'Too many new visitors from your network: sign in to vote, or try again later':
    'زوار جدد كثيرون جدًا من شبكتك: سجّل الدخول للتصويت، أو حاول لاحقًا',
  'You are posting feedback too quickly. Please wait a few minutes and try again.':
    'أنت تنشر الملاحظات بسرعة كبيرة. انتظر بضع دقائق ثم حاول مرة أخرى.',
  'You are commenting too quickly. Please wait a few minutes and try again.':
    'أنت تعلّق بسرعة كبيرة. انتظر بضع دقائق ثم حاول مرة أخرى.',
  'This feedback is not merged': 'هذه الملاحظة غير مدموجة',
  'This project has moved': 'نُقل هذا المشروع',
} satisfies Translation<typeof en>
