/**
 * The keys of the validation texts, as the zod schemas carry them; the texts themselves are in
 * src/i18n/{en,fr}/validation.ts, resolved by `validationText`. A module without zod, so islands can use it.
 */
export const messages = {
  required: 'required',
  emailRequired: 'emailRequired',
  emailInvalid: 'emailInvalid',
  partnershipType: 'partnershipType',
  tooLong: (max: number) => `tooLong:${max}`,
  controlChars: 'controlChars',
  notText: 'notText',
  unknownField: 'unknownField',
  yesOrNo: 'yesOrNo',
  unknownOption: 'unknownOption',
  consentWording: 'consentWording',
  checkFields: 'checkFields',
  prequalConsent: 'prequalConsent',
  prequalAmount: (min: number, max: number) => `prequalAmount:${min}-${max}`,
  prequalRegion: 'prequalRegion',
  choose: (what: string) => `choose:${what}`,
} as const;
