import { JOB_STATUS, REMOTE_TYPE } from '#shared/constants/domain.ts';
import { ROLE } from '#shared/constants/roles.ts';

type Lookup = { id: number; code: string; nameEn: string; nameTr: string; sortOrder: number };

/** Rows of [code, English, Turkish] numbered from 1 in the order given. */
function numbered(rows: readonly (readonly [string, string, string])[]): Lookup[] {
  return rows.map(([code, nameEn, nameTr], index) => ({ id: index + 1, code, nameEn, nameTr, sortOrder: index + 1 }));
}

export const ROLES = [
  { id: ROLE.admin, code: 'admin', nameEn: 'Administrator', nameTr: 'Yönetici' },
  { id: ROLE.recruiter, code: 'recruiter', nameEn: 'Recruiter', nameTr: 'İşe alım uzmanı' },
  { id: ROLE.candidate, code: 'candidate', nameEn: 'Candidate', nameTr: 'Aday' },
  { id: ROLE.company, code: 'company', nameEn: 'Company', nameTr: 'Şirket' },
];

/**
 * The highest job reward per currency in major units (about 50,000 US dollars each); staff change
 * it on the salary-types lookup page. Migration 0008 gave existing databases the same values.
 */
const MAX_REWARD_MAJOR: Record<string, number> = {
  USD: 50_000,
  EUR: 50_000,
  TRY: 2_000_000,
  GBP: 40_000,
  JPY: 7_500_000,
  CAD: 70_000,
  AUD: 75_000,
  CHF: 45_000,
  CNY: 350_000,
  INR: 4_000_000,
};

/** Ids follow CURRENCY_CODES: 1 dollar and 2 euro, as the spec's currency_type_id says. */
export const CURRENCIES = [
  { id: 1, code: 'USD', symbol: '$', nameEn: 'US Dollar', nameTr: 'ABD Doları', minorUnit: 2 },
  { id: 2, code: 'EUR', symbol: '€', nameEn: 'Euro', nameTr: 'Euro', minorUnit: 2 },
  { id: 3, code: 'TRY', symbol: '₺', nameEn: 'Turkish Lira', nameTr: 'Türk Lirası', minorUnit: 2 },
  { id: 4, code: 'GBP', symbol: '£', nameEn: 'British Pound', nameTr: 'İngiliz Sterlini', minorUnit: 2 },
  { id: 5, code: 'JPY', symbol: '¥', nameEn: 'Japanese Yen', nameTr: 'Japon Yeni', minorUnit: 0 },
  { id: 6, code: 'CAD', symbol: 'C$', nameEn: 'Canadian Dollar', nameTr: 'Kanada Doları', minorUnit: 2 },
  { id: 7, code: 'AUD', symbol: 'A$', nameEn: 'Australian Dollar', nameTr: 'Avustralya Doları', minorUnit: 2 },
  { id: 8, code: 'CHF', symbol: 'CHF', nameEn: 'Swiss Franc', nameTr: 'İsviçre Frangı', minorUnit: 2 },
  { id: 9, code: 'CNY', symbol: 'CN¥', nameEn: 'Chinese Yuan', nameTr: 'Çin Yuanı', minorUnit: 2 },
  { id: 10, code: 'INR', symbol: '₹', nameEn: 'Indian Rupee', nameTr: 'Hindistan Rupisi', minorUnit: 2 },
].map((currency) => ({
  ...currency,
  sortOrder: currency.id,
  maxRewardMinor: (MAX_REWARD_MAJOR[currency.code] ?? 50_000) * 10 ** currency.minorUnit,
}));

