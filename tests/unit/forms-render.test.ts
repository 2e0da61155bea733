import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ContactForm from '~/components/forms/ContactForm';
import PartnershipForm from '~/components/forms/PartnershipForm';
import { en } from '~/i18n/en';

/** The server-rendered HTML of each island: what a visitor gets before JavaScript runs. */
const html = (el: ReturnType<typeof createElement>) => renderToStaticMarkup(el);
const selectedOption = (markup: string) => markup.match(/<option value="([^"]*)" selected="">/)?.[1];
const options = (markup: string) =>
  [...markup.matchAll(/<option value="[^"]*"[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);

describe('PartnershipForm', () => {
  it('on the hub starts with no type and a placeholder to choose one', () => {
    const markup = html(createElement(PartnershipForm, { supportEmail: 's@x.co', t: en.company.partnershipForm }));
    expect(options(markup)).toEqual(['Select partnership type', 'Lending Partner', 'Referral Partner', 'Other']);
    expect(selectedOption(markup)).toBe('');
  });

  it.each([
    ['lender', 'lender', ['Lending Partner', 'Referral Partner', 'Other']],
    ['referral', 'referral', ['Lending Partner', 'Referral Partner', 'Other']],
    ['api', 'api', ['Lending Partner', 'Referral Partner', 'API Partner', 'Other']],
  ] as const)('with defaultType %s starts on that type', (defaultType, selected, labels) => {
    const markup = html(
      createElement(PartnershipForm, { defaultType, supportEmail: 's@x.co', t: en.company.partnershipForm }),
    );
    expect(selectedOption(markup)).toBe(selected);
    expect(options(markup)).toEqual(labels);
  });

  it('shows the visible fields with Comments as a 5-row textarea', () => {
    const markup = html(createElement(PartnershipForm, { supportEmail: 's@x.co', t: en.company.partnershipForm }));
    for (const label of ['Company', 'First Name', 'Last Name', 'Email', 'Phone', 'Partnership Type', 'Comments'])
      expect(markup).toContain(`>${label}<`);
    expect(markup).toMatch(/<textarea[^>]*rows="5"/);
    expect(markup).toContain('type="checkbox"');
    expect(markup).not.toMatch(/jobTitle|fundingRange|clientVolume|businessDescription/);
  });
});

describe('ContactForm', () => {
  it('renders the fields, the six inquiry options and a 4-row message', () => {
    const markup = html(createElement(ContactForm, { supportEmail: 's@x.co', t: en.company.contactForm }));
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Company', 'Inquiry Type', 'Message'])
      expect(markup).toContain(`>${label}<`);
    expect(options(markup)).toEqual([
      'Select an inquiry type',
      'Business Funding',
      'Partnership Opportunities',
      'API Integration',
      'Technical Support',
      'Media &amp; Press',
      'General Inquiry',
    ]);
    expect(markup).toMatch(/<textarea[^>]*rows="4"/);
    expect(markup).not.toContain('style=');
  });
});
