// Arabic. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  greeting: 'مرحبًا {name}،',
  greetingNoName: 'مرحبًا،',
  openLink: 'أو افتح هذا الرابط:',
  'duration.minutes':
    '{count, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}',
  'duration.hours':
    '{count, plural, zero {# ساعة} one {ساعة واحدة} two {ساعتين} few {# ساعات} many {# ساعة} other {# ساعة}}',
  'duration.days':
    '{count, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}',
  'resetPassword.subject': 'أعد تعيين كلمة مرور Parley',
  'resetPassword.heading': 'إعادة تعيين كلمة المرور',
  'resetPassword.body':
    'طلب أحدهم إعادة تعيين كلمة مرور حسابك على Parley. اختر كلمة مرور جديدة عبر الرابط أدناه.',
  'resetPassword.validity': 'يمكن استخدام الرابط مرة واحدة، وهو صالح لمدة {duration}.',
  'resetPassword.action': 'اختر كلمة مرور جديدة',
  'resetPassword.footer': 'إن لم تطلب ذلك فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
} satisfies Translation<typeof en>
