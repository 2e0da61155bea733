/** The validation texts shown to visitors, shared by the zod schemas and the forms that do not load zod. */
export const messages = {
  required: 'Please enter this field',
  emailRequired: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  partnershipType: 'Please select partnership type',
  tooLong: (max: number) => `Please use at most ${max.toLocaleString('en-US')} characters`,
  controlChars: 'Please remove unsupported characters',
  notText: 'Please enter text',
  unknownField: 'Unknown field',
} as const;
