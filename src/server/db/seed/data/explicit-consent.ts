/** Explicit consent (açık rıza, term type 3): optional, asked apart from the information notice. */
export const EXPLICIT_CONSENT_EN = `<h1>Explicit consent</h1>
<p>Giving this consent is optional. Everything the service needs (your account, referrals, applications, payments) rests on other legal bases described in the information notice, and works the same whether you give this consent or not. You can withdraw it at any time by writing to privacy@referral-marketplace.example.</p>
<p>With this consent you allow us:</p>
<ul>
<li>to transfer your CV and profile to companies abroad (outside Turkey) that publish jobs on the platform, when you are referred or apply to their jobs (KVKK art. 9);</li>
<li>to send you news about jobs and features by e-mail.</li>
</ul>`;

export const EXPLICIT_CONSENT_TR = `<h1>Açık rıza metni</h1>
<p>Bu rızayı vermek isteğe bağlıdır. Hizmetin gerektirdiği her şey (hesabınız, öneriler, başvurular, ödemeler) aydınlatma metninde açıklanan diğer hukuki sebeplere dayanır ve bu rızayı verseniz de vermeseniz de aynı şekilde çalışır. Rızanızı privacy@referral-marketplace.example adresine yazarak dilediğiniz zaman geri alabilirsiniz.</p>
<p>Bu rızayla bize şunlar için izin vermiş olursunuz:</p>
<ul>
<li>bir ilana önerildiğinizde ya da başvurduğunuzda, özgeçmişinizi ve profilinizi platformda ilan veren yurt dışındaki (Türkiye dışındaki) şirketlere aktarmamız (KVKK md. 9);</li>
<li>size ilanlar ve yenilikler hakkında e-posta göndermemiz.</li>
</ul>`;
