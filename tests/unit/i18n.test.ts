import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en';
import { fr } from '~/i18n/fr';
import { TWINNED_PATHS } from '~/i18n/locales';
import { APPROVAL_RATE_PERCENT, FACTS_AS_OF, LENDER_COUNT } from '~/data/facts';
import { companyStats } from '~/data/stats';
import { figureFit } from '~/lib/figure-fit';
import { statsFootnote } from '~/lib/stats';
import { basePath, localeOfPath, localizePath, switchPath } from '~/lib/i18n';
import { LANGUAGE_CHOICE_KEY, offerLanguage, prefersFrench } from '~/lib/language-choice';

/** Every text of a dictionary, with its key path; functions are called with sample arguments. */
function texts(node: unknown, path = ''): [string, string][] {
  if (typeof node === 'string') return [[path, node]];
  if (typeof node === 'function') {
    for (const args of [['1000', '2000', '3000'], [['a', 'b']]]) {
      try {
        return texts((node as (...a: unknown[]) => unknown)(...args), `${path}()`);
      } catch {
        // Try the next sample arguments.
      }
    }
    return [];
  }
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([k, v]) => texts(v, path ? `${path}.${k}` : k));
  return [];
}

/** The shape of a dictionary: its key paths and the kind of each value. */
function shape(node: unknown, path = ''): string[] {
  if (node && typeof node === 'object' && !Array.isArray(node))
    return Object.entries(node).flatMap(([k, v]) => shape(v, path ? `${path}.${k}` : k));
  return [`${path}:${Array.isArray(node) ? 'array' : typeof node}`];
}

const french = texts(fr);

// Words that show a sentence is English or French; a French text with more English ones is untranslated.
const EN_WORDS = new Set('the and of to with your you for is are this that our we from on in or be it by'.split(' '));
const FR_WORDS = new Set(
  'le la les des du de et à au aux pour votre vos vous est sont ce cette nos nous un une en par sur dans qui que'.split(
    ' ',
  ),
);

