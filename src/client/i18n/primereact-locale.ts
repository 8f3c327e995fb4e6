import { addLocale, locale } from 'primereact/api';

let turkishAdded = false;

// passwordShow/passwordHide are read by Password at run time but missing from the typings.
const TURKISH_ARIA = {
  close: 'Kapat',
  passwordShow: 'Şifreyi göster',
  passwordHide: 'Şifreyi gizle',
  prevPageLabel: 'Önceki sayfa',
  nextPageLabel: 'Sonraki sayfa',
  firstPageLabel: 'İlk sayfa',
  lastPageLabel: 'Son sayfa',
  pageLabel: 'Sayfa {page}',
};

/** PrimeReact's own texts (aria labels, paginator, calendar) follow the app language. */
export function syncPrimeReactLocale(language: string): void {
  if (language === 'tr' && !turkishAdded) {
    addLocale('tr', {
      accept: 'Evet',
      reject: 'Hayır',
      choose: 'Seç',
      upload: 'Yükle',
      cancel: 'Vazgeç',
      clear: 'Temizle',
      apply: 'Uygula',
      today: 'Bugün',
      weak: 'Zayıf',
      medium: 'Orta',
      strong: 'Güçlü',
      passwordPrompt: 'Bir şifre girin',
      emptyFilterMessage: 'Sonuç bulunamadı',
      emptyMessage: 'Seçenek yok',
      firstDayOfWeek: 1,
      dayNames: ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'],
      dayNamesShort: ['Paz', 'Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt'],
      dayNamesMin: ['Pz', 'Pt', 'Sa', 'Ça', 'Pe', 'Cu', 'Ct'],
      monthNames: [
        'Ocak',
        'Şubat',
        'Mart',
        'Nisan',
        'Mayıs',
        'Haziran',
        'Temmuz',
        'Ağustos',
        'Eylül',
        'Ekim',
        'Kasım',
        'Aralık',
      ],
      monthNamesShort: [
        'Oca',
        'Şub',
        'Mar',
        'Nis',
        'May',
        'Haz',
        'Tem',
        'Ağu',
        'Eyl',
        'Eki',
        'Kas',
        'Ara',
      ],
      dateFormat: 'dd.mm.yy',
      aria: TURKISH_ARIA,
    });
    turkishAdded = true;
  }
  locale(language);
}
