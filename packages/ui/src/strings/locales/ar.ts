// The kit's texts in Arabic, shipped as @food-admin/ui/strings/ar (the kit speaks English by
// itself: docs/ui-kit.md#strings-and-translations). Counts
// use all six of Arabic's plural forms.
import type { BoardStrings } from '../board-strings';
import type { KitStrings } from '../defaults';
import { localeFormats, type PluralForms } from './intl-formats';

const { formatCount, formatMoney, formatPrice, formatRating, formatRelativeTime, formatTime, plural } =
  localeFormats('ar');

const ROLES: Record<string, string> = {
  CUSTOMER: 'عميل',
  RESTAURANT: 'صاحب مطعم',
  COURIER: 'مندوب توصيل',
  ADMIN: 'مسؤول',
};
const CATEGORIES: Record<string, string> = {
  USER: 'مستخدم',
  RESTAURANT: 'مطعم',
  ORDER: 'طلب',
  REVIEW: 'تقييم',
  GENERAL: 'عام',
  DISH: 'طبق',
};
const LEVELS: Record<string, string> = { INFO: 'معلومة', WARN: 'تحذير', ERROR: 'خطأ' };

const RESULTS: PluralForms = {
  zero: () => 'لا نتائج',
  one: () => 'نتيجة واحدة',
  two: () => 'نتيجتان',
  few: (n) => `${n} نتائج`,
  many: (n) => `${n} نتيجةً`,
  other: (n) => `${n} نتيجة`,
};
const REVIEWS: PluralForms = {
  zero: () => 'لا تقييمات',
  one: () => 'تقييم واحد',
  two: () => 'تقييمان',
  few: (n) => `${n} تقييمات`,
  many: (n) => `${n} تقييمًا`,
  other: (n) => `${n} تقييم`,
};
const CHARACTERS: PluralForms = {
  zero: () => 'لا أحرف',
  one: () => 'حرف واحد',
  two: () => 'حرفان',
  few: (n) => `${n} أحرف`,
  many: (n) => `${n} حرفًا`,
  other: (n) => `${n} حرف`,
};
const ROWS: PluralForms = {
  zero: () => 'لا صفوف',
  one: () => 'صف واحد',
  two: () => 'صفّان',
  few: (n) => `${n} صفوف`,
  many: (n) => `${n} صفًّا`,
  other: (n) => `${n} صف`,
};
const SELECTED: PluralForms = {
  zero: () => 'لم يُحدَّد شيء',
  one: () => 'عنصر واحد محدد',
  two: () => 'عنصران محددان',
  few: (n) => `${n} عناصر محددة`,
  many: (n) => `${n} عنصرًا محددًا`,
  other: (n) => `${n} عنصر محدد`,
};

const LATE: PluralForms = {
  zero: () => 'لا طلبات متأخرة',
  one: () => 'طلب واحد متأخر',
  two: () => 'طلبان متأخران',
  few: (n) => `${n} طلبات متأخرة`,
  many: (n) => `${n} طلبًا متأخرًا`,
  other: (n) => `${n} طلب متأخر`,
};
const ACTIVE_ORDERS: PluralForms = {
  zero: () => 'لا طلبات جارية',
  one: () => 'طلب جارٍ واحد',
  two: () => 'طلبان جاريان',
  few: (n) => `${n} طلبات جارية`,
  many: (n) => `${n} طلبًا جاريًا`,
  other: (n) => `${n} طلب جارٍ`,
};
const DELIVERED_TODAY: PluralForms = {
  zero: () => 'لم يُسلَّم أي طلب اليوم',
  one: () => 'طلب واحد سُلِّم اليوم',
  two: () => 'طلبان سُلِّما اليوم',
  few: (n) => `${n} طلبات سُلِّمت اليوم`,
  many: (n) => `${n} طلبًا سُلِّم اليوم`,
  other: (n) => `${n} طلب سُلِّم اليوم`,
};
const ITEMS: PluralForms = {
  zero: () => 'لا أصناف',
  one: () => 'صنف واحد',
  two: () => 'صنفان',
  few: (n) => `${n} أصناف`,
  many: (n) => `${n} صنفًا`,
  other: (n) => `${n} صنف`,
};

