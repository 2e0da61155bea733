/**
 * English copy: the contact and partnership forms (`company.contactForm`, `company.partnershipForm`). Each form
 * island receives its part as its `t` prop; props travel as JSON, so these texts hold no functions. The values the
 * forms send (inquiry and partnership types, the 'Inquiry Type:' prefix, default descriptions) are stored data for
 * staff: they stay English in src/lib/schemas.ts, only their labels are here.
 */
import { formValidation } from '../form-validation';
import { validation } from './validation';

/** "Fields marked * are required.": the asterisk is shown between the two parts, `asterisk` is read instead. */
export const requiredNote = { before: 'Fields marked', asterisk: 'with an asterisk', after: 'are required.' };

/** Shown under the failure line while the form keeps retrying (same for every form: it names no form). */
export const retrying =
  'What you typed stays here, and we will send it automatically as soon as the connection is back.';

/** The failure line around the support address, for a form that names what could not be sent. */
export const failureAbout = (subject: string) => ({
  before: `Sorry, ${subject} could not be sent. Please try again, or email us at`,
  after: '.',
});

const labels = { firstName: 'First Name', lastName: 'Last Name', email: 'Email', phone: 'Phone', company: 'Company' };

export const contactForm = {
  requiredNote,
  labels: { ...labels, inquiry: 'Inquiry Type', message: 'Message' },
  inquiryPlaceholder: 'Select an inquiry type',
  messagePlaceholder: 'How can we help?',
  /** The labels of the inquiry types, by the value sent. */
  inquiryTypes: {
    funding: 'Business Funding',
    partnership: 'Partnership Opportunities',
    integration: 'API Integration',
    support: 'Technical Support',
    media: 'Media & Press',
    general: 'General Inquiry',
  },
  consent: 'I agree to receive communications from Boundless AI about my inquiry.',
  submit: 'Send Message',
  busy: 'Sending...',
  success: 'Thanks! Your message has been received.',
  failure: failureAbout('your message'),
  retrying,
  validation: formValidation(validation),
};

export const partnershipForm = {
  requiredNote,
  /** Shown when the form took over what the visitor typed on /partner-contact. */
  prefilled:
    'We have filled in the details you entered on the previous page. Check them, then press Submit Inquiry to send them.',
  labels: { ...labels, partnershipType: 'Partnership Type', partnershipGoals: 'Comments' },
  typePlaceholder: 'Select partnership type',
  goalsPlaceholder: 'Tell us about your business and goals',
  /** The labels of the partnership types, by the value sent. */
  partnershipTypes: { lender: 'Lending Partner', referral: 'Referral Partner', api: 'API Partner', other: 'Other' },
  consent: 'I agree to be contacted by Boundless AI about partnership opportunities.',
  submit: 'Submit Inquiry',
  busy: 'Submitting...',
  success: 'Thanks! Your partnership inquiry has been received.',
  failure: failureAbout('your partnership inquiry'),
  retrying,
  validation: formValidation(validation),
};
