import type { JobFamily } from './job-roles.ts';

export type DemoUser = {
  email: string;
  firstname: string;
  lastname: string;
  title: string;
  iso2: string;
  city: string;
  language?: 'en' | 'tr';
  linkedin?: string;
  mobile?: string;
};

export const DEMO_ADMIN: DemoUser = {
  email: 'admin@demo.local', firstname: 'Ayşe', lastname: 'Demir', title: 'Operations Manager',
  iso2: 'TR', city: 'İstanbul', language: 'tr',
};

export const DEMO_CANDIDATE: DemoUser = {
  email: 'candidate@demo.local', firstname: 'Can', lastname: 'Yılmaz', title: 'Frontend Developer',
  iso2: 'TR', city: 'İzmir', language: 'tr', linkedin: 'linkedin.com/in/can-yilmaz/', mobile: '+905321234567',
};

/** The first recruiter is recruiter@demo.local. */
export const DEMO_RECRUITERS: readonly DemoUser[] = [
  { email: 'recruiter@demo.local', firstname: 'Rachel', lastname: 'Moore', title: 'Independent Tech Recruiter', iso2: 'GB', city: 'London', linkedin: 'linkedin.com/in/rachel-moore/', mobile: '+447912345678' },
  { email: 'mehmet.ozturk@demo.local', firstname: 'Mehmet', lastname: 'Öztürk', title: 'Senior Recruitment Consultant', iso2: 'TR', city: 'İstanbul', language: 'tr', linkedin: 'linkedin.com/in/mehmet-ozturk/' },
  { email: 'emily.carter@demo.local', firstname: 'Emily', lastname: 'Carter', title: 'Talent Sourcer', iso2: 'US', city: 'New York City', linkedin: 'linkedin.com/in/emily-carter/' },
  { email: 'lukas.becker@demo.local', firstname: 'Lukas', lastname: 'Becker', title: 'Executive Search Partner', iso2: 'DE', city: 'Munich', linkedin: 'linkedin.com/in/lukas-becker/' },
  { email: 'sofia.garcia@demo.local', firstname: 'Sofía', lastname: 'García', title: 'Recruitment Consultant', iso2: 'ES', city: 'Madrid', linkedin: 'linkedin.com/in/sofia-garcia/' },
  { email: 'james.whitfield@demo.local', firstname: 'James', lastname: 'Whitfield', title: 'Finance Recruiter', iso2: 'GB', city: 'Manchester', linkedin: 'linkedin.com/in/james-whitfield/' },
  { email: 'zeynep.arslan@demo.local', firstname: 'Zeynep', lastname: 'Arslan', title: 'Freelance Recruiter', iso2: 'TR', city: 'Ankara', language: 'tr', linkedin: 'linkedin.com/in/zeynep-arslan/' },
  { email: 'daniel.kim@demo.local', firstname: 'Daniel', lastname: 'Kim', title: 'Technical Recruiter', iso2: 'CA', city: 'Toronto', linkedin: 'linkedin.com/in/daniel-kim/' },
  { email: 'priya.sharma@demo.local', firstname: 'Priya', lastname: 'Sharma', title: 'Talent Acquisition Consultant', iso2: 'NL', city: 'Amsterdam', linkedin: 'linkedin.com/in/priya-sharma/' },
  { email: 'tom.lefevre@demo.local', firstname: 'Tom', lastname: 'Lefèvre', title: 'Recruitment Partner', iso2: 'FR', city: 'Paris', linkedin: 'linkedin.com/in/tom-lefevre/' },
];

export type DemoCandidate = {
  firstname: string;
  lastname: string;
  email: string;
  mobile: string;
  linkedin: string;
  iso2: string;
  city: string;
  education: string;
  headline: string;
  /** The kind of job the person is referred to. */
  family: JobFamily;
  /** Jobs the person fits best, tried first. */
  titles: readonly string[];
};

