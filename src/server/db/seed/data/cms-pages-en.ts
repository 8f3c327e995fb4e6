import { list, type SeedContent } from './cms-types.ts';

const IMG = '/img/content';

const how = (
  tagGroup: string,
  page: {
    header: string;
    subtext: string;
    stats: [string, string, string][];
    sectionHeader: string;
    sectionSubtext: string;
    steps: [string, string, string][];
  },
): SeedContent[] => [
  { pagePath: '/how-it-works', tagGroup, tag: 'header', htmlContent: page.header },
  { pagePath: '/how-it-works', tagGroup, tag: 'header_subtext', htmlContent: page.subtext },
  { pagePath: '/how-it-works', tagGroup, tag: 'hero_img', filePath: `${IMG}/hero-${tagGroup}.svg` },
  { pagePath: '/how-it-works', tagGroup, tag: 'client_stats', listContent: list(page.stats) },
  { pagePath: '/how-it-works', tagGroup, tag: 'section_header', htmlContent: page.sectionHeader },
  { pagePath: '/how-it-works', tagGroup, tag: 'section_header_subtext', htmlContent: page.sectionSubtext },
  { pagePath: '/how-it-works', tagGroup, tag: 'section_list', listContent: list(page.steps) },
];

/** FAQ, about, how it works, contact and footer texts in English (get-started: seed-accounts-get-started.ts). */
export const PAGES_EN: SeedContent[] = [
  { pagePath: '/faq', tagGroup: '', tag: 'header', htmlContent: 'Frequently Asked Questions' },
  {
    pagePath: '/faq',
    tagGroup: '',
    tag: 'header_subtext',
    htmlContent: '<p>Answers about referrals, rewards, job postings and your account. Pick a topic to see its questions.</p>',
  },

  { pagePath: '/about-us', tagGroup: '', tag: 'header', htmlContent: 'We connect companies with the people who know great talent' },
  {
    pagePath: '/about-us',
    tagGroup: '',
    tag: 'header_subtext',
    htmlContent:
      '<p>Referral Marketplace was founded in London by recruiters and engineers who saw the best hires come from personal recommendations, and wanted everyone who makes one to be rewarded fairly.</p>',
  },
  { pagePath: '/about-us', tagGroup: '', tag: 'hero_img', filePath: `${IMG}/about-hero.svg` },
  { pagePath: '/about-us', tagGroup: '', tag: 'section_header', htmlContent: 'What we stand for' },
  {
    pagePath: '/about-us',
    tagGroup: '',
    tag: 'section_header_subtext',
    htmlContent: '<p>Four principles guide how we build the product and how we work with companies, recruiters and candidates.</p>',
  },
  {
    pagePath: '/about-us',
    tagGroup: '',
    tag: 'section_list',
    listContent: list([
      ['Fair rewards', '<p>A reward is agreed before a referral is made and paid when the hire is confirmed. No small print.</p>', 'pi pi-wallet'],
      ['Candidates first', '<p>People are referred with their consent and always see what happens to their application.</p>', 'pi pi-user'],
      ['Transparency', '<p>Every status change is recorded, so companies, recruiters and candidates share the same picture.</p>', 'pi pi-eye'],
      ['Privacy by design', '<p>We collect only what hiring needs and keep personal data safe, as UK GDPR requires.</p>', 'pi pi-lock'],
    ]),
  },
  { pagePath: '/about-us', tagGroup: '', tag: 'section_img', filePath: `${IMG}/about-values.svg` },
  {
    pagePath: '/about-us',
    tagGroup: '',
    tag: 'client_stats',
    listContent: list([
      ['1,200+', 'companies hiring', 'pi pi-building'],
      ['8,500+', 'recruiters referring', 'pi pi-users'],
      ['46', 'countries with open jobs', 'pi pi-globe'],
      ['£2.1M', 'rewards paid out', 'pi pi-wallet'],
    ]),
  },
  { pagePath: '/about-us', tagGroup: '', tag: 'testimonials_header', htmlContent: 'What our users say' },
  {
    pagePath: '/about-us',
    tagGroup: '',
    tag: 'testimonials',
    listContent: list([
      ['Elif Kaya, Talent Partner at Northwind Logistics', '<p>We filled three engineering roles in six weeks. Every candidate came with a note from someone who had worked with them.</p>'],
      ['James Whitfield, Independent Recruiter', '<p>I finally see which of my referrals moved forward and when my reward is coming. Payouts arrive on time.</p>'],
      ['Ayşe Demir, Data Analyst', '<p>A former colleague referred me and I could follow every step of the process. I started my new job last month.</p>'],
      ['Marco Rossi, Head of People at Brightline', '<p>Paying only for confirmed hires made the decision easy. The quality of referrals beat every job board we tried.</p>'],
      ['Priya Nair, Recruitment Consultant', '<p>Referring is quick, the duplicate rules are clear and I never argue about who referred a candidate first.</p>'],
      ['Can Yılmaz, Product Designer', '<p>Clear pay ranges and honest job descriptions. I applied to two roles and heard back from both within a week.</p>'],
    ]),
  },

  ...how('companies', {
    header: 'How it works for companies',
    subtext: '<p>Post a job, set a reward and hire the candidates that people you trust recommend.</p>',
    stats: [
      ['18 days', 'average time to first interview', 'pi pi-clock'],
      ['4.6 / 5', 'average rating from hiring managers', 'pi pi-star'],
      ['62%', 'of referred candidates reach interview', 'pi pi-chart-line'],
    ],
    sectionHeader: 'From job post to hire in four steps',
    sectionSubtext: '<p>You stay in control of the process; the reward is due only after a confirmed hire.</p>',
    steps: [
      ['Create your company account', '<p>Sign up with your work e-mail and add your company details and logo.</p>', 'pi pi-building'],
      ['Post a job and set the reward', '<p>Describe the role, the location and the salary range, choose a referral reward and pay the posting fee.</p>', 'pi pi-file-edit'],
      ['Review referred candidates', '<p>Recruiters and candidates refer and apply; review each CV and move people through your statuses.</p>', 'pi pi-users'],
      ['Confirm the hire', '<p>When you confirm a hire, the referrer receives the reward and the job can be closed.</p>', 'pi pi-check-circle'],
    ],
  }),
  ...how('recruiters', {
    header: 'How it works for recruiters',
    subtext: '<p>Refer the right people to open jobs and earn the reward when they are hired.</p>',
    stats: [
      ['£1,850', 'average reward per hire', 'pi pi-wallet'],
      ['8,500+', 'recruiters on the platform', 'pi pi-users'],
      ['7 days', 'typical payout after confirmation', 'pi pi-send'],
    ],
    sectionHeader: 'Four steps to your first reward',
    sectionSubtext: '<p>Everything you need to refer, track and get paid in one place.</p>',
    steps: [
      ['Sign up as a recruiter', '<p>Create your account with your LinkedIn profile and add your bank details for payouts.</p>', 'pi pi-user-plus'],
      ['Find a matching job', '<p>Search open jobs by country and keyword; each one shows its reward up front.</p>', 'pi pi-search'],
      ['Refer your candidate', '<p>Add the candidate with their consent, attach their CV and send the referral.</p>', 'pi pi-send'],
      ['Earn your reward', '<p>Follow the status of each referral; when the company confirms the hire, the reward is yours.</p>', 'pi pi-wallet'],
    ],
  }),
  ...how('candidates', {
    header: 'How it works for candidates',
    subtext: '<p>Find open jobs, apply in minutes and always know where your application stands.</p>',
    stats: [
      ['3,400+', 'open jobs right now', 'pi pi-briefcase'],
      ['46', 'countries', 'pi pi-globe'],
      ['0', 'fees for candidates', 'pi pi-heart'],
    ],
    sectionHeader: 'Your next job in four steps',
    sectionSubtext: '<p>Apply yourself or be referred by someone who knows your work.</p>',
    steps: [
      ['Create your profile', '<p>Sign up for free with your e-mail, Google or LinkedIn account.</p>', 'pi pi-user'],
      ['Search open jobs', '<p>Filter by country, keyword, job type and work type to find roles that fit.</p>', 'pi pi-search'],
      ['Apply with your CV', '<p>Attach your saved CV or upload a new one and add a short note for the company.</p>', 'pi pi-file'],
      ['Follow your application', '<p>See each step from screening to offer and get notified when something changes.</p>', 'pi pi-bell'],
    ],
  }),

  { pagePath: '/contact-us', tagGroup: '', tag: 'header', htmlContent: 'Get in touch' },
  {
    pagePath: '/contact-us',
    tagGroup: '',
    tag: 'header_subtext',
    htmlContent: '<p>Questions about hiring, referrals or your account? Send us a message and our team will reply within one working day.</p>',
  },
  { pagePath: '/contact-us', tagGroup: '', tag: 'hero_img', filePath: `${IMG}/contact.svg` },
  {
    pagePath: '/contact-us',
    tagGroup: '',
    tag: 'contact_info',
    listContent: list([
      ['Phone', '<p><a href="tel:+442079460000">+44 20 7946 0000</a></p>', 'pi pi-phone'],
      ['E-mail', '<p><a href="mailto:hello@referral-marketplace.example">hello@referral-marketplace.example</a></p>', 'pi pi-envelope'],
      ['Address', '<p>Referral Marketplace Ltd<br>71 Shoreditch High Street<br>London E1 6JJ, United Kingdom</p>', 'pi pi-map-marker'],
    ]),
  },
  {
    pagePath: '/contact-us',
    tagGroup: '',
    tag: 'social_links',
    listContent: list([
      ['LinkedIn', 'https://www.linkedin.com/', 'pi pi-linkedin'],
      ['X', 'https://x.com/', 'pi pi-twitter'],
      ['Instagram', 'https://www.instagram.com/', 'pi pi-instagram'],
      ['YouTube', 'https://www.youtube.com/', 'pi pi-youtube'],
    ]),
  },

  { pagePath: '/footer', tagGroup: '', tag: 'contact_phone', htmlContent: '+44 20 7946 0000' },
  { pagePath: '/footer', tagGroup: '', tag: 'contact_email', htmlContent: 'hello@referral-marketplace.example' },

];
