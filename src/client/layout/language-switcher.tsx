import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '#shared/i18n/languages.ts';
import { chooseLanguage } from '#client/session/account-language.ts';

/** EN | TR toggle; the choice is stored and sets `<html lang>`. */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <div
      className={`language-switcher ${className}`}
      role="group"
      aria-label={t('common.language')}
    >
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className="language-switcher__option"
          aria-pressed={i18n.resolvedLanguage === language}
          // The visible code stays in the name (WCAG 2.5.3, label in name): 'Türkçe (TR)'.
          aria-label={`${t(`common.languages.${language}`)} (${language.toUpperCase()})`}
          onClick={() => void chooseLanguage(language)}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
