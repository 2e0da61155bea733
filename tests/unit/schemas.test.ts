import { describe, expect, it } from 'vitest';
import { validation } from '~/i18n/en/validation';
import {
  businessDescriptionDefaults,
  composeContactMessage,
  contactSchema,
  fieldErrors,
  isHoneypotFilled,
  partnershipSchema,
} from '~/lib/schemas';

const contact = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@bakery.ca',
  phone: '+1 416 555 0100',
  message: 'Hello',
};
const partnership = {
  company: 'Ledger & Co',
  firstName: 'Sam',
  lastName: 'Lee',
  email: 'sam@ledger.co',
  phone: '416-555-0199',
  partnershipType: 'referral',
  partnershipGoals: 'Refer our clients',
};

const errorsOf = (schema: typeof contactSchema | typeof partnershipSchema, data: unknown) => {
  const result = schema.safeParse(data);
  return result.success ? {} : fieldErrors(result.error, validation);
};

describe('contactSchema (Reading A)', () => {
  it('trims every field and defaults company to empty', () => {
    expect(contactSchema.parse({ ...contact, firstName: '  Ana ', email: ' ana@bakery.ca ' })).toEqual({
      ...contact,
      company: '',
    });
  });

  it.each(['firstName', 'lastName', 'phone', 'message'])('requires %s (missing or blank)', (field) => {
    expect(errorsOf(contactSchema, { ...contact, [field]: '   ' })).toEqual({ [field]: 'Please fill in this field' });
    const { [field as keyof typeof contact]: _, ...rest } = contact;
    expect(errorsOf(contactSchema, rest)).toEqual({ [field]: 'Please fill in this field' });
  });

  it('requires an e-mail of the simple shape', () => {
    expect(errorsOf(contactSchema, { ...contact, email: '' })).toEqual({ email: 'Please fill in this field' });
    for (const bad of ['ana', 'ana@bakery', 'a na@bakery.ca', 'ana@@bakery.ca']) {
      expect(errorsOf(contactSchema, { ...contact, email: bad })).toEqual({
        email: 'Please enter a valid email address',
      });
    }
  });

  it('keeps company and consent optional', () => {
    expect(contactSchema.safeParse({ ...contact, company: '' }).success).toBe(true);
  });

  it.each([
    ['firstName', 100],
    ['lastName', 100],
    ['phone', 40],
    ['company', 200],
    ['message', 5000],
  ])('limits %s to %i characters', (field, max) => {
    expect(contactSchema.safeParse({ ...contact, [field]: 'x'.repeat(max) }).success).toBe(true);
    expect(errorsOf(contactSchema, { ...contact, [field]: 'x'.repeat(max + 1) })).toEqual({
      [field]: `Please use at most ${max.toLocaleString('en-US')} characters`,
    });
  });

  it('limits the e-mail to 254 characters', () => {
    const long = `${'a'.repeat(250)}@b.co`;
    expect(errorsOf(contactSchema, { ...contact, email: long })).toEqual({
      email: 'Please use at most 254 characters',
    });
  });

  it('rejects control characters, but allows line breaks and tabs in the message', () => {
    expect(errorsOf(contactSchema, { ...contact, firstName: 'A\u0000na' })).toEqual({
      firstName: 'Please remove unsupported characters',
    });
    expect(errorsOf(contactSchema, { ...contact, lastName: 'Sil\nva' })).toEqual({
      lastName: 'Please remove unsupported characters',
    });
    expect(errorsOf(contactSchema, { ...contact, message: 'bell\u0007' })).toEqual({
      message: 'Please remove unsupported characters',
    });
    expect(errorsOf(contactSchema, { ...contact, company: 'x\u009b' })).toEqual({
      company: 'Please remove unsupported characters',
    });
    expect(errorsOf(contactSchema, { ...contact, firstName: 'lone \ud800 half' })).toEqual({
      firstName: 'Please remove unsupported characters',
    });
    expect(contactSchema.parse({ ...contact, firstName: 'Zoë 😀', message: 'Line 1\r\n\tLine 2' }).message).toBe(
      'Line 1\r\n\tLine 2',
    );
  });

  it('rejects unknown fields and wrong types', () => {
    expect(errorsOf(contactSchema, { ...contact, isAdmin: true })).toEqual({ isAdmin: 'Unknown field' });
    expect(errorsOf(contactSchema, { ...contact, phone: 4165550100 })).toEqual({ phone: 'Please enter text' });
  });

  it('accepts the honeypot field so a bot cannot tell it apart', () => {
    expect(contactSchema.safeParse({ ...contact, website: 'http://spam' }).success).toBe(true);
    expect(isHoneypotFilled({ website: 'x' })).toBe(true);
    expect(isHoneypotFilled({ website: '  ' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });

  it('prefixes the message with the inquiry type and a blank line when one was chosen', () => {
    expect(composeContactMessage('funding', ' Need $50K ')).toBe('Inquiry Type: funding\n\nNeed $50K');
    expect(composeContactMessage('', 'Hi')).toBe('Hi');
  });
});

describe('partnershipSchema', () => {
  it("applies the defaults ('Not specified' and the per-type businessDescription)", () => {
    expect(partnershipSchema.parse(partnership)).toEqual({
      ...partnership,
      jobTitle: 'Not specified',
      fundingRange: 'Not specified',
      clientVolume: 'Not specified',
      businessDescription: 'Referral partnership inquiry',
      consent: false,
    });
    const parsed = partnershipSchema.parse({
      ...partnership,
      jobTitle: '  ',
      businessDescription: 'General partnership inquiry',
      consent: true,
    });
    expect(parsed).toMatchObject({
      jobTitle: 'Not specified',
      businessDescription: 'General partnership inquiry',
      consent: true,
    });
  });

  it('has the per-page businessDescription defaults', () => {
    expect(businessDescriptionDefaults).toMatchObject({
      hub: 'General partnership inquiry',
      lender: 'Lending partnership inquiry',
      referral: 'Referral partnership inquiry',
      api: 'API integration partnership inquiry',
    });
  });

  it.each(['company', 'firstName', 'lastName', 'phone', 'partnershipGoals'])('requires %s', (field) => {
    expect(errorsOf(partnershipSchema, { ...partnership, [field]: ' ' })).toEqual({
      [field]: 'Please fill in this field',
    });
  });

  it('requires an e-mail and a partnership type', () => {
    expect(errorsOf(partnershipSchema, { ...partnership, email: '' })).toEqual({ email: 'Please fill in this field' });
    expect(errorsOf(partnershipSchema, { ...partnership, email: 'sam@' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(errorsOf(partnershipSchema, { ...partnership, partnershipType: '' })).toEqual({
      partnershipType: 'Please select a partnership type',
    });
    expect(errorsOf(partnershipSchema, { ...partnership, partnershipType: 'investor' })).toEqual({
      partnershipType: 'Please select a partnership type',
    });
    expect(partnershipSchema.safeParse({ ...partnership, partnershipType: 'api' }).success).toBe(true);
  });

  it('rejects unknown fields, wrong types and over-long text', () => {
    expect(errorsOf(partnershipSchema, { ...partnership, role: 'admin' })).toEqual({ role: 'Unknown field' });
    expect(errorsOf(partnershipSchema, { ...partnership, consent: 'yes' })).toHaveProperty('consent');
    expect(errorsOf(partnershipSchema, { ...partnership, jobTitle: 'x'.repeat(201) })).toEqual({
      jobTitle: 'Please use at most 200 characters',
    });
    expect(errorsOf(partnershipSchema, { ...partnership, partnershipGoals: 'x'.repeat(5001) })).toEqual({
      partnershipGoals: 'Please use at most 5,000 characters',
    });
  });
});
