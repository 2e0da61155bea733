import { leadLanguage } from '~/lib/lead-language';

/** The language a lead was written in, on every admin card: staff answer a French lead in French. */
export default function LeadLanguage({ locale }: { locale: unknown }) {
  const language = leadLanguage(locale);
  return (
    <p className="text-xs font-medium text-muted" data-language={language}>
      Language:{' '}
      <span className={language === 'French' ? 'rounded bg-brand-50 px-1.5 py-0.5 font-semibold text-brand-800' : ''}>
        {language}
      </span>
    </p>
  );
}
