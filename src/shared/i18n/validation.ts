import { defineArea } from './define-area.ts';

/** Field messages; the zod schemas in `src/shared/schemas` name these keys. */
export const validation = defineArea({
  en: {
    required: 'This is required',
    requiredField: '{{label}} is required',
    email: 'Please enter a valid email format',
    passwordRules:
      'Use at least 8 characters with one lowercase letter, one uppercase letter and one number',
    lettersOnly: 'Only letters, spaces, apostrophes and hyphens are allowed',
    tooLong: 'This is too long',
  },
  tr: {
    required: 'Bu alan zorunludur',
    requiredField: '{{label}} zorunludur',
    email: 'Lütfen geçerli bir e-posta adresi girin',
    passwordRules:
      'En az 8 karakter kullanın; en az bir küçük harf, bir büyük harf ve bir rakam içermeli',
    lettersOnly: 'Yalnızca harf, boşluk, kesme işareti ve tire kullanılabilir',
    tooLong: 'Bu değer çok uzun',
  },
});
