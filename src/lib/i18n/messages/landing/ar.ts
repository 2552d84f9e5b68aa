// Arabic. The English file beside this one is the source: same keys, same variables.
import type { Translation } from '../../catalogue'
import type en from './en'

export default {
  'hero.badge': 'مساحة عمل مفتوحة لفرق المنتجات',
  'hero.title': 'استمع إلى مستخدميك. قرّروا معًا. أطلِق ما يهمّ.',
  'hero.intro':
    'يجمع Parley لوحات الملاحظات وخريطة طريق عامة وتحديثات الإصدارات والملفات والنقاشات والدردشة في مساحة عمل واحدة لكل فريق من فرقك وكل مشروع من مشاريعك.',
  'hero.goToTeams': 'انتقل إلى فرقك',
  'hero.getStarted': 'ابدأ مجانًا',
  'hero.signIn': 'تسجيل الدخول',
  'features.heading': 'كل ما يحتاجه المشروع ليُصغي ويستجيب',
  'features.feedback.title': 'ملاحظات ترتّب نفسها',
  'features.feedback.text':
    'لوحات للأفكار والأخطاء. يصوّت الناس ويعلّقون، وتُدمج المكررات، ويرتفع العمل الأكثر طلبًا إلى القمة.',
  'features.roadmap.title': 'خريطة طريق يثق بها الناس',
  'features.roadmap.text':
    'انقل الطلبات من «مخطط» إلى «قيد التنفيذ» إلى «منجز». يرى كل من طلب أين وصلت فكرته.',
  'features.updates.title': 'تحديثات تُكمل الحلقة',
  'features.updates.text': 'انشر إدخالًا في سجل التغييرات عند إطلاق شيء ما، مرتبطًا بالملاحظات التي يجيب عنها.',
  'features.discussions.title': 'نقاشات ودردشة مباشرة',
  'features.discussions.text':
    'سلاسل مطوّلة للقرارات، ودردشة لكل ما هو سريع. ما يكتبه شخص واحد يراه الجميع فورًا.',
  'features.files.title': 'الملفات بجوار العمل',
  'features.files.text':
    'المواصفات ولقطات الشاشة والملفات المُصدَّرة تعيش في المشروع الذي تنتمي إليه، لا في صندوق بريد أحدهم.',
  'features.hosting.title': 'استضِفه بنفسك',
  'features.hosting.text':
    'أمر واحد يشغّل Parley على قاعدة بيانات مدمجة. وجّهه إلى PostgreSQL لتشغيل العدد الذي تحتاجه من العُقد.',
  'teams.heading': 'المؤسسات والمشاريع والأشخاص',
  'teams.text':
    'أنشئ فريقًا، وادعُ الأعضاء بصفة مالكين أو مشرفين أو أعضاء، وامنح كل منتج مشروعه الخاص. أبقِ المشروع خاصًا بفريقك، أو افتح ملاحظاته وخريطة طريقه للجميع.',
  'teams.create': 'أنشئ مساحة عملك',
} satisfies Translation<typeof en>
