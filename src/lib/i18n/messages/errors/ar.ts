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
  // discussions
  'Titles need at least 3 characters': 'يجب أن يتكوّن العنوان من 3 أحرف على الأقل',
  'Titles can be at most 200 characters': 'يمكن أن يصل العنوان إلى 200 حرف كحد أقصى',
  'Write something first': 'اكتب شيئًا أولًا',
  'Posts can be at most 20,000 characters': 'يمكن أن تصل المشاركة إلى 20,000 حرف كحد أقصى',
  'Choose a category': 'اختر فئة',
  'The reason can be at most 200 characters': 'يمكن أن يصل السبب إلى 200 حرف كحد أقصى',
  'Give the category a name': 'أعطِ الفئة اسمًا',
  'Names are at most 40 characters': 'يصل الاسم إلى 40 حرفًا كحد أقصى',
  'Descriptions are at most 200 characters': 'يصل الوصف إلى 200 حرف كحد أقصى',
  'Pick an emoji': 'اختر رمزًا تعبيريًا',
  'A category with this name already exists': 'توجد فئة بهذا الاسم بالفعل',
  'Category not found': 'لم يُعثر على الفئة',
  'Choose a board': 'اختر لوحة',
  'Choose a reply as the answer, not the question': 'اختر ردًا كإجابة، لا السؤال',
  'Choose another category for its discussions': 'اختر فئة أخرى لنقاشاتها',
  'Discussion not found': 'لم يُعثر على النقاش',
  'Only the opening post carries the title': 'المشاركة الأولى وحدها تحمل العنوان',
  'Only the person who asked, an owner or an admin can choose the answer':
    'لا يختار الإجابة إلا صاحب السؤال أو مالك أو مسؤول',
  'Others have replied: only owners and admins can delete it now':
    'ردّ آخرون: لا يمكن حذفه الآن إلا للمالكين والمسؤولين',
  'Post not found': 'لم يُعثر على المشاركة',
  'This discussion was already converted to feedback': 'حُوّل هذا النقاش إلى ملاحظة بالفعل',
  'Type the title of the discussion to confirm': 'اكتب عنوان النقاش للتأكيد',
  'This discussion is locked': 'هذا النقاش مقفل',
  'You can only edit your own posts': 'لا يمكنك تعديل إلا مشاركاتك',
  // files
  'Give it a name': 'أعطِه اسمًا',
  'Names can be at most 255 characters': 'يمكن أن يصل الاسم إلى 255 حرفًا كحد أقصى',
  'Names can be at most 100 characters': 'يمكن أن يصل الاسم إلى 100 حرف كحد أقصى',
  'That name is reserved': 'هذا الاسم محجوز',
  'Names cannot contain / or \\': 'لا يمكن أن يحتوي الاسم على / أو \\',
  'Names cannot contain control characters': 'لا يمكن أن يحتوي الاسم على أحرف تحكم',
  'A folder cannot go inside itself': 'لا يمكن نقل مجلد إلى داخله',
  'File not found': 'لم يُعثر على الملف',
  'Folder not found': 'لم يُعثر على المجلد',
  'Only empty folders can be deleted: move or delete what is inside first':
    'لا يمكن حذف إلا المجلدات الفارغة: انقل محتواها أو احذفه أولًا',
  'The Attachments folder keeps the files attached to posts and messages':
    'يحفظ مجلد المرفقات الملفات المرفقة بالمشاركات والرسائل',
  'You cannot add files to this project': 'لا يمكنك إضافة ملفات إلى هذا المشروع',
  'Only the person who uploaded this file or an admin can add a version':
    'لا يضيف إصدارًا إلا من رفع هذا الملف أو مسؤول',
  'Already taken here': 'مستخدم هنا بالفعل',
} satisfies Translation<typeof en>
