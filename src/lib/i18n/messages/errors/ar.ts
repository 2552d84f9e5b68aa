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
  // account (account settings, sessions, API keys, OAuth, webhooks)
  'Enter your current password': 'أدخل كلمة مرورك الحالية',
  'This is already your email address': 'هذا هو بريدك الإلكتروني بالفعل',
  'This is not your current password': 'هذه ليست كلمة مرورك الحالية',
  'This is not your password': 'هذه ليست كلمة مرورك',
  'For your security, sign in again before setting a password.':
    'حفاظًا على أمانك، سجّل الدخول مجددًا قبل تعيين كلمة مرور.',
  'Your sessions could not be loaded.': 'تعذّر تحميل جلساتك.',
  'Session expired. Re-authenticate to perform this action.':
    'انتهت صلاحية الجلسة. سجّل الدخول مجددًا لتنفيذ هذا الإجراء.',
  "You can't unlink your last account": 'لا يمكنك إلغاء ربط آخر حساب لديك',
  'Enter a date like 2027-01-31': 'أدخل تاريخًا مثل 2027-01-31',
  'Choose today or a later day': 'اختر اليوم أو يومًا لاحقًا',
  'Choose a day within the next five years': 'اختر يومًا خلال السنوات الخمس القادمة',
  'Enter a name, such as the integration that will use the key':
    'أدخل اسمًا، مثل عملية الدمج التي ستستخدم المفتاح',
  'Use at most 80 characters': 'استخدم 80 حرفًا على الأكثر',
  'Choose from the listed scopes': 'اختر من الصلاحيات المدرجة',
  'Choose at least one scope': 'اختر صلاحية واحدة على الأقل',
  'Choose an expiry day from today to five years ahead': 'اختر يوم انتهاء بين اليوم وخمس سنوات من الآن',
  'Choose today or a later day, within the next five years':
    'اختر اليوم أو يومًا لاحقًا، خلال السنوات الخمس القادمة',
  'That project is not in this organization': 'هذا المشروع لا ينتمي إلى هذه المؤسسة',
  'Choose one of the organization’s projects, or all projects': 'اختر أحد مشاريع المؤسسة، أو كل المشاريع',
  'An organization can have at most 50 working API keys. Revoke one you no longer use first.':
    'يمكن أن يكون للمؤسسة 50 مفتاح API صالحًا على الأكثر. ألغِ أولًا مفتاحًا لم تعد تستخدمه.',
  'API key not found': 'لم يتم العثور على مفتاح API',
  'Connected app not found': 'لم يتم العثور على التطبيق المتصل',
  'This app is not registered with Parley (unknown client_id).':
    'هذا التطبيق غير مسجّل لدى Parley (client_id غير معروف).',
  'The address this app asked to return to is not one it registered.':
    'العنوان الذي طلب هذا التطبيق العودة إليه ليس من العناوين التي سجّلها.',
  'Apps cannot be connected while you are signed in as someone else.':
    'لا يمكن توصيل التطبيقات وأنت مسجّل الدخول باسم شخص آخر.',
  'Enter the URL that should receive the events': 'أدخل عنوان URL الذي يجب أن يستقبل الأحداث',
  'Use at most 2000 characters': 'استخدم 2000 حرف على الأكثر',
  'Enter a valid URL': 'أدخل عنوان URL صالحًا',
  'Enter a full URL, such as https://example.com/webhooks':
    'أدخل عنوان URL كاملًا، مثل https://example.com/webhooks',
  'Use an https:// or http:// URL': 'استخدم عنوان URL يبدأ بـ https:// أو http://',
  'Use an https:// URL': 'استخدم عنوان URL يبدأ بـ https://',
  'Leave the user name and password out of the URL': 'لا تضع اسم المستخدم وكلمة المرور في عنوان URL',
  'Use at most 300 characters': 'استخدم 300 حرف على الأكثر',
  'Choose from the listed events': 'اختر من الأحداث المدرجة',
  'Choose Standard, Slack or Discord': 'اختر قياسي أو Slack أو Discord',
  'Choose at least one event, or all events': 'اختر حدثًا واحدًا على الأقل، أو كل الأحداث',
  'A chosen project is not in this organization': 'أحد المشاريع المختارة لا ينتمي إلى هذه المؤسسة',
  'An organization can have at most 25 webhooks. Delete one you no longer use first.':
    'يمكن أن يكون للمؤسسة 25 من الـ Webhooks على الأكثر. احذف أولًا واحدًا لم تعد تستخدمه.',
  'Webhook not found': 'لم يتم العثور على الـ Webhook',
  'Delivery not found': 'لم يتم العثور على التسليم',
} satisfies Translation<typeof en>
