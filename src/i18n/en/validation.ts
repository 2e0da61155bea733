/**
 * English copy: what a form or an API says about a field it cannot accept. The zod schemas carry the keys of
 * these texts (`required`, `tooLong:5000`, `choose:country`); `fieldErrors` turns them into the visitor's language.
 */
const n = (value: string) => Number(value).toLocaleString('en-US');

export const validation = {
  required: 'Please fill in this field',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  partnershipType: 'Please select a partnership type',
  tooLong: (max: string) => `Please use at most ${n(max)} characters`,
  controlChars: 'Please remove unsupported characters',
  notText: 'Please enter text',
  unknownField: 'Unknown field',
  yesOrNo: 'Please answer yes or no',
  unknownOption: 'Please choose one of the options',
  consentWording: 'Unknown consent wording',
  /** The answer to a request with fields in error. */
  checkFields: 'Please check the highlighted fields.',
  /** Answers about an Idempotency-Key (a retry of a form's submission). */
  idempotencyKey: 'The Idempotency-Key header must be 8 to 255 visible characters.',
  idempotencyReused: 'This Idempotency-Key was already used with a different request.',
  idempotencyInFlight: 'This request is still being processed. Please try again in a moment.',
  /** Answers of the chat's hand-off to a person. */
  chatNotYours: 'This conversation was started in another browser. Please start a new one.',
  chatContactNeeded: 'Please enter your name and e-mail so our team can reply.',
  chatLinkInvalid: 'This link is not valid. Please ask for a person again in the chat.',
  chatLinkExpired: 'This link has expired. Please ask for a person again in the chat.',
  chatTooManyMessages: 'This conversation is too long. Please e-mail our team instead.',
  prequalConsent: 'Please agree so we can e-mail your results',
  prequalAmount: (range: string) => {
    const [min = '', max = ''] = range.split('-');
    return `Please enter a whole amount from $${n(min)} to $${n(max)}`;
  },
  prequalRegion: 'Please choose a province or state of the country',
  choose: {
    country: 'Please choose a country',
    region: 'Please choose a province or state',
    timeInBusiness: 'Please choose how long you have been operating',
    monthlyRevenue: 'Please choose your monthly revenue',
    purpose: 'Please choose what the funding is for',
    asset: 'Please choose from the list',
    creditBand: 'Please choose a credit band',
  },
};
