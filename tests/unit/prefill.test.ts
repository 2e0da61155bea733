import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import PartnershipForm from '~/components/forms/PartnershipForm';
import { en } from '~/i18n/en';
import { readPartnershipPrefill } from '~/lib/prefill';
import { limits } from '~/lib/schemas';

describe('readPartnershipPrefill (the /partner-contact hand-over)', () => {
  it('takes the visible fields the static form sends, by the same names', () => {
    const q = new URLSearchParams({
      company: 'Ledger & Co',
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@ledger.co',
      phone: '+1 416 555 0199',
      partnershipType: 'api',
      partnershipGoals: 'Line one\r\nLine two',
    });
    expect(readPartnershipPrefill(`?${q}`)).toEqual({
      company: 'Ledger & Co',
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@ledger.co',
      phone: '+1 416 555 0199',
      partnershipType: 'api',
      partnershipGoals: 'Line one\nLine two',
    });
  });

  it('ignores unknown fields, blank values and unknown partnership types', () => {
    expect(
      readPartnershipPrefill('?consent=on&jobTitle=CFO&company=%20%20&partnershipType=bank&businessDescription=x'),
    ).toEqual({});
    expect(readPartnershipPrefill('')).toEqual({});
  });

  it('cuts each value to its limit', () => {
    const out = readPartnershipPrefill(`?firstName=${'a'.repeat(500)}&partnershipGoals=${'b'.repeat(9000)}`);
    expect(out.firstName).toHaveLength(limits.name);
    expect(out.partnershipGoals).toHaveLength(limits.message);
  });
});

describe('PartnershipForm with prefillFromUrl', () => {
  it('renders the same empty hub form on the server (values arrive after hydration)', () => {
    const a = renderToStaticMarkup(
      createElement(PartnershipForm, { supportEmail: 's@x.co', t: en.company.partnershipForm }),
    );
    const b = renderToStaticMarkup(
      createElement(PartnershipForm, { supportEmail: 's@x.co', prefillFromUrl: true, t: en.company.partnershipForm }),
    );
    expect(b).toBe(a);
  });
});
