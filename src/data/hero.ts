/** The words that rotate in the home hero: 'Fast Funding for [word] Like You.' */
export const heroWords = ['Founders', 'CEOs', 'Leaders', 'Professionals', 'CFOs', 'Partners'] as const;
