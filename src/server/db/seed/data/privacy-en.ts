/** Privacy policy and information notice (term type 2), English: KVKK (Law No. 6698) and GDPR. */
export const PRIVACY_EN = `<h1>Privacy Policy</h1>
<p><strong>Information notice under the Turkish Personal Data Protection Law No. 6698 (KVKK, art. 10) and the EU and UK General Data Protection Regulation (GDPR, art. 13 and 14).</strong></p>
<p>This notice explains which personal data Referral Marketplace Ltd (“we”, “us”) keeps when you use the platform or when someone refers you to a job, why, on which legal basis, for how long, and how you can exercise each of your rights. We are the data controller (<em>veri sorumlusu</em>). Write to us at privacy@referral-marketplace.example or through the Contact Us page.</p>

<h2>1. What we keep and why</h2>
<ul>
<li><strong>Account data</strong> (name, e-mail, password stored only as a one-way hash, phone, LinkedIn page, role, language, how you heard about us): to create and run your account. Legal basis: performance of a contract (KVKK art. 5(2)(c); GDPR art. 6(1)(b)).</li>
<li><strong>Profile data</strong> (title, gender, date of birth, country and city, picture), if you choose to give them: to show your profile to the people you work with. Legal basis: contract; the optional fields rest on your choice to fill them in.</li>
<li><strong>Candidate data</strong> (name, contact details, LinkedIn page, CV, notes, the progress of each application): to handle referrals and applications with the company that published the job. Legal basis: contract with the candidate who applies, and our and the company’s legitimate interest in recruiting for a referral (KVKK art. 5(2)(f); GDPR art. 6(1)(f)).</li>
<li><strong>Company data</strong> (name, website, industry, location, logo, the people responsible for jobs): to publish jobs and run the hiring pipeline. Legal basis: contract.</li>
<li><strong>Billing data</strong> (account holder, IBAN, billing address, tax number, payments, points ledger, invoices): to pay rewards and invoice companies. Legal basis: contract and legal obligations under tax and commercial law (KVKK art. 5(2)(ç); GDPR art. 6(1)(c)). Card details are handled by our payment providers, not by us.</li>
<li><strong>Technical data</strong> (IP address, browser, sign-in times, security and audit logs): to keep the platform secure and prevent abuse. Legal basis: legitimate interests.</li>
<li><strong>Consent ledger</strong>: which version of the terms, of this notice and of the explicit consent text you accepted, and when. Legal basis: legal obligation (to prove what you were told).</li>
</ul>

<h2>2. Information notice and explicit consent are separate</h2>
<p>Reading this notice is not consent. Everything the service needs rests on the legal bases above. The explicit consent (<em>açık rıza</em>) text, asked separately and optionally at sign-up, covers only the processing that needs it (transfer of a CV to a company abroad, news e-mails). The service never depends on it, and you can withdraw it at any time.</p>

<h2>3. If someone referred you</h2>
<p>A recruiter who refers you confirms that they may share your details with us and with the company. We e-mail you as soon as the referral is made, telling you who referred you and to which job, with a private link (valid for 90 days) where you can see the data we received, confirm the referral, or object with one click. Objecting withdraws the referral from the company’s pipeline and archives the recruiter’s record of you.</p>

<h2>4. Who we share data with</h2>
<p>The company whose job you are referred or apply to, the recruiter who referred you (about that referral only), and service providers acting on our instructions: hosting, e-mail delivery and payment providers. Some of them may process data outside Turkey; such transfers follow KVKK art. 9 (standard contracts notified to the Personal Data Protection Authority, or your explicit consent) and GDPR chapter V (adequacy decisions or standard contractual clauses). We do not sell personal data.</p>

<h2>5. How long we keep data</h2>
<ul>
<li>Account and profile data: while your account is open. When you delete your account, personal data are erased or anonymised at once.</li>
<li>CVs and candidate records: deleted when they have had no activity for 24 months (a period staff may set), after a 30-day quarantine; a scheduled job checks at least every six months. A record under a legal hold (for example during a dispute) is kept until the hold ends.</li>
<li>Invoices, payments and the points ledger: 10 years, as Turkish commercial and tax law require (Turkish Commercial Code art. 82, Tax Procedure Law art. 253); after an account is deleted they are kept without the person’s name.</li>
<li>The destruction log (what was deleted and when): 3 years.</li>
<li>Security logs: 2 years. The consent ledger: as long as the account exists and then for the limitation period of claims.</li>
</ul>

<h2>6. Your rights and how to exercise each</h2>
<p>Under KVKK art. 11 and GDPR art. 15 to 22 you may:</p>
<ul>
<li><strong>Learn whether and how we process your data, and get a copy</strong> (access and portability): in your profile, “Download my data” gives a ZIP of JSON files and your files at once.</li>
<li><strong>Have it corrected</strong>: edit your profile, or write to us for data you cannot edit.</li>
<li><strong>Have it erased</strong>: in your profile, “Delete my account” (with a confirmation step) erases or anonymises your personal data; invoices and the points ledger are kept as the law requires, without your name.</li>
<li><strong>Object or restrict processing</strong>, and <strong>withdraw your explicit consent</strong> at any time: write to us; a referred person can object from the link in the e-mail.</li>
<li><strong>Learn who we transferred your data to, in Turkey and abroad</strong>, and ask them to be told of a correction or erasure.</li>
<li><strong>Object to a result against you arising solely from automated analysis</strong>, and <strong>claim compensation</strong> for damage caused by unlawful processing.</li>
</ul>
<p>If you have no account (for example, you were referred), send your request by e-mail to privacy@referral-marketplace.example or through the Contact Us page. We answer every request within 30 days, free of charge, and may ask you to prove your identity. You may also complain to the Turkish Personal Data Protection Authority (KVKK Kurumu, kvkk.gov.tr) or to the data protection authority of your country in the EU or UK.</p>

<h2>7. Security</h2>
<p>Encryption in transit, hashed passwords, role-based access, audit logs and regular backups. If a breach affects you, we inform you and the authority as the law requires (KVKK art. 12; GDPR art. 33 and 34).</p>

<h2>8. Cookies</h2>
<p>Only the cookies needed to keep you signed in and to protect forms against abuse. No advertising cookies.</p>

<h2>9. Children</h2>
<p>The platform is not intended for anyone under 18.</p>

<h2>10. Changes</h2>
<p>Each change to this notice is published as a new version with its date. If you accepted an earlier version, we ask you to read the new one at your next sign-in.</p>
`;
