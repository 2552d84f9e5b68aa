// Arabic (right to left). The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'settings.heading': 'الأداة',
  'settings.intro':
    'الملاحظات والتحديثات داخل منتجك: زر على موقعك يفتح أداة هذا المشروع. يوقّع خادمك هوية الشخص، فتحمل أصواته ومنشوراته اسمه.',
  'settings.loading': 'جارٍ تحميل إعدادات الأداة',
  'settings.loadFailed': 'تعذّر تحميل إعدادات الأداة',
  'settings.somethingWrong': 'حدث خطأ ما.',
  'settings.private': 'هذا المشروع خاص: لن تُحمَّل أداته في أي مكان حتى يصبح المشروع عامًا.',
  'secret.label': 'سرّ الأداة (يُعرض مرة واحدة: احتفظ به على خادمك)',
  'secret.hint': 'وقّع به رموز التعريف (HS256) على خادمك. لن يُعرض مرة أخرى؛ جدّده للحصول على سرّ جديد.',
  'secret.saved': 'لقد حفظته',
  'off.status': 'الأداة متوقفة.',
  'off.turnOn': 'تشغيل الأداة',
  'linkVerified.label': 'ربط عناوين البريد المؤكَّدة',
  'linkVerified.description':
    '{label} (الفريق كله، كل المشاريع): الشخص الذي يسجّل خادمك دخوله بالعنوان المؤكَّد لحساب Parley موجود يصبح ذلك الحساب. عند الإيقاف: كل شخص في منتجك هو شخص مستقل في Parley.',
  'turnOff.title': 'إيقاف الأداة؟',
  'turnOff.description':
    'تتوقف الأداة عن التحميل في كل المواقع دفعة واحدة، ويُسجَّل خروج كل من سجّل الدخول فيها. يبقى ما نشره الناس. إعادة تشغيلها تُنشئ سرًّا جديدًا.',
  'turnOff.confirm': 'إيقاف',
  'turnOff.pending': 'جارٍ الإيقاف…',
  'failure.turnOn': 'تعذّر تشغيل الأداة',
  'failure.turnOff': 'تعذّر إيقاف الأداة',
  'failure.setting': 'تعذّر تغيير الإعداد',
  'failure.save': 'تعذّر حفظ إعدادات الأداة',
  'failure.rotate': 'تعذّر تجديد السرّ',
  'form.saved': 'حُفظت إعدادات الأداة',
  'form.notAnOrigin': '«{line}» ليس أصلًا: اكتب scheme://host[:port] بدون مسار',
  'form.tooManyOrigins': '{max} أصول على الأكثر',
  'form.colourInvalid': 'اختر لونًا بالصيغة #rrggbb',
  'form.noTab': 'اعرض علامة تبويب واحدة على الأقل',
  'form.snippet': 'المقتطف البرمجي: الصقه في صفحات منتجك',
  'form.origins': 'المواقع المسموح بها',
  'form.originsHelp':
    'أصل واحد في كل سطر (scheme://host[:port])، {max} على الأكثر. تُحمَّل الأداة على هذه المواقع فقط.',
  'form.position': 'موضع الزر',
  'form.bottomRight': 'أسفل اليمين',
  'form.bottomLeft': 'أسفل اليسار',
  'form.colour': 'لون الزر',
  'form.tabs': 'علامات التبويب',
  'form.tabFeedback': 'الملاحظات',
  'form.tabUpdates': 'التحديثات',
  'form.save': 'حفظ',
  'form.rotate': 'تجديد السرّ',
  'form.previousSecret': 'يظل السرّ السابق يتحقق من الرموز حتى {date}.',
} as const satisfies Translation<typeof en>
