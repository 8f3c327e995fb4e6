import type { Transaction } from '#server/db/client.ts';
import { contentItems } from '#server/db/schema/cms.ts';

type Card = { title: string; tag: string; description: string; button: string };

const TEXTS: Record<'en' | 'tr', Record<'candidate' | 'company' | 'recruiter', Card>> = {
  en: {
    candidate: {
      title: 'Find your next job',
      tag: 'For Job Seekers',
      description:
        'Create your profile, apply to open positions in a few clicks and follow every application.',
      button: 'Sign up as a candidate',
    },
    company: {
      title: 'Hire through referrals',
      tag: 'For Organizations',
      description:
        'Post your openings, reach recruiters who know the right people and pay a reward only when you hire.',
      button: 'Sign up as a company',
    },
    recruiter: {
      title: 'Refer and earn',
      tag: 'For Hiring Teams',
      description:
        'Refer the people you trust to open jobs and earn the reward when the company confirms the hire.',
      button: 'Sign up as a recruiter',
    },
  },
  tr: {
    candidate: {
      title: 'Bir sonraki işinizi bulun',
      tag: 'İş Arayanlar İçin',
      description:
        'Profilinizi oluşturun, açık pozisyonlara birkaç tıklamayla başvurun ve her başvurunuzu takip edin.',
      button: 'Aday olarak kaydol',
    },
    company: {
      title: 'Önerilerle işe alın',
      tag: 'Kurumlar İçin',
      description:
        'İlanlarınızı yayınlayın, doğru kişileri tanıyan işe alım uzmanlarına ulaşın, yalnızca işe aldığınızda ödül ödeyin.',
      button: 'Şirket olarak kaydol',
    },
    recruiter: {
      title: 'Önerin ve kazanın',
      tag: 'İşe Alım Ekipleri İçin',
      description:
        'Güvendiğiniz kişileri açık pozisyonlara önerin, şirket işe alımı onayladığında ödülü kazanın.',
      button: 'İşe alım uzmanı olarak kaydol',
    },
  },
};

/** Get-started card texts (page `/get-started`, tag group = card), only where missing: staff edit them. */
export async function seedAccountsGetStarted(tx: Transaction): Promise<void> {
  const rows = Object.entries(TEXTS).flatMap(([language, cards]) =>
    Object.entries(cards).flatMap(([card, texts]) =>
      Object.entries(texts).map(([tag, text]) => ({
        pagePath: '/get-started',
        tagGroup: card,
        tag,
        language,
        htmlContent: text,
      })),
    ),
  );
  await tx.insert(contentItems).values(rows).onConflictDoNothing();
}