describe('the French dictionary', () => {
  it('has exactly the keys of the English one', () => {
    expect(shape(fr).sort()).toEqual(shape(en).sort());
  });

  it('has no empty text', () => {
    expect(french.filter(([, t]) => t.trim() === '').map(([p]) => p)).toEqual([]);
  });

  it('puts a non-breaking space before : ; ! ? and inside « guillemets »', () => {
    const wrong = french.filter(([, t]) => {
      const prose = t.replace(/\b(?:https?|mailto|tel):\S*/g, '').replace(/\/[\w/-]*\?[\w=&-]*/g, '');
      return / [:;!?»]|« |[\p{L}\d)»][;!?]|[\p{L})»]:/u.test(prose);
    });
    expect(wrong).toEqual([]);
  });

  it('reads as French: no text of eight words or more has more English function words than French', () => {
    const english = french.filter(([, t]) => {
      const words = t.toLowerCase().match(/[\p{L}’']+/gu) ?? [];
      if (words.length < 8) return false;
      const enCount = words.filter((w) => EN_WORDS.has(w)).length;
      const frCount = words.filter((w) => FR_WORDS.has(w.replace(/^[ldjcmnst][’']/, ''))).length;
      return enCount > frCount;
    });
    expect(english).toEqual([]);
  });
});

describe('the figures footnote', () => {
  it('puts a percentage after its label in French, and a count before it', () => {
    const footnote = statsFootnote(companyStats, 'fr');
    expect(footnote).toContain(
      `\u00a0; taux d’approbation du financement de ${APPROVAL_RATE_PERCENT}\u00a0%\u00a0: part des demandes complètes qui ont reçu au moins une approbation d’un prêteur (données de la plateforme Boundless AI, ${FACTS_AS_OF}). Les résultats passés`,
    );
    expect(footnote.startsWith(`Plus de ${LENDER_COUNT} prêteurs vérifiés\u00a0: `)).toBe(true);
    expect(footnote).not.toMatch(/%\u00a0taux/);
    expect(statsFootnote(companyStats, 'en')).toContain(`; ${APPROVAL_RATE_PERCENT}% funding approval rate: `);
  });

  it('keeps « + » off a French currency code: « Et plus » on the tile, « plus de … » in the footnote', () => {
    const { number, label } = fr.figures.stats.capital;
    expect(number).not.toContain('+');
    expect(figureFit(number)).not.toBe('');
    expect(label).toBe('Et plus en demandes de financement');
    expect(statsFootnote(companyStats, 'fr')).toMatch(
      /\u00a0; plus de [\d,]+\u00a0milliards de dollars américains en demandes de financement\u00a0: /,
    );
  });
});

describe('paths in two languages', () => {
  it('maps every twinned page to /fr and back', () => {
    for (const path of TWINNED_PATHS) {
      const french = localizePath(path, 'fr');
      expect(french).toBe(path === '/' ? '/fr' : `/fr${path}`);
      expect(localeOfPath(french)).toBe('fr');
      expect(basePath(french)).toBe(path);
      expect(switchPath(french, 'en')).toBe(path);
      expect(switchPath(path, 'fr')).toBe(french);
    }
  });

  it('keeps query and hash, leaves external links and untranslated pages alone', () => {
    expect(localizePath('/partners#partnership-form', 'fr')).toBe('/fr/partners#partnership-form');
    expect(localizePath('/prequalify?amount=5000', 'fr')).toBe('/fr/prequalify?amount=5000');
    expect(localizePath('https://app.boundless-ai.com/signup', 'fr')).toBe('https://app.boundless-ai.com/signup');
    expect(localizePath('mailto:support@boundless-ai.com', 'fr')).toBe('mailto:support@boundless-ai.com');
    expect(localizePath('/blog/debt-financing-guide', 'fr')).toBe('/fr/blog/debt-financing-guide');
    expect(localizePath('/blog?category=guides', 'fr')).toBe('/fr/blog?category=guides');
    expect(localizePath('/fr/apis', 'en')).toBe('/apis');
    expect(switchPath('/terms-of-service', 'fr')).toBe('/fr/terms-of-service');
    expect(switchPath('/fr/blog/understanding-ebitda', 'en')).toBe('/blog/understanding-ebitda');
    // A page without a French twin (the staff inbox) switches to the other language's home page.
    expect(switchPath('/admin', 'fr')).toBe('/fr');
    expect(switchPath('/about-us.html', 'fr')).toBe('/fr/about-us');
  });
});

describe('the language choice', () => {
  const memory = (initial: Record<string, string> = {}) => {
    const data = { ...initial };
    return {
      data,
      getItem: (k: string) => data[k] ?? null,
      setItem: (k: string, v: string) => void (data[k] = v),
    };
  };
  const element = () => ({ hidden: true, querySelector: () => null }) as unknown as HTMLElement;

  it('offers French to a browser that prefers it and has not chosen', () => {
    const offer = element();
    const replace = (url: string) => expect.unreachable(url);
    expect(offerLanguage(offer, ['fr-CA', 'en'], memory(), { replace })).toBeNull();
    expect(offer.hidden).toBe(false);
  });

  it('offers nothing to an English browser or a reader who chose English', () => {
    const replace = (url: string) => expect.unreachable(url);
    const a = element();
    offerLanguage(a, ['en-CA', 'fr'], memory(), { replace });
    expect(a.hidden).toBe(true);
    const b = element();
    offerLanguage(b, ['fr-CA'], memory({ [LANGUAGE_CHOICE_KEY]: 'en' }), { replace });
    expect(b.hidden).toBe(true);
  });

  it('takes a reader who chose French to the French home page', () => {
    const went: string[] = [];
    offerLanguage(element(), ['en-US'], memory({ [LANGUAGE_CHOICE_KEY]: 'fr' }), {
      replace: (u) => went.push(String(u)),
    });
    expect(went).toEqual(['/fr']);
  });

  it('reads the first preferred language only', () => {
    expect(prefersFrench(['fr'])).toBe(true);
    expect(prefersFrench(['fr-CA', 'en'])).toBe(true);
    expect(prefersFrench(['en-CA', 'fr-CA'])).toBe(false);
    expect(prefersFrench([])).toBe(false);
  });
});
