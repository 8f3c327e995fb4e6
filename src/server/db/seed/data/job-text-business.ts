import type { FamilyText } from './job-text-types.ts';

export const BUSINESS_TEXT = {
  sales: {
    intro: [
      '{company} is expanding its commercial team and hiring a {title} in {city}.',
      'We are looking for a driven {title} to win new customers and grow existing accounts for {company}.',
    ],
    duties: [
      'Manage the full sales cycle from first contact to signed contract.',
      'Build and maintain a healthy pipeline using {skills}.',
      'Understand customer needs and present tailored proposals.',
      'Forecast accurately and keep the CRM up to date.',
      'Work with marketing, product and customer success to improve the customer journey.',
      'Represent {company} at industry events and customer meetings.',
    ],
    requirements: [
      'A track record of meeting or exceeding sales targets.',
      'Experience with {skills}.',
      'Excellent communication, presentation and negotiation skills.',
      'Self-motivated, organised and resilient.',
      'Fluent English; another European language is a plus.',
    ],
    niceToHave: [
      'Experience selling to enterprise customers.',
      'An existing network in the industry.',
      'A valid driving licence.',
    ],
  },
  marketing: {
    intro: [
      '{company} is hiring a {title} to help more people discover what we do.',
      'Join our marketing team in {city} as a {title} and own campaigns from idea to results.',
    ],
    duties: [
      'Plan, run and optimise campaigns across channels, with a focus on {skills}.',
      'Create and review content that is clear, useful and on brand.',
      'Track performance, report results and suggest improvements.',
      'Manage budgets and work with agencies and freelancers.',
      'Collaborate with sales and product on launches and messaging.',
      'Keep an eye on competitors and market trends.',
    ],
    requirements: [
      'Experience in a similar marketing role.',
      'Hands-on knowledge of {skills}.',
      'Strong writing skills and attention to detail.',
      'An analytical mindset and comfort with marketing metrics.',
      'Ability to manage several projects at once.',
    ],
    niceToHave: [
      'Experience in B2B marketing.',
      'Basic design or video editing skills.',
      'Experience with marketing automation tools.',
    ],
  },
  people: {
    intro: [
      '{company} believes great companies are built by great people. We are hiring a {title} in {city}.',
      'As {title}, you will help {company} attract, develop and keep the people who make it work.',
    ],
    duties: [
      'Advise managers and employees on {skills}.',
      'Run people processes such as onboarding, performance reviews and compensation cycles.',
      'Keep policies and employee records accurate and compliant with local law.',
      'Use people data to spot trends and propose actions.',
      'Support engagement, wellbeing and inclusion initiatives.',
      'Handle sensitive cases with care and confidentiality.',
    ],
    requirements: [
      'Several years of experience in HR or a related people role.',
      'Good working knowledge of {skills}.',
      'Excellent interpersonal skills and sound judgement.',
      'Experience with HR information systems.',
      'Fluency in English and the local language.',
    ],
    niceToHave: [
      'A CIPD or equivalent qualification.',
      'Experience in a multi-country organisation.',
      'Experience supporting a company through rapid growth.',
    ],
  },
  finance: {
    intro: [
      '{company} is strengthening its finance team in {city} and hiring a {title}.',
      'We are looking for a {title} who enjoys accuracy, structure and helping the business make good decisions.',
    ],
    duties: [
      'Prepare accurate financial information with a focus on {skills}.',
      'Support the monthly, quarterly and year-end closing processes.',
      'Prepare analyses and reports for management.',
      'Work with auditors and tax advisers.',
      'Improve financial processes and internal controls.',
      'Support budgeting and forecasting.',
    ],
    requirements: [
      'A degree in finance, accounting or economics.',
      'Relevant experience with {skills}.',
      'Advanced Excel skills and experience with an ERP system.',
      'High attention to detail and reliability with deadlines.',
      'Good English.',
    ],
    niceToHave: [
      'A professional qualification such as ACCA, ACA or CPA, or progress towards one.',
      'Experience in an international group.',
      'Knowledge of Power BI or similar tools.',
    ],
  },
  legal: {
    intro: [
      '{company} is hiring a {title} to keep our growth safe and compliant.',
      'As {title} in {city}, you will be the trusted adviser for teams across {company}.',
    ],
    duties: [
      'Advise the business on {skills}.',
      'Draft, review and negotiate agreements with customers, suppliers and partners.',
      'Monitor regulatory changes and update policies and processes.',
      'Train colleagues on legal and compliance topics.',
      'Manage external counsel and keep legal costs under control.',
    ],
    requirements: [
      'A law degree or a relevant qualification.',
      'Experience with {skills}.',
      'Clear, practical advice in plain language.',
      'Strong drafting and negotiation skills.',
      'Fluent English.',
    ],
    niceToHave: [
      'In-house experience in a technology or financial services company.',
      'Experience with several jurisdictions.',
      'A compliance certification such as ICA.',
    ],
  },
  customer: {
    intro: [
      '{company} is hiring a {title} to make sure every customer gets real value from our service.',
      'Join our customer team in {city} as a {title} and be the voice of the customer inside {company}.',
    ],
    duties: [
      'Help customers with questions and problems using {skills}.',
      'Guide new customers through onboarding and adoption.',
      'Spot recurring issues and share them with product and engineering.',
      'Keep help-centre articles accurate and easy to follow.',
      'Track satisfaction and work to improve it.',
    ],
    requirements: [
      'Experience in a customer-facing role.',
      'Familiarity with {skills}.',
      'Patience, empathy and clear written communication.',
      'Ability to learn technical products quickly.',
      'Fluent English; other languages are a plus.',
    ],
    niceToHave: [
      'Experience in a SaaS company.',
      'Basic SQL or scripting skills.',
      'Experience with customer health scoring.',
    ],
  },
} satisfies Record<string, FamilyText>;
