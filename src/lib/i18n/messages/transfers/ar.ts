// Arabic. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'status.queued': 'بانتظار البدء',
  'status.running': 'قيد التشغيل',
  'status.done': 'جاهز',
  'status.failed': 'فشل',
  'run.starting': 'جارٍ البدء…',
  'run.counted': '{done, number} من {total, number}',
  'run.progress': 'التقدّم',
  'run.latest': 'أحدث العمليات',
  'run.by': 'بواسطة {name}',
  'download.expired': 'منتهي الصلاحية',
  'download.action': 'تنزيل',
  startFailure: 'تعذّر بدء التصدير',
  'personal.pageTitle': 'بياناتك · الإعدادات · Parley',
  'personal.title': 'بياناتك',
  'personal.intro': 'نسخة مما يحتفظ به Parley عنك.',
  'personal.card': 'تنزيل بياناتي',
  'personal.description':
    'ملف JSON واحد داخل ZIP: ملفك الشخصي وعضوياتك والعناصر والتعليقات والمنشورات والرسائل التي كتبتها وأصواتك وتفاعلاتك وما تتابعه وإعدادات الإشعارات. يُرسل إليك الرابط بالبريد ويعمل لمدة 24 ساعة.',
  'personal.action': 'تنزيل بياناتي',
  'personal.started': 'نجمع بياناتك الآن. سنرسل إليك الرابط بالبريد.',
  'personal.loading': 'جارٍ تحميل عمليات التصدير',
  'personal.loadError': 'تعذّر تحميل عمليات التصدير',
  'export.title': 'تصدير',
  'export.description':
    'كل ما في هذا المشروع في أرشيف ZIP واحد: اللوحات والعناصر والأصوات والتعليقات والملاحظات الداخلية وخارطة الطريق والتحديثات والنقاشات والمحادثات والتفاعلات والملفات، مع الأشخاص المعنيين. يمكن استيراده إلى أي مؤسسة على Parley. يمكن تنزيل الأرشيفات لمدة 7 أيام.',
  'export.action': 'تصدير المشروع',
  'export.started': 'بدأ التصدير. سنرسل إليك الرابط بالبريد أيضًا عندما يجهز.',
  'export.loading': 'جارٍ تحميل عمليات التصدير',
  'export.loadError': 'تعذّر تحميل عمليات التصدير',
  'export.none': 'لا عمليات تصدير بعد.',
  'import.title': 'استيراد مشروع',
  'import.description':
    'أضف مشروعًا مُصدَّرًا من Parley (من هنا أو من مكان آخر) كمشروع جديد في هذه المؤسسة. يُطابَق الأشخاص بعنوان البريد الإلكتروني؛ ومن ليس لديه حساب هنا يحصل على حساب يمكنه المطالبة به.',
  'import.file': 'أرشيف المشروع (ZIP)',
  'import.action': 'استيراد',
  'import.uploading': 'جارٍ الرفع…',
  'import.uploaded': 'رُفع الأرشيف. يجري الاستيراد في الخلفية.',
  'import.uploadFailure': 'تعذّر رفع الأرشيف',
  'import.loading': 'جارٍ تحميل عمليات الاستيراد',
  'import.loadError': 'تعذّر تحميل عمليات الاستيراد',
  'import.open': 'فتح المشروع',
} satisfies Translation<typeof en>