export const INDUSTRIES = numbered([
  ['software', 'Software & IT Services', 'Yazılım ve Bilişim Hizmetleri'],
  ['fintech', 'Financial Technology', 'Finansal Teknoloji'],
  ['banking', 'Banking & Financial Services', 'Bankacılık ve Finansal Hizmetler'],
  ['insurance', 'Insurance', 'Sigortacılık'],
  ['healthcare', 'Healthcare', 'Sağlık Hizmetleri'],
  ['pharma', 'Pharmaceuticals & Biotechnology', 'İlaç ve Biyoteknoloji'],
  ['retail', 'Retail & E-commerce', 'Perakende ve E-ticaret'],
  ['manufacturing', 'Manufacturing', 'İmalat'],
  ['automotive', 'Automotive', 'Otomotiv'],
  ['energy', 'Energy & Utilities', 'Enerji ve Altyapı Hizmetleri'],
  ['telecom', 'Telecommunications', 'Telekomünikasyon'],
  ['logistics', 'Logistics & Transportation', 'Lojistik ve Taşımacılık'],
  ['construction', 'Construction & Real Estate', 'İnşaat ve Gayrimenkul'],
  ['hospitality', 'Hospitality & Tourism', 'Konaklama ve Turizm'],
  ['education', 'Education', 'Eğitim'],
  ['media', 'Media & Entertainment', 'Medya ve Eğlence'],
  ['consulting', 'Consulting & Professional Services', 'Danışmanlık ve Profesyonel Hizmetler'],
  ['consumer_goods', 'Consumer Goods', 'Tüketim Ürünleri'],
  ['food', 'Food & Agriculture', 'Gıda ve Tarım'],
  ['marketing', 'Marketing & Advertising', 'Pazarlama ve Reklamcılık'],
  ['public_sector', 'Public Sector & Non-profit', 'Kamu ve Sivil Toplum'],
]);

export const JOB_TYPES = numbered([
  ['fulltime', 'Full-time', 'Tam zamanlı'],
  ['partime', 'Part-time', 'Yarı zamanlı'],
  ['contract', 'Contract', 'Sözleşmeli'],
  ['internship', 'Internship', 'Staj'],
  ['temporary', 'Temporary', 'Geçici'],
]);

export const REMOTE_TYPES = [
  { id: REMOTE_TYPE.onsite, code: 'onsite', nameEn: 'On-site', nameTr: 'İş yerinde', sortOrder: 1 },
  { id: REMOTE_TYPE.remote, code: 'remote', nameEn: 'Remote', nameTr: 'Uzaktan', sortOrder: 2 },
  { id: REMOTE_TYPE.hybrid, code: 'hybrid', nameEn: 'Hybrid', nameTr: 'Hibrit', sortOrder: 3 },
];

export const RECRUITMENT_TYPES = numbered([
  ['permanent', 'Permanent placement', 'Kalıcı yerleştirme'],
  ['contract_staffing', 'Contract staffing', 'Sözleşmeli personel temini'],
  ['executive_search', 'Executive search', 'Üst düzey yönetici arama'],
  ['rpo', 'Recruitment process outsourcing (RPO)', 'İşe alım süreci dış kaynak kullanımı (RPO)'],
]);

export const SALARY_TYPES = numbered([
  ['hourly', 'Hourly', 'Saatlik'],
  ['daily', 'Daily', 'Günlük'],
  ['monthly', 'Monthly', 'Aylık'],
  ['yearly', 'Yearly', 'Yıllık'],
]);

export const SALARY_TYPE = { hourly: 1, daily: 2, monthly: 3, yearly: 4 } as const;
export type SalaryTypeId = (typeof SALARY_TYPE)[keyof typeof SALARY_TYPE];

export const EDUCATION_LEVELS = numbered([
  ['primary', 'Primary school', 'İlkokul'],
  ['high_school', 'High school', 'Lise'],
  ['associate', 'Associate degree', 'Ön lisans'],
  ['bachelor', "Bachelor's degree", 'Lisans'],
  ['master', "Master's degree", 'Yüksek lisans'],
  ['doctorate', 'Doctorate (PhD)', 'Doktora'],
]);

export const GENDERS = numbered([
  ['female', 'Female', 'Kadın'],
  ['male', 'Male', 'Erkek'],
  ['non_binary', 'Non-binary', 'İkili olmayan'],
  ['not_specified', 'Prefer not to say', 'Belirtmek istemiyorum'],
]);

