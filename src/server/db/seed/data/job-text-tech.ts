import type { FamilyText } from './job-text-types.ts';

export const TECH_TEXT = {
  engineering: {
    intro: [
      '{company} is looking for a {title} to help build and run the products our customers rely on every day.',
      'Our engineering team in {city} ships small changes many times a day, and we are growing it with a {title}.',
      'As a {title} at {company}, you will own features from the first design discussion to production monitoring.',
    ],
    duties: [
      'Design, build and maintain reliable services and interfaces, working mainly with {skills}.',
      'Take part in code reviews and help keep the codebase simple, tested and easy to change.',
      'Work closely with product managers and designers to turn problems into well-scoped releases.',
      'Improve observability, performance and security of the systems you own.',
      'Share the on-call rotation with the team and lead the follow-up after incidents.',
      'Write clear technical documentation and contribute to architecture decisions.',
      'Mentor colleagues and help raise the engineering standards of the team.',
    ],
    requirements: [
      'Solid, hands-on experience with {skills}.',
      'Good understanding of software design, testing and version control with Git.',
      'Experience delivering and operating software in production.',
      'Ability to explain technical trade-offs to non-technical colleagues.',
      'Comfortable working in English in a distributed team.',
      "A degree in computer science or a related field, or equivalent practical experience.",
    ],
    niceToHave: [
      'Contributions to open-source projects.',
      'Experience with cloud platforms and infrastructure as code.',
      'Familiarity with domain-driven design or event-driven architectures.',
    ],
  },
  data: {
    intro: [
      '{company} makes decisions with data, and we are hiring a {title} to make those decisions faster and better.',
      'Join the data team in {city} as a {title} and turn raw data into insight the whole company uses.',
    ],
    duties: [
      'Build and maintain reliable data pipelines and models using {skills}.',
      'Partner with business teams to define metrics and answer their most important questions.',
      'Create dashboards and reports that people actually use, and retire those they do not.',
      'Ensure data quality with tests, monitoring and clear ownership.',
      'Present findings and recommendations to stakeholders at every level.',
      'Document datasets and definitions so that others can self-serve.',
    ],
    requirements: [
      'Strong experience with {skills}.',
      'Excellent SQL and a structured, analytical way of working.',
      'Ability to translate business questions into analyses and back into clear recommendations.',
      'Experience with version control and reviewing each other’s work.',
      'Good written and spoken English.',
      'A degree in a quantitative field such as statistics, economics, engineering or computer science.',
    ],
    niceToHave: [
      'Experience with cloud data warehouses such as BigQuery or Snowflake.',
      'Knowledge of A/B testing and causal inference.',
      'Experience in a fast-growing company.',
    ],
  },
  product: {
    intro: [
      '{company} is hiring a {title} to decide what we build next and why.',
      'As {title} in {city}, you will lead a cross-functional team from customer problem to shipped solution.',
    ],
    duties: [
      'Own the product roadmap for your area and keep it aligned with company goals.',
      'Talk to customers regularly and use {skills} to find the problems worth solving.',
      'Write clear problem statements, user stories and acceptance criteria.',
      'Prioritise the backlog with engineering and design, balancing impact and effort.',
      'Define success metrics and follow them after every release.',
      'Communicate plans and progress to stakeholders and leadership.',
    ],
    requirements: [
      'Proven experience as a product manager or product owner for a digital product.',
      'Practical experience with {skills}.',
      'Strong analytical skills and comfort with data.',
      'Excellent communication and stakeholder management.',
      'Ability to make decisions with incomplete information.',
    ],
    niceToHave: [
      'A technical background or experience working closely with engineers.',
      'Experience with B2B or marketplace products.',
      'Certification such as CSPO or PSPO.',
    ],
  },
  design: {
    intro: [
      'At {company}, design is part of every product decision. We are looking for a {title} to join us in {city}.',
      '{company} is growing its design team and hiring a {title} who cares about clarity and detail.',
    ],
    duties: [
      'Design end-to-end experiences, from early concepts to polished interfaces, using {skills}.',
      'Plan and run research with real users and share what you learn.',
      'Contribute to and maintain our design system.',
      'Work side by side with engineers to make sure designs are built as intended.',
      'Make accessibility part of every design.',
      'Present and defend design decisions with evidence.',
    ],
    requirements: [
      'A portfolio showing your process and shipped work.',
      'Strong skills in {skills}.',
      'Understanding of usability, information architecture and visual hierarchy.',
      'Experience working in agile product teams.',
      'Clear communication and openness to feedback.',
    ],
    niceToHave: [
      'Basic knowledge of HTML and CSS.',
      'Experience designing for mobile apps.',
      'Experience with motion design.',
    ],
  },
} satisfies Record<string, FamilyText>;
