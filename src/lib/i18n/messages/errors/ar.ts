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
  // orgs
  'Enter a name for the team': 'أدخل اسمًا للفريق',
  'Use at least 2 characters': 'استخدم حرفين على الأقل',
  'Use at most 48 characters': 'استخدم 48 حرفًا على الأكثر',
  'Use lowercase letters, digits and single dashes between them':
    'استخدم أحرفًا صغيرة وأرقامًا وشرطات مفردة بينها فقط',
  'This address is reserved': 'هذا العنوان محجوز',
  'This address is taken': 'هذا العنوان مستخدم بالفعل',
  'Invalid slug: Use at least 2 characters': 'عنوان غير صالح: استخدم حرفين على الأقل',
  'Invalid slug: Use at most 48 characters': 'عنوان غير صالح: استخدم 48 حرفًا على الأكثر',
  'Invalid slug: Use lowercase letters, digits and single dashes between them':
    'عنوان غير صالح: استخدم أحرفًا صغيرة وأرقامًا وشرطات مفردة بينها فقط',
  'Invalid slug: This address is reserved': 'عنوان غير صالح: هذا العنوان محجوز',
  'Organization slug already taken': 'هذا العنوان مستخدم بالفعل',
  'Enter an email address like name@example.com': 'أدخل عنوان بريد إلكتروني مثل name@example.com',
  'Team names are 1 to 50 characters': 'تتكون أسماء الفرق من 1 إلى 50 حرفًا',
  'Team names need at least one letter or digit': 'يجب أن يحتوي اسم الفريق على حرف أو رقم واحد على الأقل',
  'A team with this name already exists': 'يوجد فريق بهذا الاسم بالفعل',
  'You have reached the maximum number of organizations': 'لقد بلغت الحد الأقصى لعدد الفرق',
  'User is already a member of this organization': 'هذا المستخدم عضو بالفعل في هذا الفريق',
  'User is already invited to this organization': 'هذا المستخدم مدعو بالفعل إلى هذا الفريق',
  'You are not allowed to invite a user with this role': 'غير مسموح لك بدعوة مستخدم بهذا الدور',
  'You are not allowed to invite users to this organization': 'غير مسموح لك بدعوة مستخدمين إلى هذا الفريق',
  'The last owner cannot leave or be removed. Make someone else an owner first.':
    'لا يمكن للمالك الأخير المغادرة أو الإزالة. اجعل شخصًا آخر مالكًا أولًا.',
  'The last owner cannot be demoted. Make someone else an owner first.':
    'لا يمكن خفض دور المالك الأخير. اجعل شخصًا آخر مالكًا أولًا.',
  'You cannot leave the organization as the only owner': 'لا يمكنك مغادرة الفريق وأنت مالكه الوحيد',
  'Invitation not found': 'لم يُعثر على الدعوة',
  'You are not the recipient of the invitation': 'لست المستلم المقصود لهذه الدعوة',
  'Inviter is no longer a member of the organization': 'لم يعد صاحب الدعوة عضوًا في الفريق',
  'Email verification required before accepting or rejecting invitation':
    'يجب تأكيد بريدك الإلكتروني قبل قبول الدعوة أو رفضها',
  'Organization not found': 'لم يُعثر على الفريق',
  'You are not allowed to access resource: team': 'غير مسموح لك بالوصول إلى الفرق',
  'The invitation email could not be sent. Please try again.':
    'تعذّر إرسال رسالة الدعوة. يُرجى المحاولة مرة أخرى.',
  'Could not load the members': 'تعذّر تحميل الأعضاء',
  'Could not load the invitations': 'تعذّر تحميل الدعوات',
  // admin
  'Enter a name': 'أدخل اسمًا',
  'Use at most 500 characters': 'استخدم 500 حرف على الأكثر',
  'Use at most 200 characters': 'استخدم 200 حرف على الأكثر',
  'Choose a role': 'اختر دورًا',
  'The users could not be loaded.': 'تعذّر تحميل المستخدمين.',
  'The user could not be loaded.': 'تعذّر تحميل المستخدم.',
  'The sessions could not be loaded.': 'تعذّر تحميل الجلسات.',
  'You cannot ban yourself': 'لا يمكنك حظر نفسك',
  'You cannot impersonate admins': 'لا يمكنك انتحال هوية المشرفين',
  'You cannot remove yourself': 'لا يمكنك إزالة نفسك',
  'User not found': 'لم يُعثر على المستخدم',
} satisfies Translation<typeof en>