export const CONTACT_SUBJECTS = numbered([
  ['general', 'General question', 'Genel soru'],
  ['partnership', 'Partnership', 'İş birliği'],
  ['billing', 'Billing', 'Faturalandırma'],
  ['technical_support', 'Technical support', 'Teknik destek'],
  ['feedback', 'Feedback', 'Geri bildirim'],
]);

export const JOB_STATUSES = [
  { id: JOB_STATUS.open, code: 'open', nameEn: 'Open', nameTr: 'Açık', colorCode: '#22c55e' },
  { id: JOB_STATUS.draft, code: 'draft', nameEn: 'Draft', nameTr: 'Taslak', colorCode: '#94a3b8' },
  { id: JOB_STATUS.pendingPayment, code: 'pending_payment', nameEn: 'Pending payment', nameTr: 'Ödeme bekleniyor', colorCode: '#f59e0b' },
  { id: JOB_STATUS.paused, code: 'paused', nameEn: 'Paused', nameTr: 'Duraklatıldı', colorCode: '#f97316' },
  { id: JOB_STATUS.closed, code: 'closed', nameEn: 'Closed', nameTr: 'Kapalı', colorCode: '#ef4444' },
  { id: JOB_STATUS.filled, code: 'filled', nameEn: 'Filled', nameTr: 'Dolduruldu', colorCode: '#3b82f6' },
].map((status) => ({ ...status, sortOrder: status.id }));

/** The spec's catalogue in pipeline order; submission and offer need a CV attached. */
export const CANDIDATE_STATUSES = [
  ['screening', 'Screening', 'Ön değerlendirme', 0, '#64748b'],
  ['pre_submission_interviews', 'Pre-submission interviews', 'Sunum öncesi mülakatlar', 0, '#0ea5e9'],
  ['submission', 'Submission', 'Şirkete sunuldu', 1, '#6366f1'],
  ['company_interviews', 'Company interviews', 'Şirket mülakatları', 0, '#8b5cf6'],
  ['offer', 'Offer', 'Teklif', 1, '#f59e0b'],
  ['hire', 'Hire', 'İşe alım', 0, '#22c55e'],
  ['waiting_approval', 'Waiting approval', 'Onay bekliyor', 0, '#eab308'],
  ['accepted', 'Accepted', 'Kabul edildi', 0, '#16a34a'],
  ['rejected', 'Rejected', 'Reddedildi', 0, '#ef4444'],
].map(([code, nameEn, nameTr, requiresCv, colorCode], index) => ({
  id: index + 1,
  code: code as string,
  nameEn: nameEn as string,
  nameTr: nameTr as string,
  requiresCv: requiresCv as number,
  colorCode: colorCode as string,
  sortOrder: index + 1,
}));

export const CANDIDATE_STATUS = {
  screening: 1,
  preSubmissionInterviews: 2,
  submission: 3,
  companyInterviews: 4,
  offer: 5,
  hire: 6,
  waitingApproval: 7,
  accepted: 8,
  rejected: 9,
} as const;

/** `name` is what the sign-up form tests: `Referance` (sic, as the spec spells it) shows a text box. */
export const MARKETING_CHANNELS = [
  ['google', 'Google search', 'Google araması', 'Google'],
  ['linkedin', 'LinkedIn', 'LinkedIn', 'LinkedIn'],
  ['twitter', 'Twitter / X', 'Twitter / X', 'Twitter'],
  ['facebook', 'Facebook', 'Facebook', 'Facebook'],
  ['instagram', 'Instagram', 'Instagram', 'Instagram'],
  ['friend', 'Friend or colleague', 'Arkadaş veya iş arkadaşı', 'Friend'],
  ['social_signup', 'Social sign-up', 'Sosyal hesapla kayıt', 'Social'],
  ['reference', 'Reference from someone', 'Referans', 'Referance'],
].map(([code, nameEn, nameTr, name], index) => ({
  id: index + 1,
  code: code as string,
  nameEn: nameEn as string,
  nameTr: nameTr as string,
  name: name as string,
  sortOrder: index + 1,
}));

