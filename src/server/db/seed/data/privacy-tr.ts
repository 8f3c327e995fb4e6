/** Gizlilik politikası ve aydınlatma metni (term type 2), Türkçe: KVKK (6698 sayılı Kanun) ve GDPR. */
export const PRIVACY_TR = `<h1>Gizlilik Politikası</h1>
<p><strong>6698 sayılı Kişisel Verilerin Korunması Kanunu (KVKK) md. 10 ve AB ile Birleşik Krallık Genel Veri Koruma Tüzüğü (GDPR) md. 13 ve 14 uyarınca aydınlatma metni.</strong></p>
<p>Bu metin, platformu kullandığınızda ya da biri sizi bir ilana önerdiğinde Referral Marketplace Ltd’nin (“biz”) hangi kişisel verileri, neden, hangi hukuki sebeple ve ne kadar süreyle sakladığını ve haklarınızın her birini nasıl kullanabileceğinizi açıklar. Veri sorumlusu biziz. Bize privacy@referral-marketplace.example adresinden ya da İletişim sayfasından yazabilirsiniz.</p>

<h2>1. Neyi ve neden saklıyoruz</h2>
<ul>
<li><strong>Hesap verileri</strong> (ad, e-posta, yalnızca tek yönlü özet olarak saklanan parola, telefon, LinkedIn sayfası, rol, dil, bizi nereden duyduğunuz): hesabınızı açmak ve yürütmek için. Hukuki sebep: sözleşmenin ifası (KVKK md. 5/2-c; GDPR md. 6/1-b).</li>
<li><strong>Profil verileri</strong> (unvan, cinsiyet, doğum tarihi, ülke ve şehir, fotoğraf), vermeyi seçerseniz: profilinizi birlikte çalıştığınız kişilere göstermek için. Hukuki sebep: sözleşme; isteğe bağlı alanlar sizin doldurma tercihinize dayanır.</li>
<li><strong>Aday verileri</strong> (ad, iletişim bilgileri, LinkedIn sayfası, özgeçmiş, notlar, her başvurunun ilerleyişi): önerileri ve başvuruları ilanı yayımlayan şirketle yürütmek için. Hukuki sebep: başvuran adayla sözleşme; öneride bizim ve şirketin işe alımdaki meşru menfaati (KVKK md. 5/2-f; GDPR md. 6/1-f).</li>
<li><strong>Şirket verileri</strong> (ad, web sitesi, sektör, konum, logo, ilan sorumluları): ilan yayımlamak ve işe alım sürecini yürütmek için. Hukuki sebep: sözleşme.</li>
<li><strong>Fatura verileri</strong> (hesap sahibi, IBAN, fatura adresi, vergi numarası, ödemeler, puan hareketleri, faturalar): ödülleri ödemek ve şirketlere fatura kesmek için. Hukuki sebep: sözleşme ve vergi ile ticaret hukukundan doğan yükümlülükler (KVKK md. 5/2-ç; GDPR md. 6/1-c). Kart bilgilerini biz değil ödeme sağlayıcılarımız işler.</li>
<li><strong>Teknik veriler</strong> (IP adresi, tarayıcı, giriş zamanları, güvenlik ve denetim kayıtları): platformu güvende tutmak ve kötüye kullanımı önlemek için. Hukuki sebep: meşru menfaat.</li>
<li><strong>Rıza kayıtları</strong>: kullanım koşullarının, bu metnin ve açık rıza metninin hangi sürümünü ne zaman kabul ettiğiniz. Hukuki sebep: hukuki yükümlülük (size neyin bildirildiğini ispat etmek).</li>
</ul>

<h2>2. Aydınlatma metni ile açık rıza ayrıdır</h2>
<p>Bu metni okumak rıza vermek değildir. Hizmetin gerektirdiği her şey yukarıdaki hukuki sebeplere dayanır. Üyelikte ayrıca ve isteğe bağlı olarak sorulan açık rıza metni yalnızca rıza gerektiren işlemeyi (özgeçmişin yurt dışındaki bir şirkete aktarılması, bilgilendirme e-postaları) kapsar. Hizmet hiçbir zaman buna bağlı değildir ve rızanızı dilediğiniz zaman geri alabilirsiniz.</p>

<h2>3. Biri sizi önerdiyse</h2>
<p>Sizi öneren işe alım uzmanı, bilgilerinizi bizimle ve şirketle paylaşabileceğini onaylar. Öneri yapılır yapılmaz size kimin sizi hangi ilana önerdiğini bildiren bir e-posta göndeririz; içindeki kişisel bağlantıda (90 gün geçerli) aldığımız verileri görebilir, öneriyi onaylayabilir ya da tek tıkla itiraz edebilirsiniz. İtiraz ederseniz öneri şirketin sürecinden geri çekilir ve işe alım uzmanının hakkınızdaki kaydı arşivlenir.</p>

<h2>4. Verileri kimlerle paylaşıyoruz</h2>
<p>Önerildiğiniz ya da başvurduğunuz ilanın şirketi, sizi öneren işe alım uzmanı (yalnızca o öneriyle ilgili) ve bizim talimatımızla çalışan hizmet sağlayıcılar: barındırma, e-posta gönderimi ve ödeme sağlayıcıları. Bunların bir kısmı verileri Türkiye dışında işleyebilir; bu aktarımlar KVKK md. 9’a (Kişisel Verileri Koruma Kurumu’na bildirilen standart sözleşmeler ya da açık rızanız) ve GDPR V. bölüme (yeterlilik kararları ya da standart sözleşme hükümleri) uygun yapılır. Kişisel verileri satmayız.</p>

<h2>5. Verileri ne kadar saklıyoruz</h2>
<ul>
<li>Hesap ve profil verileri: hesabınız açık olduğu sürece. Hesabınızı sildiğinizde kişisel veriler hemen silinir ya da anonim hale getirilir.</li>
<li>Özgeçmişler ve aday kayıtları: 24 ay (yöneticilerin belirleyebileceği süre) boyunca hiçbir işlem görmediklerinde, 30 günlük bir bekleme süresinin ardından silinir; zamanlanmış bir görev bunu en az altı ayda bir denetler. Yasal saklama kararı konmuş bir kayıt (örneğin bir uyuşmazlık sırasında) karar kalkana dek saklanır.</li>
<li>Faturalar, ödemeler ve puan hareketleri: Türk Ticaret Kanunu md. 82 ve Vergi Usul Kanunu md. 253 gereğince 10 yıl; hesap silindikten sonra kişinin adı çıkarılarak saklanır.</li>
<li>İmha kayıtları (neyin ne zaman silindiği): 3 yıl.</li>
<li>Güvenlik kayıtları: 2 yıl. Rıza kayıtları: hesap var olduğu sürece, ardından talepler için zamanaşımı süresince.</li>
</ul>

<h2>6. Haklarınız ve her birini nasıl kullanırsınız</h2>
<p>KVKK md. 11 ve GDPR md. 15-22 uyarınca şu haklara sahipsiniz:</p>
<ul>
<li><strong>Verilerinizin işlenip işlenmediğini ve nasıl işlendiğini öğrenmek, bir kopyasını almak</strong> (erişim ve taşınabilirlik): profilinizdeki “Verilerimi indir” size JSON dosyaları ve dosyalarınızdan oluşan bir ZIP’i hemen verir.</li>
<li><strong>Düzeltilmesini istemek</strong>: profilinizi düzenleyin ya da düzenleyemediğiniz veriler için bize yazın.</li>
<li><strong>Silinmesini istemek</strong>: profilinizdeki “Hesabımı sil” (bir onay adımıyla) kişisel verilerinizi siler ya da anonim hale getirir; faturalar ve puan hareketleri kanunun gerektirdiği şekilde adınız olmadan saklanır.</li>
<li><strong>İşlemeye itiraz etmek ya da kısıtlanmasını istemek</strong> ve <strong>açık rızanızı geri almak</strong>: bize yazın; önerilen kişi e-postadaki bağlantıdan itiraz edebilir.</li>
<li><strong>Verilerinizin yurt içinde ve yurt dışında kimlere aktarıldığını öğrenmek</strong> ve düzeltme ya da silmenin onlara bildirilmesini istemek.</li>
<li><strong>Yalnızca otomatik analiz sonucu aleyhinize çıkan bir sonuca itiraz etmek</strong> ve hukuka aykırı işleme nedeniyle uğradığınız <strong>zararın giderilmesini istemek</strong>.</li>
</ul>
<p>Hesabınız yoksa (örneğin önerildiyseniz) talebinizi privacy@referral-marketplace.example adresine e-postayla ya da İletişim sayfasından gönderin. Her talebi en geç 30 gün içinde ücretsiz olarak yanıtlarız; kimliğinizi doğrulamanızı isteyebiliriz. Kişisel Verileri Koruma Kurumu’na (kvkk.gov.tr) ya da AB veya Birleşik Krallık’ta ülkenizin veri koruma otoritesine şikâyette de bulunabilirsiniz.</p>

<h2>7. Güvenlik</h2>
<p>Aktarım sırasında şifreleme, özetlenmiş parolalar, role dayalı erişim, denetim kayıtları ve düzenli yedekler. Sizi etkileyen bir ihlal olursa size ve otoriteye kanunun gerektirdiği şekilde bildiririz (KVKK md. 12; GDPR md. 33 ve 34).</p>

<h2>8. Çerezler</h2>
<p>Yalnızca oturumunuzu açık tutmak ve formları kötüye kullanıma karşı korumak için gereken çerezler. Reklam çerezi kullanmayız.</p>

<h2>9. Çocuklar</h2>
<p>Platform 18 yaşından küçükler için değildir.</p>

<h2>10. Değişiklikler</h2>
<p>Bu metindeki her değişiklik tarihiyle birlikte yeni bir sürüm olarak yayımlanır. Önceki bir sürümü kabul ettiyseniz, bir sonraki girişinizde yenisini okumanızı isteriz.</p>
`;
