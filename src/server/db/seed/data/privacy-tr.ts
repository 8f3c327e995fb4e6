/** Privacy policy (term type 2), Turkish. */
export const PRIVACY_TR = `<h1>Gizlilik Politikası</h1>
<p><strong>Yürürlük tarihi: 01/01/2025</strong></p>
<p>Bu politika, Referral Marketplace Ltd’nin (“biz”) platformumuzu kullandığınızda kişisel verilerinizi nasıl topladığını ve kullandığını ve sahip olduğunuz hakları açıklar. Birleşik Krallık Genel Veri Koruma Tüzüğü (UK GDPR) ve 2018 tarihli Veri Koruma Kanunu kapsamında veri sorumlusu biziz. Türkiye’deki kullanıcılarımız için 6698 sayılı Kişisel Verilerin Korunması Kanunu’ndan doğan haklar da saklıdır.</p>

<h2>1. Topladığımız veriler</h2>
<ul>
<li><strong>Hesap verileri:</strong> adınız, e-posta adresiniz, şifreniz (yalnızca tek yönlü özet olarak saklanır), telefon numaranız, LinkedIn profil adresiniz, rolünüz, diliniz ve bizi nereden duyduğunuz.</li>
<li><strong>Profil verileri:</strong> vermeyi seçerseniz unvan, cinsiyet, doğum tarihi, ülke ve şehir ile profil fotoğrafı.</li>
<li><strong>Aday verileri:</strong> ilanlara önerilen veya başvuran adayların adı, iletişim bilgileri, LinkedIn profili, özgeçmişi, notları ve başvurularının ilerleyişi.</li>
<li><strong>Şirket verileri:</strong> şirket adı, web sitesi, sektörü, konumu, logosu ve ilanlardan sorumlu kişiler.</li>
<li><strong>Fatura verileri:</strong> hesap sahibinin adı, IBAN, fatura adresi, vergi numarası ve ödeme geçmişi. Kart bilgileri bizim tarafımızdan değil, ödeme sağlayıcılarımız tarafından işlenir.</li>
<li><strong>Teknik veriler:</strong> IP adresi, tarayıcı türü, oturum açma zamanları ve güvenlik kayıtları.</li>
</ul>

<h2>2. Verilerinizi nasıl kullanırız ve hukuki dayanaklarımız</h2>
<ul>
<li>Hesabınızı oluşturmak, yönetmek ve hizmeti sunmak için (sözleşmenin ifası).</li>
<li>Öneri ve başvuruları ilanı yayımlayan şirketle paylaşmak için (sözleşmenin ifası ve önerilen adaylar için öneren kişinin aldığı açık rıza).</li>
<li>Ödülleri hesaba eklemek, işe alım uzmanlarına ödeme yapmak ve şirketleri faturalandırmak için (sözleşmenin ifası ile vergi ve muhasebe kuralları gibi hukuki yükümlülükler).</li>
<li>Platformu güvende tutmak, dolandırıcılığı önlemek ve koşullarımızı uygulamak için (meşru menfaat).</li>
<li>Doğrulama kodları, şifre sıfırlama ve bildirimler gibi hizmet e-postaları göndermek için (sözleşmenin ifası).</li>
</ul>

<h2>3. Önerdiğiniz kişiler</h2>
<p>Birini önerirseniz, bilgilerini bizimle ve ilgili şirketle paylaşmak için önce o kişinin onayını almalısınız. Bu verileri yalnızca söz konusu öneriyi yürütmek için kullanırız; önerilen kişi haklarını kullanmak için bize her zaman ulaşabilir.</p>

<h2>4. Verileri kimlerle paylaşırız</h2>
<p>Verileri; ilanlarına öneri yaptığınız veya başvurduğunuz şirketlerle, gerektiği ölçüde bu ilanlara atanmış işe alım uzmanlarıyla ve talimatlarımızla hareket eden hizmet sağlayıcılarla paylaşırız: barındırma, e-posta gönderimi ile üçüncü taraf kart ve dijital cüzdan ödeme sağlayıcıları. Kişisel verileri satmayız. Kanunun gerektirdiği durumlarda verileri açıklayabiliriz.</p>

<h2>5. Yurt dışına aktarım</h2>
<p>Veriler Birleşik Krallık dışına aktarıldığında, korunmaları için yeterlilik kararlarına veya Birleşik Krallık hukukunca onaylanan uluslararası veri aktarım sözleşmesine dayanırız.</p>

<h2>6. Verileri ne kadar süre saklarız</h2>
<p>Hesap verilerini hesabınız açık olduğu sürece ve kapatıldıktan sonra en fazla iki yıl saklarız. Ödül, ödeme ve fatura kayıtları yasal yükümlülükler nedeniyle altı yıl saklanır. Aday verileri, adayın başvurularındaki son hareketten iki yıl sonra silinir veya anonim hâle getirilir; aday daha önce silinmesini isterse bu talebe uyarız.</p>

<h2>7. Güvenlik</h2>
<p>Verileri aktarım sırasında şifreleme, özetlenmiş şifreler, role dayalı erişim denetimi ve düzenli yedeklerle koruruz. Hiçbir sistem tam olarak güvenli değildir; sizi etkileyen bir ihlal olursa kanunun gerektirdiği şekilde sizi ve ilgili otoriteyi bilgilendiririz.</p>

<h2>8. Haklarınız</h2>
<p>Verilerinize erişme, düzeltilmesini veya silinmesini isteme, işlenmesini kısıtlama veya itiraz etme, veri taşınabilirliği ve onayınızı dilediğiniz zaman geri çekme haklarına sahipsiniz. Bu hakları kullanmak için İletişim sayfasından bize ulaşın. Birleşik Krallık Bilgi Komiserliği’ne (ico.org.uk) ve Türkiye’de Kişisel Verileri Koruma Kurulu’na şikâyette bulunma hakkınız da vardır.</p>

<h2>9. Çerezler</h2>
<p>Yalnızca oturumunuzu açık tutmak ve formları kötüye kullanıma karşı korumak için gereken çerezleri kullanırız. Reklam çerezi kullanmayız.</p>

<h2>10. Çocuklar</h2>
<p>Platform 18 yaşından küçükler için tasarlanmamıştır ve bilerek çocuklara ait veri toplamayız.</p>

<h2>11. Bu politikadaki değişiklikler</h2>
<p>Bu politikayı güncelleyebiliriz. Yeni sürümü yürürlük tarihiyle birlikte bu sayfada yayımlar ve önemli değişiklikleri kayıtlı kullanıcılara bildiririz.</p>
`;
