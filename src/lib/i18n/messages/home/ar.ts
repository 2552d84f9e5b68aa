// Arabic. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'page.greeting': 'مرحبًا {name}',
  'page.greetingAnonymous': 'مرحبًا',
  'page.intro': 'فرقك وما تعمل عليه.',
  'page.newTeam': 'فريق جديد',
  'teams.heading': 'فرقك',
  'teams.meta':
    '@{slug} · {role, select, owner {مالك} admin {مشرف} member {عضو} other {{role}}} · {members, plural, zero {لا أعضاء} one {عضو واحد} two {عضوان} few {# أعضاء} many {# عضوًا} other {# عضو}}',
  'recent.heading': 'المشاريع الأخيرة',
  'recent.updated': 'حُدّث {time}',
  'empty.title': 'لست في أي فريق بعد',
  'empty.text':
    'يضم الفريق مشاريعك: لوحات الملاحظات وخريطة الطريق والتحديثات والملفات والنقاشات والدردشة. أنشئ فريقًا وادعُ الأشخاص الذين تعمل معهم.',
  'empty.create': 'أنشئ فريقًا',
} satisfies Translation<typeof en>
