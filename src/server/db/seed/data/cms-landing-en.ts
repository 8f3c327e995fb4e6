import { landing, type SeedContent } from './cms-types.ts';

const IMG = '/img/content';

/** Home (tag group '') and the three landing pages (tag groups recruiters, companies, candidates). */
export const LANDING_EN: SeedContent[] = [
  ...landing('/', '', {
    header: 'Refer talent. Get hired. <strong>Earn rewards.</strong>',
    subtext:
      '<p>Open jobs from companies that pay for great referrals. Search by country and keyword, refer someone you know or apply yourself.</p>',
    heroImg: `${IMG}/hero-home.svg`,
    sectionHeader: 'Hiring works better when people you trust are involved',
    sectionSubtext:
      '<p>Every job on the platform carries a reward, agreed up front and paid when the company confirms the hire.</p>',
    sectionList: [
      ['Rewards you can see', '<p>Each job shows its referral reward before you refer anyone.</p>', 'pi pi-wallet'],
      ['Real companies, open roles', '<p>Only open, paid-for jobs are listed, so every role is actively hiring.</p>', 'pi pi-briefcase'],
      ['Follow every step', '<p>See where each referral or application stands, from screening to offer.</p>', 'pi pi-chart-line'],
      ['Paid once the hire is confirmed', '<p>Rewards are credited as points as soon as the company confirms the hire.</p>', 'pi pi-check-circle'],
    ],
    sectionImg: `${IMG}/section-home.svg`,
  }),
  ...landing('/', 'recruiters', {
    header: 'Turn your network into <strong>referral rewards</strong>',
    subtext:
      '<p>Refer candidates you know to jobs that pay a fixed reward. Track each referral and get paid when the company confirms the hire.</p>',
    heroImg: `${IMG}/hero-recruiters.svg`,
    sectionHeader: 'Built for independent recruiters and hiring teams',
    sectionSubtext:
      '<p>Spend your time on matching people to roles. We take care of listings, tracking and payouts.</p>',
    sectionList: [
      ['Refer in under a minute', '<p>Add a new candidate or pick one from your saved list, attach a CV and send.</p>', 'pi pi-send'],
      ['No duplicate disputes', '<p>The first referral of a person to a job is the one that counts, and you see it at once.</p>', 'pi pi-shield'],
      ['Points that become payouts', '<p>Rewards arrive as points in your history and are paid out to your bank account.</p>', 'pi pi-wallet'],
      ['A pipeline you can follow', '<p>Screening, interviews, offer and hire: every status change is visible to you.</p>', 'pi pi-sitemap'],
    ],
    sectionImg: `${IMG}/section-recruiters.svg`,
  }),
  ...landing('/', 'companies', {
    header: 'Hire through people who <strong>already know the talent</strong>',
    subtext:
      '<p>Post a job, set a referral reward and receive candidates from recruiters and job seekers. You pay the reward only after you confirm a hire.</p>',
    heroImg: `${IMG}/hero-companies.svg`,
    sectionHeader: 'Everything you need to hire with referrals',
    sectionSubtext:
      '<p>One place to publish roles, review candidates and move them through your process.</p>',
    sectionList: [
      ['Publish in minutes', '<p>Describe the role, choose the location and the reward, pay the posting fee and go live.</p>', 'pi pi-file-edit'],
      ['Candidates with context', '<p>Each referral arrives with a CV, a LinkedIn profile and a note from the person who knows them.</p>', 'pi pi-id-card'],
      ['Your process, your statuses', '<p>Move applications from screening to offer and keep a full history of every step.</p>', 'pi pi-list-check'],
      ['Pay for results', '<p>The referral reward is due only when you confirm that a candidate was hired.</p>', 'pi pi-verified'],
    ],
    sectionImg: `${IMG}/section-companies.svg`,
  }),
  ...landing('/', 'candidates', {
    header: 'Find your next role, <strong>with a little help</strong>',
    subtext:
      '<p>Browse open jobs from companies that are hiring now, apply in a few clicks and follow your application from start to finish.</p>',
    heroImg: `${IMG}/hero-candidates.svg`,
    sectionHeader: 'Job hunting without the guesswork',
    sectionSubtext: '<p>Clear job details, honest pay ranges and a status you can always check.</p>',
    sectionList: [
      ['Search the way you think', '<p>Filter by country, keyword, job type, work type and how recently a job was posted.</p>', 'pi pi-search'],
      ['Apply with your saved CV', '<p>Upload your CV once and reuse it, or attach a new one for a specific role.</p>', 'pi pi-file'],
      ['Know where you stand', '<p>See each step of your application, from screening to the final decision.</p>', 'pi pi-eye'],
      ['Free for candidates', '<p>Creating an account, applying and being referred never cost you anything.</p>', 'pi pi-heart'],
    ],
    sectionImg: `${IMG}/section-candidates.svg`,
  }),
];
