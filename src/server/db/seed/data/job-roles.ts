export type JobFamily =
  | 'engineering'
  | 'data'
  | 'product'
  | 'design'
  | 'sales'
  | 'marketing'
  | 'people'
  | 'finance'
  | 'legal'
  | 'customer'
  | 'operations'
  | 'manufacturing'
  | 'healthcare'
  | 'hospitality'
  | 'construction';

export type JobRole = {
  title: string;
  family: JobFamily;
  /** Typical yearly pay in the United States, in dollars. */
  baseUsd: number;
  /** Tools or areas named in the description and qualifications. */
  skills?: readonly string[];
  internship?: boolean;
  /** The work cannot be done away from the workplace. */
  onsite?: boolean;
  senior?: boolean;
};

export const JOB_ROLES: readonly JobRole[] = [
  { title: 'Senior Backend Engineer (Node.js)', family: 'engineering', baseUsd: 175_000, skills: ['Node.js', 'TypeScript', 'PostgreSQL', 'Kafka'], senior: true },
  { title: 'Backend Engineer (Go)', family: 'engineering', baseUsd: 150_000, skills: ['Go', 'gRPC', 'PostgreSQL', 'Kubernetes'] },
  { title: 'Frontend Engineer (React)', family: 'engineering', baseUsd: 140_000, skills: ['React', 'TypeScript', 'modern CSS', 'web accessibility'] },
  { title: 'Senior Full-Stack Developer', family: 'engineering', baseUsd: 165_000, skills: ['TypeScript', 'React', 'Node.js', 'AWS'], senior: true },
  { title: 'iOS Developer', family: 'engineering', baseUsd: 150_000, skills: ['Swift', 'SwiftUI', 'Combine', 'XCTest'] },
  { title: 'Android Developer (Kotlin)', family: 'engineering', baseUsd: 145_000, skills: ['Kotlin', 'Jetpack Compose', 'coroutines', 'Gradle'] },
  { title: 'DevOps Engineer', family: 'engineering', baseUsd: 150_000, skills: ['Terraform', 'Kubernetes', 'GitHub Actions', 'AWS'] },
  { title: 'Site Reliability Engineer', family: 'engineering', baseUsd: 165_000, skills: ['Kubernetes', 'Prometheus', 'Linux', 'incident response'] },
  { title: 'QA Automation Engineer', family: 'engineering', baseUsd: 115_000, skills: ['Playwright', 'TypeScript', 'API testing', 'CI pipelines'] },
  { title: 'Java Software Engineer', family: 'engineering', baseUsd: 140_000, skills: ['Java 21', 'Spring Boot', 'microservices', 'Oracle'] },
  { title: 'Python Developer', family: 'engineering', baseUsd: 135_000, skills: ['Python', 'Django', 'PostgreSQL', 'Celery'] },
  { title: 'Embedded Software Engineer', family: 'engineering', baseUsd: 130_000, skills: ['C', 'C++', 'FreeRTOS', 'CAN bus'] },
  { title: 'Security Engineer', family: 'engineering', baseUsd: 160_000, skills: ['threat modelling', 'cloud security', 'SIEM', 'penetration testing'] },
  { title: 'Engineering Manager', family: 'engineering', baseUsd: 200_000, skills: ['people leadership', 'system design', 'agile delivery'], senior: true },
  { title: 'Software Engineering Intern', family: 'engineering', baseUsd: 45_000, skills: ['one programming language', 'Git', 'SQL'], internship: true },
  { title: 'Data Analyst', family: 'data', baseUsd: 90_000, skills: ['SQL', 'Power BI', 'Excel'] },
  { title: 'Senior Data Engineer', family: 'data', baseUsd: 165_000, skills: ['Python', 'Spark', 'Airflow', 'dbt'], senior: true },
  { title: 'Data Scientist', family: 'data', baseUsd: 150_000, skills: ['Python', 'statistics', 'experiment design', 'scikit-learn'] },
  { title: 'Machine Learning Engineer', family: 'data', baseUsd: 175_000, skills: ['PyTorch', 'MLOps', 'Python', 'vector search'] },
  { title: 'Business Intelligence Developer', family: 'data', baseUsd: 110_000, skills: ['SQL', 'Tableau', 'data modelling'] },
  { title: 'Product Manager', family: 'product', baseUsd: 155_000, skills: ['discovery', 'roadmapping', 'analytics'] },
  { title: 'Senior Product Owner', family: 'product', baseUsd: 135_000, skills: ['Scrum', 'backlog management', 'Jira'], senior: true },
  { title: 'Product Designer', family: 'design', baseUsd: 130_000, skills: ['Figma', 'prototyping', 'design systems'] },
  { title: 'UX Researcher', family: 'design', baseUsd: 120_000, skills: ['usability testing', 'interviews', 'survey design'] },
  { title: 'UI/UX Designer', family: 'design', baseUsd: 105_000, skills: ['Figma', 'interaction design', 'accessibility'] },
  { title: 'Account Executive', family: 'sales', baseUsd: 110_000, skills: ['B2B sales', 'Salesforce', 'negotiation'] },
  { title: 'Sales Development Representative', family: 'sales', baseUsd: 65_000, skills: ['outbound prospecting', 'HubSpot', 'cold calling'] },
  { title: 'Key Account Manager', family: 'sales', baseUsd: 100_000, skills: ['account planning', 'CRM', 'contract renewals'] },
  { title: 'Business Development Manager', family: 'sales', baseUsd: 120_000, skills: ['partnerships', 'pipeline building', 'negotiation'] },
  { title: 'Regional Sales Director', family: 'sales', baseUsd: 190_000, skills: ['team leadership', 'forecasting', 'enterprise deals'], senior: true },
  { title: 'Digital Marketing Specialist', family: 'marketing', baseUsd: 75_000, skills: ['SEO', 'Google Ads', 'Meta Ads'] },
  { title: 'Content Marketing Manager', family: 'marketing', baseUsd: 95_000, skills: ['editorial planning', 'copywriting', 'SEO'] },
  { title: 'Performance Marketing Manager', family: 'marketing', baseUsd: 110_000, skills: ['paid search', 'attribution', 'GA4'] },
  { title: 'Brand Manager', family: 'marketing', baseUsd: 105_000, skills: ['brand strategy', 'campaign management', 'market research'] },
  { title: 'Social Media Manager', family: 'marketing', baseUsd: 70_000, skills: ['Instagram', 'LinkedIn', 'TikTok', 'community management'] },
  { title: 'Marketing Intern', family: 'marketing', baseUsd: 35_000, skills: ['social media', 'copywriting', 'Canva'], internship: true },
  { title: 'HR Business Partner', family: 'people', baseUsd: 105_000, skills: ['employee relations', 'organisational design', 'employment law'] },
  { title: 'Talent Acquisition Specialist', family: 'people', baseUsd: 80_000, skills: ['sourcing', 'interviewing', 'applicant tracking systems'] },
  { title: 'Payroll Specialist', family: 'people', baseUsd: 65_000, skills: ['payroll processing', 'SAP', 'social security rules'] },
  { title: 'Learning & Development Manager', family: 'people', baseUsd: 100_000, skills: ['training design', 'leadership programmes', 'LMS'] },
  { title: 'Financial Controller', family: 'finance', baseUsd: 140_000, skills: ['IFRS', 'month-end close', 'SAP'], senior: true },
  { title: 'Financial Analyst', family: 'finance', baseUsd: 90_000, skills: ['financial modelling', 'Excel', 'budgeting'] },
  { title: 'Accountant', family: 'finance', baseUsd: 70_000, skills: ['bookkeeping', 'reconciliations', 'VAT'] },
  { title: 'Tax Manager', family: 'finance', baseUsd: 130_000, skills: ['corporate tax', 'transfer pricing', 'VAT'], senior: true },
  { title: 'Finance Intern', family: 'finance', baseUsd: 35_000, skills: ['Excel', 'accounting basics'], internship: true },
  { title: 'Legal Counsel', family: 'legal', baseUsd: 150_000, skills: ['commercial contracts', 'data protection', 'employment law'] },
  { title: 'Compliance Officer', family: 'legal', baseUsd: 110_000, skills: ['AML', 'KYC', 'regulatory reporting'] },
  { title: 'Customer Success Manager', family: 'customer', baseUsd: 90_000, skills: ['onboarding', 'renewals', 'Gainsight'] },
  { title: 'Customer Support Specialist', family: 'customer', baseUsd: 50_000, skills: ['Zendesk', 'live chat', 'ticket triage'] },
  { title: 'Technical Support Engineer', family: 'customer', baseUsd: 80_000, skills: ['SQL', 'REST APIs', 'log analysis'] },
  { title: 'Operations Manager', family: 'operations', baseUsd: 110_000, skills: ['process improvement', 'KPI reporting', 'Lean'] },
  { title: 'Supply Chain Planner', family: 'operations', baseUsd: 85_000, skills: ['demand planning', 'SAP APO', 'S&OP'] },
  { title: 'Logistics Coordinator', family: 'operations', baseUsd: 60_000, skills: ['freight booking', 'customs documents', 'TMS'] },
  { title: 'Procurement Specialist', family: 'operations', baseUsd: 80_000, skills: ['supplier negotiation', 'tendering', 'SAP Ariba'] },
  { title: 'Warehouse Team Leader', family: 'operations', baseUsd: 55_000, skills: ['WMS', 'shift planning', 'health and safety'], onsite: true },
  { title: 'Quality Engineer', family: 'manufacturing', baseUsd: 95_000, skills: ['ISO 9001', 'root cause analysis', 'SPC'], onsite: true },
  { title: 'Production Planner', family: 'manufacturing', baseUsd: 75_000, skills: ['MRP', 'capacity planning', 'SAP PP'], onsite: true },
  { title: 'Mechanical Design Engineer', family: 'manufacturing', baseUsd: 105_000, skills: ['SolidWorks', 'GD&T', 'DFM'] },
  { title: 'Maintenance Technician', family: 'manufacturing', baseUsd: 60_000, skills: ['PLC', 'hydraulics', 'preventive maintenance'], onsite: true },
  { title: 'Registered Nurse', family: 'healthcare', baseUsd: 85_000, skills: ['patient assessment', 'medication administration', 'electronic health records'], onsite: true },
  { title: 'Clinical Operations Manager', family: 'healthcare', baseUsd: 120_000, skills: ['clinical governance', 'rostering', 'CQC standards'] },
  { title: 'Medical Sales Representative', family: 'healthcare', baseUsd: 90_000, skills: ['hospital sales', 'product training', 'CRM'] },
  { title: 'Front Office Manager', family: 'hospitality', baseUsd: 60_000, skills: ['Opera PMS', 'guest relations', 'team scheduling'], onsite: true },
  { title: 'Hotel Revenue Manager', family: 'hospitality', baseUsd: 85_000, skills: ['pricing strategy', 'IDeaS', 'channel management'] },
  { title: 'Sous Chef', family: 'hospitality', baseUsd: 55_000, skills: ['menu development', 'HACCP', 'kitchen leadership'], onsite: true },
  { title: 'Site Engineer', family: 'construction', baseUsd: 85_000, skills: ['AutoCAD', 'setting out', 'site supervision'], onsite: true },
  { title: 'Construction Project Manager', family: 'construction', baseUsd: 125_000, skills: ['programme management', 'NEC contracts', 'cost control'], senior: true },
  { title: 'Quantity Surveyor', family: 'construction', baseUsd: 90_000, skills: ['cost estimating', 'bills of quantities', 'CostX'] },
];
