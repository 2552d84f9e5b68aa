// Arabic. The English file beside this one is the source: same keys.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'Feature requests': 'طلبات الميزات',
  'Ideas for what we should build next.': 'أفكار لما يجب أن نبنيه بعد ذلك.',
  Bugs: 'أخطاء',
  'Something does not work as it should.': 'شيء لا يعمل كما ينبغي.',
  Open: 'مفتوح',
  'Under review': 'قيد المراجعة',
  Planned: 'مخطط له',
  'In progress': 'قيد التنفيذ',
  Complete: 'مكتمل',
  Closed: 'مغلق',
  New: 'جديد',
  Improved: 'محسّن',
  Fixed: 'تم الإصلاح',
  General: 'عام',
  'Everything about this project': 'كل ما يخص هذا المشروع',
  'Anything about the project.': 'أي شيء عن المشروع.',
  Announcements: 'الإعلانات',
  'News from the team. Only owners and admins start threads here.':
    'أخبار من الفريق. المالكون والمشرفون فقط يبدؤون النقاشات هنا.',
  'Q&A': 'أسئلة وأجوبة',
  'Ask the team; the best reply is marked as the answer.': 'اسأل الفريق؛ يُعلَّم أفضل رد على أنه الإجابة.',
  Ideas: 'أفكار',
  'Ideas worth talking through.': 'أفكار تستحق النقاش.',
} satisfies Translation<typeof en>
