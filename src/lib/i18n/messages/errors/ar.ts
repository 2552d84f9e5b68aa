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
  // notifications
  'Choose an hour': 'اختر ساعة',
  'Choose a time zone': 'اختر منطقة زمنية',
  'Choose a time zone from the list': 'اختر منطقة زمنية من القائمة',
  'Working hours must end after they start': 'يجب أن تنتهي ساعات العمل بعد بدايتها',
  'Choose at least one working day': 'اختر يوم عمل واحدًا على الأقل',
  'Choose when the pause ends': 'اختر متى ينتهي الإيقاف المؤقت',
  'Choose a time in the future': 'اختر وقتًا في المستقبل',
  // imports and transfers
  'This project has no statuses; an editor must add one first':
    'لا حالات في هذا المشروع؛ يجب أن يضيف محرر حالة أولًا',
  'Wait for the runs already under way to finish first.': 'انتظر أولًا حتى تنتهي العمليات الجارية.',
  'Sign in to import a project': 'سجّل الدخول لاستيراد مشروع',
  'Choose a CSV file': 'اختر ملف CSV',
  'Choose an archive to import': 'اختر أرشيفًا لاستيراده',
  'Choose the column that holds the titles': 'اختر العمود الذي يحتوي على العناوين',
  'The API key of this import is gone: start it again':
    'لم يعد مفتاح API لهذا الاستيراد موجودًا: ابدأه من جديد',
  'The archive is empty': 'الأرشيف فارغ',
  'The column mapping is not valid': 'مطابقة الأعمدة غير صالحة',
  'The import has no file': 'لا ملف لهذا الاستيراد',
  'The uploaded file is gone: upload it again': 'لم يعد الملف المرفوع موجودًا: ارفعه من جديد',
} satisfies Translation<typeof en>
