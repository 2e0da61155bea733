import type { Messages } from '~/i18n/en';

type Texts = Messages['company']['contactForm']['requiredNote'];

/**
 * Explains the asterisk once, above the fields it marks. `t` is the form's `requiredNote` in the page's language.
 */
export default function RequiredNote({ t }: { t: Texts }) {
  return (
    <p className="text-sm text-muted">
      {t.before}{' '}
      <span aria-hidden="true" className="text-rose-700">
        *
      </span>
      <span className="sr-only">{t.asterisk}</span>
      {` ${t.after}`}
    </p>
  );
}
