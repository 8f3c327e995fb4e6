/** Privacy policy (term type 2), English. */
export const PRIVACY_EN = `<h1>Privacy Policy</h1>
<p><strong>Effective date: 01/01/2025</strong></p>
<p>This policy explains how Referral Marketplace Ltd (“we”, “us”) collects and uses personal data when you use our platform, and the rights you have. We are the controller of your personal data under the UK General Data Protection Regulation and the Data Protection Act 2018.</p>

<h2>1. The data we collect</h2>
<ul>
<li><strong>Account data:</strong> your name, e-mail address, password (stored only as a one-way hash), phone number, LinkedIn profile address, role, language and how you heard about us.</li>
<li><strong>Profile data:</strong> title, gender, date of birth, country and city, and a profile picture, if you choose to give them.</li>
<li><strong>Candidate data:</strong> the name, contact details, LinkedIn profile, CV and notes of candidates referred or applying to jobs, and the progress of their applications.</li>
<li><strong>Company data:</strong> company name, website, industry, location, logo and the people responsible for job openings.</li>
<li><strong>Billing data:</strong> bank account holder name, IBAN, billing address, tax number and payment history. Card details are handled by our payment providers, not by us.</li>
<li><strong>Technical data:</strong> IP address, browser type, sign-in times and security logs.</li>
</ul>

<h2>2. How we use your data and our legal bases</h2>
<ul>
<li>To create and run your account and provide the service (performance of a contract).</li>
<li>To share referrals and applications with the company that posted the job (performance of a contract and, for referred candidates, their consent collected by the referrer).</li>
<li>To credit rewards, pay recruiters and invoice companies (performance of a contract and legal obligations such as tax and accounting rules).</li>
<li>To keep the platform secure, prevent fraud and enforce our terms (legitimate interests).</li>
<li>To send service e-mails such as confirmation codes, password resets and notifications (performance of a contract).</li>
</ul>

<h2>3. People you refer</h2>
<p>If you refer someone, you must first obtain their consent to share their details with us and with the company concerned. We use their data only to handle that referral, and they can contact us at any time to exercise their rights.</p>

<h2>4. Who we share data with</h2>
<p>We share data with the companies whose jobs you refer to or apply for, with the recruiters assigned to those jobs as far as needed, and with service providers acting on our instructions: hosting, e-mail delivery and third-party card and wallet payment providers. We do not sell personal data. We may disclose data where the law requires it.</p>

<h2>5. International transfers</h2>
<p>Where data is transferred outside the United Kingdom, we use adequacy regulations or the international data transfer agreement approved under UK law to protect it.</p>

<h2>6. How long we keep data</h2>
<p>We keep account data while your account is open and for up to two years after it is closed. Records of rewards, payments and invoices are kept for six years to meet legal obligations. Candidate data is deleted or anonymised two years after the last activity on the candidate’s applications, unless the candidate asks us to delete it sooner.</p>

<h2>7. Security</h2>
<p>We protect data with encryption in transit, hashed passwords, access controls based on roles and regular backups. No system is perfectly secure; if a breach affects you, we will inform you and the regulator as the law requires.</p>

<h2>8. Your rights</h2>
<p>You have the right to access your data, to have it corrected or erased, to restrict or object to its processing, to data portability and to withdraw consent at any time. To exercise these rights, contact us through the Contact Us page. You also have the right to complain to the Information Commissioner’s Office (ico.org.uk).</p>

<h2>9. Cookies</h2>
<p>We use only the cookies needed to keep you signed in and to protect forms against abuse. We do not use advertising cookies.</p>

<h2>10. Children</h2>
<p>The platform is not intended for anyone under 18, and we do not knowingly collect data about children.</p>

<h2>11. Changes to this policy</h2>
<p>We may update this policy. We will publish the new version on this page with its effective date and tell registered users of material changes.</p>
`;
