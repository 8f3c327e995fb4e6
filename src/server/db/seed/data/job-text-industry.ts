import type { FamilyText } from './job-text-types.ts';

export const INDUSTRY_TEXT = {
  operations: {
    intro: [
      '{company} is hiring a {title} to keep our operations in {city} running smoothly.',
      'As {title}, you will make sure {company} delivers on time, at the right cost and safely.',
    ],
    duties: [
      'Plan and coordinate daily operations with a focus on {skills}.',
      'Monitor performance indicators and act quickly when they drift.',
      'Work with suppliers, carriers and internal teams to solve problems.',
      'Identify and carry out process improvements.',
      'Make sure health, safety and quality standards are followed.',
    ],
    requirements: [
      'Experience in operations, logistics or supply chain.',
      'Working knowledge of {skills}.',
      'Strong organisational and problem-solving skills.',
      'Good command of Excel and ERP systems.',
      'Clear communication with people at every level.',
    ],
    niceToHave: [
      'A Lean or Six Sigma certification.',
      'Experience in international logistics.',
      'A forklift or relevant safety certificate.',
    ],
  },
  manufacturing: {
    intro: [
      '{company} is hiring a {title} for its production site in {city}.',
      'Join {company} as a {title} and help us make better products, more efficiently.',
    ],
    duties: [
      'Support production with a focus on {skills}.',
      'Investigate deviations and drive corrective and preventive actions.',
      'Work with production, engineering and suppliers to improve quality and output.',
      'Maintain technical documentation and records.',
      'Follow and promote health, safety and environmental rules.',
    ],
    requirements: [
      'A technical degree or vocational qualification in engineering.',
      'Experience with {skills}.',
      'Experience in a manufacturing environment.',
      'A hands-on, structured approach to problem solving.',
      'Willingness to work on the shop floor.',
    ],
    niceToHave: [
      'Experience in the automotive or textile industry.',
      'Knowledge of IATF 16949.',
      'English at a good working level.',
    ],
  },
  healthcare: {
    intro: [
      '{company} is hiring a {title} in {city} to help us deliver safe, kind and effective care.',
      'As {title}, you will be part of a team that puts patients first, every day.',
    ],
    duties: [
      'Deliver high-quality work with a focus on {skills}.',
      'Work with doctors, nurses and administrative staff as one team.',
      'Keep accurate records in line with clinical governance.',
      'Take part in audits, training and quality improvement.',
      'Treat patients and colleagues with dignity and respect.',
    ],
    requirements: [
      'The registration or qualifications required for the role.',
      'Experience with {skills}.',
      'Excellent communication and empathy.',
      'Ability to work calmly under pressure.',
      'Commitment to continuous professional development.',
    ],
    niceToHave: [
      'Experience in private healthcare.',
      'A second language.',
      'Experience with digital health tools.',
    ],
  },
  hospitality: {
    intro: [
      '{company} is hiring a {title} to create memorable stays for our guests in {city}.',
      'Join {company} as {title} and be part of a team that loves hospitality.',
    ],
    duties: [
      'Deliver excellent service with a focus on {skills}.',
      'Lead, train and motivate your team during busy shifts.',
      'Maintain high standards of cleanliness, safety and presentation.',
      'Handle guest feedback quickly and professionally.',
      'Manage stock, costs and schedules responsibly.',
    ],
    requirements: [
      'Experience in a similar role in hotels or restaurants.',
      'Good knowledge of {skills}.',
      'Flexibility to work weekends, evenings and holidays.',
      'A warm, guest-focused attitude.',
      'Good English; other languages are welcome.',
    ],
    niceToHave: [
      'Experience in a luxury or boutique hotel.',
      'A food safety certificate.',
      'Experience opening a new property.',
    ],
  },
  construction: {
    intro: [
      '{company} is hiring a {title} for projects in and around {city}.',
      'As {title} at {company}, you will help deliver projects safely, on time and on budget.',
    ],
    duties: [
      'Support project delivery with a focus on {skills}.',
      'Coordinate subcontractors and suppliers on site.',
      'Check that work meets drawings, specifications and quality standards.',
      'Keep records of progress, changes and costs.',
      'Promote a strong health and safety culture.',
    ],
    requirements: [
      'A degree or diploma in civil engineering, construction or surveying.',
      'Experience with {skills}.',
      'Knowledge of building regulations and safety rules.',
      'Good planning and communication skills.',
      'A valid driving licence.',
    ],
    niceToHave: [
      'Chartered status or progress towards it.',
      'Experience on commercial or infrastructure projects.',
      'Experience with BIM.',
    ],
  },
} satisfies Record<string, FamilyText>;
