// Arabic (right to left). The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'page.title': 'الملاحظات · {project}',
  'tab.feedback': 'الملاحظات',
  'tab.updates': 'التحديثات',
  'app.close': 'إغلاق',
  'app.sections': 'الأقسام',
  'app.new': '(جديد)',
  'state.retry': 'إعادة المحاولة',
  'signIn.seeFeedback': 'سجّل الدخول في {host} لرؤية ملاحظاتك.',
  'signIn.post': 'سجّل الدخول في {host} لنشر ملاحظة.',
  'signIn.comment': 'سجّل الدخول في {host} للتعليق.',
  'signIn.why': 'يعرف {project} هويتك من {host}؛ ليس لهذه الأداة تسجيل دخول خاص بها.',
  'link.newTab': '(يُفتح في علامة تبويب جديدة)',
  'time.justNow': 'الآن',
  'api.unreachable': 'تعذّر الوصول إلى Parley. تحقّق من اتصالك وحاول مرة أخرى.',
  'api.failed': 'حدث خطأ ما. حاول مرة أخرى.',
  'more.loading': 'جارٍ التحميل…',
  'more.show': 'عرض المزيد',
  'updates.loading': 'جارٍ تحميل التحديثات',
  'updates.empty': 'لم يُنشر أي تحديث بعد.',
  'updates.new': 'جديد',
  'updates.more':
    '{count, plural, zero {لا تحديثات إضافية} one {تحديث إضافي واحد} two {تحديثان إضافيان} few {# تحديثات إضافية} many {# تحديثًا إضافيًا} other {# تحديث إضافي}}',
  'list.search': 'البحث في الملاحظات',
  'list.post': 'إرسال ملاحظة',
  'list.show': 'عرض',
  'list.all': 'الكل',
  'list.mine': 'ملاحظاتي',
  'list.sort': 'الترتيب',
  'list.sortTrending': 'الرائجة',
  'list.sortTop': 'الأعلى تصويتًا',
  'list.sortNew': 'الأحدث',
  'list.loading': 'جارٍ تحميل الملاحظات',
  'list.noResults': 'لا توجد نتائج',
  'list.results':
    '{count, plural, zero {لا نتائج} one {نتيجة واحدة} two {نتيجتان} few {# نتائج} many {# نتيجة} other {# نتيجة}}',
  'list.resultsAndMore':
    '{count, plural, zero {#+ نتيجة} one {#+ نتيجة} two {#+ نتيجة} few {#+ نتائج} many {#+ نتيجة} other {#+ نتيجة}}',
  'list.moreResults':
    '{count, plural, zero {لا نتائج إضافية} one {نتيجة إضافية واحدة} two {نتيجتان إضافيتان} few {# نتائج إضافية} many {# نتيجة إضافية} other {# نتيجة إضافية}}',
  'list.nothingMatches': 'لا شيء يطابق «{query}». هل تريد نشره كملاحظة جديدة؟',
  'list.noneMine': 'لم ترسل أي ملاحظة بعد.',
  'list.none': 'لا توجد ملاحظات بعد. كن أول من يرسل ملاحظة.',
  'item.comments':
    '{count, plural, zero {لا تعليقات} one {تعليق واحد} two {تعليقان} few {# تعليقات} many {# تعليقًا} other {# تعليق}}',
  'item.yours': 'ملاحظتك',
  'item.openFull': 'فتح الصفحة كاملة',
  'item.back': '→ العودة إلى الملاحظات',
  'vote.signInAnnounce': 'سجّل الدخول في {host} للتصويت.',
  'vote.signInHint': 'سجّل الدخول في {host} للتصويت',
  'vote.voted':
    'تم التصويت. {count, plural, zero {لا أصوات} one {صوت واحد} two {صوتان} few {# أصوات} many {# صوتًا} other {# صوت}}.',
  'vote.removed':
    'أُلغي التصويت. {count, plural, zero {لا أصوات} one {صوت واحد} two {صوتان} few {# أصوات} many {# صوتًا} other {# صوت}}.',
  'vote.label':
    'التصويت لـ {title} ({count, plural, zero {لا أصوات} one {صوت واحد} two {صوتان} few {# أصوات} many {# صوتًا} other {# صوت}})',
  'post.similarFound':
    '{count, plural, zero {لم يُعثر على عناصر مشابهة} one {عُثر على عنصر مشابه واحد} two {عُثر على عنصرين مشابهين} few {عُثر على # عناصر مشابهة} many {عُثر على # عنصرًا مشابهًا} other {عُثر على # عنصر مشابه}}',
  'post.titleRequired': 'أعطِ ملاحظتك عنوانًا.',
  'post.posted': 'نُشرت ملاحظتك.',
  'post.title': 'العنوان',
  'post.similar': 'ملاحظات مشابهة — هل تصوّت لها بدلًا من ذلك؟',
  'post.details': 'التفاصيل (اختياري)',
  'post.board': 'اللوحة',
  'post.posting': 'جارٍ النشر…',
  'comment.required': 'اكتب تعليقًا أولًا.',
  'comment.posted': 'نُشر تعليقك.',
  'comment.label': 'تعليقك',
  'comment.sending': 'جارٍ الإرسال…',
  'comment.submit': 'تعليق',
} as const satisfies Translation<typeof en>
