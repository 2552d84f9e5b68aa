// Arabic. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'footer.tagline': 'Parley: الملاحظات والتعاون على خادمك الخاص.',
  'language.label': 'اللغة',
  'language.change': 'تغيير',
  'language.menuLabel': 'اختر لغة',
  'language.default': 'لغة المتصفح',
  'language.orgDefault': 'اللغة الافتراضية للصفحات العامة',
  'language.orgDefaultHint':
    'الزوار الذين لا يطلب متصفحهم أيًّا من لغات Parley يرون الصفحات العامة والأداة المضمّنة بهذه اللغة.',
  'language.accountHint': 'صفحات Parley ورسائلك البريدية بهذه اللغة.',
  'language.saved': 'تم حفظ اللغة',
  'language.save': 'حفظ اللغة',
} satisfies Translation<typeof en>
