import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ContactForm from '../../src/components/forms/ContactForm';
import PartnershipForm from '../../src/components/forms/PartnershipForm';
import { foundersFor, valuesFor } from '../../src/data/company';
import { en } from '../../src/i18n/en';
import { fr } from '../../src/i18n/fr';
import { faqFor } from '../../src/lib/faq';
import { contactSchema, fieldErrors, limits, partnershipSchema, type ValidationTexts } from '../../src/lib/schemas';

/** Island props travel as JSON: what the browser gets. */
const overJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** Every string of a nested dictionary part (functions called with a sample name). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return strings((value as (a: string) => unknown)('Aisha Rahman'));
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('company texts', () => {
  it('French punctuation: a non-breaking space before : ; ! ? and inside « », never an ordinary one', () => {
    for (const s of strings(fr.company)) {
      expect(s, s).not.toMatch(/ [:;!?»]/);
      expect(s, s).not.toMatch(/« /);
    }
  });

  it('the form texts survive the trip to the browser (no functions in island props)', () => {
    for (const form of ['contactForm', 'partnershipForm'] as const) {
      expect(overJson(fr.company[form])).toEqual(fr.company[form]);
      expect(overJson(en.company[form])).toEqual(en.company[form]);
    }
  });

  it('a too-long field gets its text in each language, also after JSON, for every length the forms check', () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    const cases = [
      [contactSchema, { firstName: long(limits.name) }, 'firstName', limits.name],
      [contactSchema, { phone: long(limits.phone) }, 'phone', limits.phone],
      [contactSchema, { company: long(limits.company) }, 'company', limits.company],
      [contactSchema, { message: long(limits.message) }, 'message', limits.message],
      [contactSchema, { email: `${long(limits.email)}@x.co` }, 'email', limits.email],
      [partnershipSchema, { jobTitle: long(limits.shortText) }, 'jobTitle', limits.shortText],
    ] as const;
    for (const [schema, fields, key, max] of cases) {
      const result = schema.safeParse(fields);
      expect(result.success).toBe(false);
      if (result.success) continue;
      for (const [dict, text] of [
        [en, en.validation.tooLong(String(max))],
        [fr, fr.validation.tooLong(String(max))],
      ] as const) {
        const texts = overJson(dict.company.contactForm.validation) as unknown as ValidationTexts;
        expect(fieldErrors(result.error, texts)[key]).toBe(text);
      }
    }
  });

  it('the French forms render French labels and options, and send the English values', () => {
    const contact = renderToStaticMarkup(
      createElement(ContactForm, { supportEmail: 's@x.co', t: overJson(fr.company.contactForm), locale: 'fr' }),
    );
    expect(contact).toContain('>Prénom<');
    expect(contact).toContain('<option value="funding">Financement d’entreprise</option>');
    expect(contact).not.toMatch(/First Name|Business Funding|Send Message|Fields marked/);
    const partner = renderToStaticMarkup(
      createElement(PartnershipForm, { supportEmail: 's@x.co', t: overJson(fr.company.partnershipForm), locale: 'fr' }),
    );
    expect(partner).toContain('<option value="lender">Prêteur partenaire</option>');
    expect(partner).not.toMatch(/Lending Partner|Submit Inquiry|Comments/);
  });

  it('the FAQ, values and founders have the same ids, in the same order, in both languages', () => {
    expect(faqFor(en.company.faq).map((f) => f.id)).toEqual(['speed', 'cost', 'business-types', 'data']);
    expect(faqFor(fr.company.faq).map((f) => f.id)).toEqual(['speed', 'cost', 'business-types', 'data']);
    expect(valuesFor(fr.company.about).map((v) => v.icon)).toEqual(valuesFor(en.company.about).map((v) => v.icon));
    expect(foundersFor(fr.company.about).map((f) => f.name)).toEqual([
      'Daniel Mercer',
      'Aisha Rahman',
      'Lucas Tremblay',
    ]);
    expect(fr.company.about.founders.portraitAlt('Aisha Rahman')).toBe('Portrait d’Aisha Rahman');
    expect(fr.company.about.founders.portraitAlt('Daniel Mercer')).toBe('Portrait de Daniel Mercer');
  });

  it('French business hours come from SUPPORT_HOURS, in the Quebec format', () => {
    expect(fr.company.contact.info.hoursText).toBe(
      'Du lundi au vendredi, de 9\u00a0h à 17\u00a0h (heure\u00a0de\u00a0l’Est)',
    );
  });
});