/** People the recruiters put forward. Addresses use the reserved example.com domain. */
export const DEMO_CANDIDATES: readonly DemoCandidate[] = [
  { firstname: 'Aisha', lastname: 'Khan', email: 'aisha.khan@example.com', mobile: '+447911123456', linkedin: 'linkedin.com/in/aisha-khan', iso2: 'GB', city: 'London', education: 'master', headline: 'Backend engineer, 7 years with Node.js and PostgreSQL', family: 'engineering', titles: ['Senior Backend Engineer (Node.js)', 'Backend Engineer (Go)', 'Senior Full-Stack Developer'] },
  { firstname: 'Tobias', lastname: 'Krüger', email: 'tobias.krueger@example.com', mobile: '+4915123456789', linkedin: 'linkedin.com/in/tobias-krueger', iso2: 'DE', city: 'Berlin', education: 'bachelor', headline: 'DevOps engineer focused on Kubernetes and Terraform', family: 'engineering', titles: ['DevOps Engineer', 'Site Reliability Engineer'] },
  { firstname: 'Deniz', lastname: 'Aksoy', email: 'deniz.aksoy@example.com', mobile: '+905331234567', linkedin: 'linkedin.com/in/deniz-aksoy', iso2: 'TR', city: 'İstanbul', education: 'bachelor', headline: 'Product designer with fintech experience', family: 'design', titles: ['Product Designer', 'UI/UX Designer', 'UX Researcher'] },
  { firstname: 'Grace', lastname: 'Okafor', email: 'grace.okafor@example.com', mobile: '+447700123456', linkedin: 'linkedin.com/in/grace-okafor', iso2: 'GB', city: 'Manchester', education: 'master', headline: 'Data analyst, SQL and Power BI', family: 'data', titles: ['Data Analyst', 'Business Intelligence Developer'] },
  { firstname: 'Lucas', lastname: 'Martin', email: 'lucas.martin@example.com', mobile: '+33612345678', linkedin: 'linkedin.com/in/lucas-martin', iso2: 'FR', city: 'Lyon', education: 'master', headline: 'Account executive, B2B SaaS', family: 'sales', titles: ['Account Executive', 'Key Account Manager', 'Business Development Manager'] },
  { firstname: 'Nora', lastname: 'Jansen', email: 'nora.jansen@example.com', mobile: '+31612345678', linkedin: 'linkedin.com/in/nora-jansen', iso2: 'NL', city: 'Utrecht', education: 'bachelor', headline: 'Supply chain planner, SAP APO', family: 'operations', titles: ['Supply Chain Planner', 'Logistics Coordinator', 'Procurement Specialist'] },
  { firstname: 'Ryan', lastname: 'Patel', email: 'ryan.patel@example.com', mobile: '+14165550142', linkedin: 'linkedin.com/in/ryan-patel', iso2: 'CA', city: 'Toronto', education: 'bachelor', headline: 'Frontend engineer, React and TypeScript', family: 'engineering', titles: ['Frontend Engineer (React)', 'Senior Full-Stack Developer'] },
  { firstname: 'Ece', lastname: 'Doğan', email: 'ece.dogan@example.com', mobile: '+905441234567', linkedin: 'linkedin.com/in/ece-dogan', iso2: 'TR', city: 'Ankara', education: 'master', headline: 'Financial analyst, IFRS reporting', family: 'finance', titles: ['Financial Analyst', 'Financial Controller', 'Accountant'] },
  { firstname: 'Marta', lastname: 'Nowak', email: 'marta.nowak@example.com', mobile: '+48512345678', linkedin: 'linkedin.com/in/marta-nowak', iso2: 'PL', city: 'Warsaw', education: 'master', headline: 'QA automation engineer, Playwright', family: 'engineering', titles: ['QA Automation Engineer', 'Python Developer'] },
  { firstname: 'Carlos', lastname: 'Ruiz', email: 'carlos.ruiz@example.com', mobile: '+34612345678', linkedin: 'linkedin.com/in/carlos-ruiz', iso2: 'ES', city: 'Valencia', education: 'bachelor', headline: 'Hotel revenue manager', family: 'hospitality', titles: ['Hotel Revenue Manager', 'Front Office Manager'] },
  { firstname: 'Sarah', lastname: 'Lindqvist', email: 'sarah.lindqvist@example.com', mobile: '+31687654321', linkedin: 'linkedin.com/in/sarah-lindqvist', iso2: 'NL', city: 'Amsterdam', education: 'master', headline: 'Machine learning engineer', family: 'data', titles: ['Machine Learning Engineer', 'Data Scientist'] },
  { firstname: 'Kerem', lastname: 'Yıldız', email: 'kerem.yildiz@example.com', mobile: '+905051234567', linkedin: 'linkedin.com/in/kerem-yildiz', iso2: 'TR', city: 'İzmir', education: 'associate', headline: 'Maintenance technician, PLC and hydraulics', family: 'manufacturing', titles: ['Maintenance Technician', 'Production Planner', 'Quality Engineer'] },
  { firstname: 'Hiroshi', lastname: 'Tanaka', email: 'hiroshi.tanaka@example.com', mobile: '+12065550187', linkedin: 'linkedin.com/in/hiroshi-tanaka', iso2: 'US', city: 'Seattle', education: 'master', headline: 'Site reliability engineer', family: 'engineering', titles: ['Site Reliability Engineer', 'DevOps Engineer', 'Backend Engineer (Go)'] },
  { firstname: 'Amelia', lastname: 'Wright', email: 'amelia.wright@example.com', mobile: '+61412345678', linkedin: 'linkedin.com/in/amelia-wright', iso2: 'AU', city: 'Sydney', education: 'bachelor', headline: 'Performance marketing manager', family: 'marketing', titles: ['Performance Marketing Manager', 'Digital Marketing Specialist'] },
  { firstname: 'Jonas', lastname: 'Vogel', email: 'jonas.vogel@example.com', mobile: '+4917612345678', linkedin: 'linkedin.com/in/jonas-vogel', iso2: 'DE', city: 'Hamburg', education: 'doctorate', headline: 'Embedded software engineer, automotive', family: 'engineering', titles: ['Embedded Software Engineer', 'Java Software Engineer'] },
  { firstname: 'Isabel', lastname: 'Costa', email: 'isabel.costa@example.com', mobile: '+351912345678', linkedin: 'linkedin.com/in/isabel-costa', iso2: 'PT', city: 'Lisbon', education: 'master', headline: 'Customer success manager', family: 'customer', titles: ['Customer Success Manager', 'Technical Support Engineer'] },
];
