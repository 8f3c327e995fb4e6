/** Terms of service (term type 1), English. */
export const TERMS_EN = `<h1>Terms of Service</h1>
<p><em>Last updated: 01/01/2025</em></p>
<p>Please read these terms carefully before using the platform. By creating an account or using the platform you agree to them. If you do not agree, do not use the platform.</p>

<h2>1. About us and these terms</h2>
<p>The platform is operated by Referral Marketplace Ltd, a private limited company registered in England and Wales (“we”, “us”, “our”). These terms govern your use of our website and services, which connect companies that post job openings with recruiters who refer candidates and with candidates who apply. References to “you” mean the person or organisation using the platform.</p>

<h2>2. Eligibility and accounts</h2>
<ul>
<li>You must be at least 18 years old to create an account or use the platform.</li>
<li>You must give accurate, current and complete information when you register and keep it up to date.</li>
<li>You are responsible for keeping your password secret and for everything done through your account. Tell us at once if you suspect unauthorised use.</li>
<li>If you register on behalf of a company, you confirm that you are authorised to bind that company to these terms.</li>
</ul>

<h2>3. Our service</h2>
<p>We provide an online marketplace. We are not the employer of any candidate, an employment agency acting for any party, or a party to any employment contract concluded between a company and a candidate. We do not guarantee that a job will be filled, that a candidate will be hired, or that any information published by users is accurate.</p>

<h2>4. Job postings and fees</h2>
<ul>
<li>Companies may publish job openings after paying the posting fee shown at checkout. A job opening becomes visible once the payment is confirmed.</li>
<li>Job posting fees are non-refundable, including where a job is paused, closed or filled early, or not filled at all, except where the law requires otherwise.</li>
<li>Each job opening must describe a real, lawful vacancy, state the reward offered for a successful referral, and must not discriminate unlawfully against any person.</li>
<li>We may edit the format of, suspend or remove any job opening that breaks these terms.</li>
</ul>

<h2>5. Referrals and applications</h2>
<ul>
<li>Before you refer a person, you must have that person’s consent to share their details and CV with the company for the job concerned.</li>
<li>You must not refer the same person twice to the same job. Where a person is referred more than once, the first referral recorded by the platform is the one that counts.</li>
<li>Candidates applying for themselves must give truthful information about their identity, experience and qualifications.</li>
</ul>

<h2>6. Referral rewards</h2>
<ul>
<li>Referral rewards are paid only after the job poster confirms a hire of the referred candidate on the platform. Interviews, offers or other stages do not give rise to any reward.</li>
<li>Once a hire is confirmed, the reward stated in the job opening is credited to the referrer’s account as points. Points have no cash value until they are paid out to the bank account held in your billing details.</li>
<li>We may withhold or reverse a reward where a hire is cancelled, a referral was made without the candidate’s consent, or we reasonably suspect fraud or a breach of these terms.</li>
<li>You are responsible for any tax due on rewards you receive.</li>
</ul>

<h2>7. Payments</h2>
<p>Payments on the platform, including job posting fees, go through third-party card and wallet providers. Their own terms and privacy notices also apply to those payments. We do not receive or store your full card number. Prices are shown with the currency and, where applicable, taxes before you pay.</p>

<h2>8. Acceptable use</h2>
<p>You must not: use the platform for any unlawful purpose; publish false, misleading, offensive or discriminatory content; collect personal data of other users for purposes unrelated to recruitment; try to circumvent the platform to avoid fees or rewards; interfere with the security or operation of the platform; or use automated means to access it without our written permission.</p>

<h2>9. Content and intellectual property</h2>
<p>You keep ownership of the content you upload, such as job descriptions, CVs and logos, and you grant us a non-exclusive, worldwide, royalty-free licence to host, display and process that content for the purpose of providing the service. You confirm that you have the right to grant this licence. The platform itself, its design and software belong to us or our licensors.</p>

<h2>10. Suspension and termination</h2>
<p>You may close your account at any time. We may suspend or close an account that breaks these terms, with notice where reasonably possible. Rewards already confirmed before closure remain payable unless they are withheld under section 6. Sections 6, 9, 11 and 12 survive the end of your use of the platform.</p>

<h2>11. Liability</h2>
<p>Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for any other liability that cannot be limited by law. Otherwise, we are not liable for indirect or consequential loss, loss of profit or loss of opportunity, and our total liability to you in any twelve-month period is limited to the greater of the fees you paid us in that period and £100. Consumers keep all rights they have under the law.</p>

<h2>12. Governing law and disputes</h2>
<p>These terms and any dispute or claim arising out of or in connection with them are governed by the law of England and Wales. The courts of England and Wales have exclusive jurisdiction, except that consumers living elsewhere in the United Kingdom may also bring proceedings in their local courts. We may update these terms from time to time; we will tell registered users of material changes before they take effect. You can contact us through the Contact Us page.</p>
`;
