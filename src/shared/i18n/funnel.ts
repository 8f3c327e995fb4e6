import { defineArea } from './define-area.ts';

/** The recruiting funnel (/chrs/funnel): stages, conversions and time in each stage. */
export const funnel = defineArea({
  en: {
    title: 'Funnel',
    subtitleRecruiter:
      'How far your referrals got: the number reaching each stage, the share moving on to the next, and the median time spent in each.',
    subtitleCompany:
      'How far each recruiter’s candidates got on your jobs: the number reaching each stage and the share moving on to the next.',
    subtitleStaff:
      'How far each recruiter’s candidates got: pick a company to see its jobs, or look at every company at once.',
    filters: 'Filters',
    period: 'Period',
    periods: {
      '30d': 'Last 30 days',
      '90d': 'Last 90 days',
      '365d': 'Last 365 days',
      all: 'All time',
    },
    job: 'Job',
    allJobs: 'All jobs',
    company: 'Company',
    allCompanies: 'All companies',
    pickCompanyFirst: 'Pick a company to filter by job',
    loading: 'Loading the funnel',
    loadFailed: 'The funnel could not be loaded.',
    retry: 'Try Again',
    empty: 'No referral in this period yet.',
    stages: {
      referred: 'Referred',
      screened: 'Screened',
      interviewed: 'Interviewed',
      offered: 'Offered',
      hired: 'Hired',
    },
    stageTable: 'Funnel stages',
    stageTableTotal: 'Funnel stages, all recruiters',
    columns: {
      stage: 'Stage',
      count: 'Reached',
      conversion: 'Moved on to the next stage',
      median: 'Median time in stage',
      recruiter: 'Recruiter',
    },
    perRecruiter: 'Per recruiter',
    perRecruiterTable:
      'Funnel per recruiter: the number reaching each stage and the share moving on',
    ownApplications: 'Candidates’ own applications',
    cell: '{{count}} ({{conversion}})',
    cellNoConversion: '{{count}}',
    notApplicable: '—',
    days_one: '{{value}} day',
    days_other: '{{value}} days',
    hours_one: '{{value}} hour',
    hours_other: '{{value}} hours',
    lessThanHour: 'under an hour',
    barLabel: '{{stage}}: {{count}}',
    stageMapping:
      'Referred: every referral. Screened: passed screening (pre-submission interviews, submitted, accepted). Interviewed: company interviews. Offered: offer. Hired: hire. A referral counts in every stage up to the furthest it reached.',
  },
  tr: {
    title: 'Huni',
    subtitleRecruiter:
      'Önerilerinizin ne kadar ilerlediği: her aşamaya ulaşan sayı, bir sonrakine geçenlerin oranı ve her aşamada geçen ortanca süre.',
    subtitleCompany:
      'Her işe alım uzmanının adaylarının ilanlarınızda ne kadar ilerlediği: her aşamaya ulaşan sayı ve bir sonrakine geçenlerin oranı.',
    subtitleStaff:
      'Her işe alım uzmanının adaylarının ne kadar ilerlediği: ilanlarını görmek için bir şirket seçin ya da tüm şirketlere birlikte bakın.',
    filters: 'Filtreler',
    period: 'Dönem',
    periods: {
      '30d': 'Son 30 gün',
      '90d': 'Son 90 gün',
      '365d': 'Son 365 gün',
      all: 'Tüm zamanlar',
    },
    job: 'İlan',
    allJobs: 'Tüm ilanlar',
    company: 'Şirket',
    allCompanies: 'Tüm şirketler',
    pickCompanyFirst: 'İlana göre süzmek için bir şirket seçin',
    loading: 'Huni yükleniyor',
    loadFailed: 'Huni yüklenemedi.',
    retry: 'Tekrar Dene',
    empty: 'Bu dönemde henüz bir öneri yok.',
    stages: {
      referred: 'Önerildi',
      screened: 'Ön elemeyi geçti',
      interviewed: 'Mülakata girdi',
      offered: 'Teklif aldı',
      hired: 'İşe alındı',
    },
    stageTable: 'Huni aşamaları',
    stageTableTotal: 'Huni aşamaları, tüm işe alım uzmanları',
    columns: {
      stage: 'Aşama',
      count: 'Ulaşan',
      conversion: 'Sonraki aşamaya geçen',
      median: 'Aşamada ortanca süre',
      recruiter: 'İşe alım uzmanı',
    },
    perRecruiter: 'İşe alım uzmanına göre',
    perRecruiterTable:
      'İşe alım uzmanına göre huni: her aşamaya ulaşan sayı ve bir sonrakine geçenlerin oranı',
    ownApplications: 'Adayların kendi başvuruları',
    cell: '{{count}} ({{conversion}})',
    cellNoConversion: '{{count}}',
    notApplicable: '—',
    days_one: '{{value}} gün',
    days_other: '{{value}} gün',
    hours_one: '{{value}} saat',
    hours_other: '{{value}} saat',
    lessThanHour: 'bir saatten az',
    barLabel: '{{stage}}: {{count}}',
    stageMapping:
      'Önerildi: her öneri. Ön elemeyi geçti: sunum öncesi mülakat, şirkete sunuldu veya kabul edildi. Mülakata girdi: şirket mülakatları. Teklif aldı: teklif. İşe alındı: işe alım. Bir öneri, ulaştığı en ileri aşamaya kadar her aşamada sayılır.',
  },
});
