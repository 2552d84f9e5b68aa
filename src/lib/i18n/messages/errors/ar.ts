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
  // shell
  'Enter a name': 'أدخل اسمًا',
  'Use at most 80 characters': 'استخدم 80 حرفًا على الأكثر',
  'Use at most 2000 characters': 'استخدم 2000 حرف على الأكثر',
  'Use at most 280 characters': 'استخدم 280 حرفًا على الأكثر',
  'Use at least 2 characters': 'استخدم حرفين على الأقل',
  'Use at most 48 characters': 'استخدم 48 حرفًا على الأكثر',
  'Use lowercase letters, digits and single dashes between them':
    'استخدم أحرفًا لاتينية صغيرة وأرقامًا وشرطات مفردة بينها',
  'This address is reserved': 'هذا العنوان محجوز',
  'This address is already used by another project': 'هذا العنوان مستخدم بالفعل لمشروع آخر',
  'Project not found': 'المشروع غير موجود',
  'Choose an image file (PNG, JPEG, WebP or GIF).': 'اختر ملف صورة (PNG أو JPEG أو WebP أو GIF).',
  'The image is empty.': 'الصورة فارغة.',
  'Choose an image smaller than 1 MB.': 'اختر صورة أصغر من 1 ميغابايت.',
  'Connection lost while action was in flight': 'انقطع الاتصال أثناء تنفيذ الإجراء',
  'Are you sure you want to leave? Your changes may not be saved.':
    'هل تريد المغادرة بالتأكيد؟ قد لا تُحفظ تغييراتك.',
  'Choose an image smaller than 5 MB.': 'اختر صورة أصغر من 5 ميغابايت.',
  'This image could not be read. Try another file.': 'تعذّرت قراءة هذه الصورة. جرّب ملفًا آخر.',
  'This browser cannot resize images.': 'لا يستطيع هذا المتصفح تغيير حجم الصور.',
} satisfies Translation<typeof en>