export const kitStrings: KitStrings & BoardStrings = {
  close: 'إغلاق',
  cancel: 'إلغاء',
  confirm: 'تأكيد',
  save: 'حفظ',
  edit: 'تعديل',
  delete: 'حذف',
  retry: 'إعادة المحاولة',
  remove: 'إزالة',
  clear: 'مسح',
  loading: 'جارٍ التحميل',
  loadingMore: 'جارٍ تحميل المزيد',
  loadMore: 'عرض المزيد',
  all: 'الكل',
  somethingWentWrong: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
  productName: 'Food Admin',

  locale: 'ar',
  formatCount,
  formatPrice,
  formatMoney,
  formatRating,
  formatRelativeTime,

  active: 'نشط',
  inactive: 'غير نشط',
  available: 'متوفر',
  unavailable: 'غير متوفر',
  openNow: 'مفتوح الآن',
  paused: 'موقوف مؤقتًا',
  closed: 'مغلق',

  roleLabel: (role) => ROLES[role] ?? role,
  activityCategoryLabel: (category) => CATEGORIES[category] ?? category,
  activityCategoryBadge: (category) => CATEGORIES[category] ?? category,
  activityLevelLabel: (level) => LEVELS[level] ?? level,

  pagination: 'التنقل بين الصفحات',
  previous: 'السابق',
  next: 'التالي',
  pageOf: (page, pages) => `الصفحة ${formatCount(page)} من ${formatCount(pages)}`,
  resultCount: (count) => plural(count, RESULTS),

  actions: 'الإجراءات',
  selectAllOnPage: 'تحديد كل صفوف هذه الصفحة',
  selectRow: (name) => `تحديد ${name}`,
  rowName: (id) => `الصف ${id}`,
  selectionPageAnnouncement: (pageCount, totalItems) =>
    `تم تحديد كل صفوف هذه الصفحة (${formatCount(pageCount)})؛ ويمكن تحديد كل الصفوف المطابقة (${formatCount(totalItems)}).`,
  selectionAllAnnouncement: (totalItems) => `تم تحديد كل الصفوف المطابقة: ${plural(totalItems, ROWS)}.`,
  selectionPage: (pageCount) => `تم تحديد كل ما في هذه الصفحة: ${plural(pageCount, ROWS)}.`,
  selectAllMatching: (totalItems) => `تحديد كل المطابق (${formatCount(totalItems)})`,
  selectionAll: (totalItems) => `تم تحديد كل المطابق (${formatCount(totalItems)}).`,
  clearSelection: 'إلغاء التحديد',
  noResults: 'لا نتائج',
  noResultsDescription: 'لا شيء يطابق البحث الحالي.',
  selectedCount: (count) => plural(count, SELECTED),
  bulkActions: 'إجراءات جماعية',
  applying: 'جارٍ التطبيق…',
  applyingProgress: (done, total) => `جارٍ التطبيق… ${formatCount(done)} من ${formatCount(total)}`,
  bulkResult: (changed, refused) =>
    refused > 0
      ? `تم تغيير ${formatCount(changed)}، ورُفض ${formatCount(refused)}`
      : `تم تغيير ${formatCount(changed)}`,
  refused: 'المرفوضة',
  columns: 'الأعمدة',
  showColumns: 'إظهار الأعمدة',
  filterBy: (title, chosen) => `تصفية حسب ${title}${chosen.length > 0 ? `: ${chosen.join('، ')}` : ''}`,
  clearFilter: 'مسح عامل التصفية',
  exportCsv: 'تصدير CSV',
  exporting: 'جارٍ التصدير…',

  characterCount: (length, max) => `${formatCount(length)}/${formatCount(max)}`,
  characterCountLabel: (length, max) => `${plural(length, CHARACTERS)} من ${formatCount(max)} كحد أقصى`,

  confirmDeletion: 'تأكيد الحذف',
  cannotBeUndone: 'لا يمكن التراجع عن هذا الإجراء.',
  userDetails: 'تفاصيل المستخدم',
  editUser: 'تعديل المستخدم',
  deleteUserMessage: (name, email) => `حذف المستخدم ${name} (${email})؟ لا يمكن التراجع عن هذا الإجراء.`,
  id: 'المعرّف',
  name: 'الاسم',
  email: 'البريد الإلكتروني',
  role: 'الدور',
  phone: 'الهاتف',
  roleHint: 'لا يمكن تغيير سوى الدور.',
  conflictDeletedTitle: (what) => `تم حذف هذا العنصر (${what})`,
  conflictDeletedMessage: (what) => `حذف أحدهم هذا العنصر (${what}) أثناء تعديلك له. لم تُحفَظ تغييراتك.`,
  conflictTitle: 'حفظ شخص آخر تغييرات',
  conflictMessage: (what, changedBy) =>
    `تم تغيير هذا العنصر (${what}) ${changedBy ? `بواسطة ${changedBy}` : 'بواسطة شخص آخر'} منذ أن فتحته. اختر ما تريد الاحتفاظ به.`,
  conflictTakeTheirs: 'اعتماد نسختهم',
  conflictMerge: 'دمج',
  conflictKeepMine: 'الاحتفاظ بنسختي',
  conflictSame: 'قيمك وقيمهم متطابقة؛ والحفظ يُبقي عليها.',
  conflictChangedFields: 'الحقول التي تغيّرت',
  conflictField: 'الحقل',
  conflictYours: 'قيمك',
  conflictTheirs: 'قيمهم',
  conflictEmpty: '(فارغ)',
  conflictChoice: (side, value) => `${side}: ${value}`,

  paletteTitle: 'لوحة الأوامر',
  paletteInputLabel: 'البحث في الصفحات والإجراءات والسجلات',
  palettePlaceholder: 'اكتب أمرًا أو كلمة بحث…',
  paletteError: 'تعذّر البحث. ما زالت الصفحات والإجراءات متاحة.',
  paletteSearching: 'جارٍ البحث…',
  paletteNoResults: (query) => `لا نتائج لـ «${query}»`,
  paletteSuggestions: 'اقتراحات',
  paletteMoveHint: 'للتنقل',
  paletteOpenHint: 'للفتح',
  paletteCloseHint: 'للإغلاق',
  keyEnter: 'Enter',
  keyEscape: 'Esc',

  clearSearch: 'مسح البحث',
  imageOnly: 'يُرجى اختيار ملف صورة',
  imageHint: 'PNG أو JPG أو WebP أو GIF.',
  imageDropHint: 'أو أفلت ملفًا هنا.',
  imagePreview: (label) => `معاينة ${label}`,
  chooseImage: 'اختيار صورة',
  replaceImage: 'استبدال الصورة',
  uploadProgress: 'تقدّم الرفع',

  noDescription: 'لا يوجد وصف',
  viewDishes: 'عرض الأطباق',
  viewDishesOf: (menu) => `في ${menu}`,
  reviewCount: (count) => plural(count, REVIEWS),
  ratedOutOf5: (rating, reviews) => `التقييم ${rating} من 5 بناءً على ${reviews}`,

  activityTitle: 'النشاط الأخير',
  activityCategory: 'الفئة',
  activityLevel: 'المستوى',
  activitySearch: 'البحث في النشاط',
  activityEntries: 'سجلات النشاط',
  activityNoMatches: 'لا يوجد نشاط يطابق عوامل التصفية هذه.',
  activityEmpty: 'لا يوجد نشاط بعد.',
  activityBy: 'بواسطة',

  boardTitle: 'الطلبات المباشرة',
  boardLateCount: (count) => plural(count, LATE),
  boardColumnEmpty: 'لا طلبات',
  boardEmptyTitle: 'لا طلبات مفتوحة',
  boardEmptyDescription: 'تظهر الطلبات الجديدة هنا فور تقديمها.',
  boardReconnecting: 'جارٍ إعادة الاتصال بالتحديثات المباشرة… قد تتأخر اللوحة قليلًا حتى ذلك الحين.',
  boardViews: 'أعمدة اللوحة',
  boardCouriers: 'مندوبو التوصيل',
  boardNoCouriers: 'لا يوجد مندوبو توصيل في المناوبة.',
  boardCourierLoad: (count) => plural(count, ACTIVE_ORDERS),
  boardDeliveredToday: (count) => plural(count, DELIVERED_TODAY),
  boardAge: (minutes) =>
    minutes < 60
      ? `${formatCount(minutes)} د`
      : `${formatCount(Math.floor(minutes / 60))} س ${formatCount(minutes % 60)} د`,
  boardDue: (time) => `الموعد ${formatTime(time)}`,
  boardItems: (count) => plural(count, ITEMS),
  boardNoCourier: 'بلا مندوب',
  boardLate: (reason) => `متأخر: ${reason}`,
  boardAssign: 'إسناد…',
  boardAssignLabel: (title) => `إسناد مندوب إلى الطلب ${title}`,
  boardAssigning: 'جارٍ الإسناد…',
  boardDragHandle: (title) => `نقل الطلب ${title} إلى مندوب`,
  boardDraggable: 'قابل للسحب',
  boardDragInstructions:
    'لإسناد مندوب، اضغط Space أو Enter لالتقاط الطلب، واستخدم الأسهم للتنقل بين المندوبين، ثم Space أو Enter لإفلاته على أحدهم، أو Escape للإلغاء.',
  boardDragStart: (title) => `تم التقاط الطلب ${title}.`,
  boardDragOver: (title, courier) =>
    courier === undefined ? `الطلب ${title} ليس فوق أي مندوب.` : `الطلب ${title} فوق ${courier}.`,
  boardDragEnd: (title, courier) =>
    courier === undefined
      ? `تم إفلات الطلب ${title} بعيدًا عن المندوبين. لم يتغير شيء.`
      : `تم إفلات الطلب ${title} على ${courier}.`,
  boardDropUnchanged: (title, courier) => `الطلب ${title} مُسنَد إلى ${courier} بالفعل. لم يتغير شيء.`,
  boardDragCancel: (title) => `أُلغي نقل الطلب ${title}. لم يتغير شيء.`,

  account: 'الحساب',
  profile: 'الملف الشخصي',
  settings: 'الإعدادات',
  logout: 'تسجيل الخروج',
  adminPanel: 'لوحة الإدارة',
  myRestaurants: 'مطاعمي',
  login: 'تسجيل الدخول',
  register: 'إنشاء حساب',
  switchTheme: (theme) => (theme === 'dark' ? 'التبديل إلى المظهر الداكن' : 'التبديل إلى المظهر الفاتح'),
  notifications: 'الإشعارات',
  closeToast: 'إغلاق الإشعار',
  breadcrumb: 'مسار التنقل',
  copyright: (year, owner) => `© ${year} ${owner}. جميع الحقوق محفوظة.`,
  mainNavigation: 'الرئيسية',
  expandSidebar: 'توسيع الشريط الجانبي',
  collapseSidebar: 'طي الشريط الجانبي',
  openNavigation: 'فتح قائمة التنقل',
  navigation: 'التنقل',
  closeNavigation: 'إغلاق قائمة التنقل',
};
