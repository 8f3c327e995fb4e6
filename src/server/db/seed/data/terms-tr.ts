/** Terms of service (term type 1), Turkish. */
export const TERMS_TR = `<h1>Kullanım Koşulları</h1>
<p><em>Son güncelleme: 01/01/2025</em></p>
<p>Platformu kullanmadan önce bu koşulları dikkatle okuyun. Bir hesap oluşturarak veya platformu kullanarak bu koşulları kabul etmiş olursunuz. Kabul etmiyorsanız platformu kullanmayın.</p>

<h2>1. Biz ve bu koşullar hakkında</h2>
<p>Platform, İngiltere ve Galler’de kayıtlı özel limited şirket Referral Marketplace Ltd (“biz”) tarafından işletilmektedir. Bu koşullar; iş ilanı yayımlayan şirketleri, aday öneren işe alım uzmanlarıyla ve kendi adına başvuran adaylarla buluşturan web sitemizin ve hizmetlerimizin kullanımını düzenler. “Siz”, platformu kullanan kişi veya kuruluş anlamına gelir.</p>

<h2>2. Kullanım şartları ve hesaplar</h2>
<ul>
<li>Hesap oluşturmak veya platformu kullanmak için en az 18 yaşında olmalısınız.</li>
<li>Kayıt sırasında doğru, güncel ve eksiksiz bilgi vermeli ve bu bilgileri güncel tutmalısınız.</li>
<li>Şifrenizin gizliliğinden ve hesabınız üzerinden yapılan her işlemden siz sorumlusunuz. Yetkisiz kullanımdan şüphelenirseniz bize hemen bildirin.</li>
<li>Bir şirket adına kayıt oluyorsanız, o şirketi bu koşullarla bağlamaya yetkili olduğunuzu onaylarsınız.</li>
</ul>

<h2>3. Hizmetimiz</h2>
<p>Çevrim içi bir pazar yeri sunuyoruz. Hiçbir adayın işvereni, herhangi bir taraf adına çalışan bir istihdam bürosu veya şirket ile aday arasında kurulan iş sözleşmesinin tarafı değiliz. Bir ilanın doldurulacağını, bir adayın işe alınacağını ya da kullanıcıların yayımladığı bilgilerin doğru olduğunu garanti etmeyiz.</p>

<h2>4. İş ilanları ve ücretler</h2>
<ul>
<li>Şirketler, ödeme sayfasında gösterilen ilan ücretini ödedikten sonra iş ilanı yayımlayabilir. İlan, ödeme onaylandığında görünür olur.</li>
<li>İlan ücretleri iade edilmez; ilanın duraklatılması, kapatılması, erken doldurulması veya hiç doldurulmaması da buna dahildir. Kanunun aksini gerektirdiği durumlar saklıdır.</li>
<li>Her ilan gerçek ve hukuka uygun bir pozisyonu tanımlamalı, başarılı bir öneri için verilecek ödülü belirtmeli ve hiç kimseye karşı hukuka aykırı ayrımcılık içermemelidir.</li>
<li>Bu koşullara aykırı ilanların biçimini düzenleyebilir, ilanları askıya alabilir veya kaldırabiliriz.</li>
</ul>

<h2>5. Öneriler ve başvurular</h2>
<ul>
<li>Bir kişiyi önermeden önce, bilgilerini ve özgeçmişini ilgili ilan için şirketle paylaşmak üzere o kişinin onayını almış olmalısınız.</li>
<li>Aynı kişiyi aynı ilana iki kez öneremezsiniz. Bir kişi birden fazla kez önerilirse, platformun kaydettiği ilk öneri geçerli olur.</li>
<li>Kendi adına başvuran adaylar kimlikleri, deneyimleri ve nitelikleri hakkında doğru bilgi vermelidir.</li>
</ul>

<h2>6. Öneri ödülleri</h2>
<ul>
<li>Öneri ödülleri yalnızca ilan sahibi, önerilen adayın işe alındığını platformda onayladıktan sonra ödenir. Mülakatlar, teklifler veya diğer aşamalar ödül hakkı doğurmaz.</li>
<li>İşe alım onaylandığında ilanda belirtilen ödül, öneren kişinin hesabına puan olarak eklenir. Puanlar, fatura bilgilerinizdeki banka hesabına ödenene kadar nakit değeri taşımaz.</li>
<li>İşe alımın iptal edilmesi, önerinin adayın onayı olmadan yapılması veya makul olarak dolandırıcılıktan ya da bu koşulların ihlalinden şüphelenilmesi hâlinde ödülü tutabilir veya geri alabiliriz.</li>
<li>Aldığınız ödüllere ilişkin vergilerden siz sorumlusunuz.</li>
</ul>

<h2>7. Ödemeler</h2>
<p>İlan ücretleri dahil platformdaki ödemeler üçüncü taraf kart ve dijital cüzdan sağlayıcıları üzerinden yapılır. Bu ödemelere söz konusu sağlayıcıların kendi koşulları ve gizlilik bildirimleri de uygulanır. Kart numaranızın tamamını almayız ve saklamayız. Fiyatlar, ödeme yapmadan önce para birimi ve varsa vergilerle birlikte gösterilir.</p>

<h2>8. Kabul edilebilir kullanım</h2>
<p>Platformu hukuka aykırı amaçlarla kullanamaz; yanlış, yanıltıcı, saldırgan veya ayrımcı içerik yayımlayamaz; diğer kullanıcıların kişisel verilerini işe alım dışındaki amaçlarla toplayamaz; ücret veya ödüllerden kaçınmak için platformu devre dışı bırakmaya çalışamaz; platformun güvenliğine veya işleyişine müdahale edemez ve yazılı iznimiz olmadan platforma otomatik yollarla erişemezsiniz.</p>

<h2>9. İçerik ve fikri mülkiyet</h2>
<p>İlan metinleri, özgeçmişler ve logolar gibi yüklediğiniz içeriklerin sahibi olmaya devam edersiniz. Hizmeti sunabilmemiz için bu içeriği barındırmamız, göstermemiz ve işlememiz amacıyla bize münhasır olmayan, dünya çapında ve bedelsiz bir lisans verirsiniz. Bu lisansı verme hakkına sahip olduğunuzu onaylarsınız. Platformun kendisi, tasarımı ve yazılımı bize veya lisans verenlerimize aittir.</p>

<h2>10. Askıya alma ve fesih</h2>
<p>Hesabınızı dilediğiniz zaman kapatabilirsiniz. Bu koşulları ihlal eden bir hesabı, makul olduğu ölçüde önceden bildirerek askıya alabilir veya kapatabiliriz. Kapanıştan önce onaylanmış ödüller, 6. madde uyarınca tutulmadıkça ödenmeye devam eder. 6, 9, 11 ve 12. maddeler platformu kullanmanız sona erdikten sonra da geçerlidir.</p>

<h2>11. Sorumluluk</h2>
<p>Bu koşullardaki hiçbir hüküm; ihmalden kaynaklanan ölüm veya yaralanma, dolandırıcılık ya da kanunen sınırlandırılamayan diğer sorumlulukları sınırlamaz. Bunun dışında dolaylı zararlardan, kâr veya fırsat kaybından sorumlu değiliz ve herhangi bir on iki aylık dönemde size karşı toplam sorumluluğumuz, o dönemde bize ödediğiniz ücretler ile 100 £ tutarından büyük olanıyla sınırlıdır. Tüketiciler kanundan doğan tüm haklarını korur.</p>

<h2>12. Uygulanacak hukuk ve uyuşmazlıklar</h2>
<p>Bu koşullar ve bunlardan doğan veya bunlarla bağlantılı her türlü uyuşmazlık ya da talep İngiltere ve Galler hukukuna tabidir. İngiltere ve Galler mahkemeleri münhasıran yetkilidir; ancak Birleşik Krallık’ın başka bir bölgesinde yaşayan tüketiciler kendi yerel mahkemelerinde de dava açabilir. Bu koşulları zaman zaman güncelleyebiliriz; önemli değişiklikleri yürürlüğe girmeden önce kayıtlı kullanıcılara bildiririz. Bize İletişim sayfasından ulaşabilirsiniz.</p>
`;
