/**
 * English copy: the accessibility statement (/accessibility) and its feedback form. The facts (standard, date,
 * reply time, formats) come from src/data/accessibility.ts; `form` is the island's `t` prop, so it holds no
 * functions.
 */
import { FEEDBACK_REPLY_BUSINESS_DAYS } from '~/data/accessibility';
import { failureAbout, requiredNote, retrying } from './company-forms';
import { formValidation } from '../form-validation';
import { validation } from './validation';

export const feedbackReply = `We reply within ${FEEDBACK_REPLY_BUSINESS_DAYS} business days (Monday to Friday, Eastern Time).`;

export const accessibility = {
  title: 'Accessibility Statement',
  description:
    'How Boundless AI keeps its website usable by everyone: the standard it meets (WCAG 2.2 AA), how it is tested, known limits, other formats and how to tell us about a barrier.',
  eyebrow: 'Accessibility',
  intro:
    'We want everyone, including people with disabilities, to be able to learn about business funding on this site and reach our team. Here is what we do, what we know is not right yet, and how to tell us.',
  /** Followed by the date of the statement. */
  asOf: 'Statement as of',
  jumpToForm: 'Tell us about a barrier',
  /** The name of the list of sections, for screen readers. */
  contents: 'On this page',
  standard: {
    title: 'The standard we meet',
    /** `standard` is 'WCAG 2.2', `level` is 'AA'. */
    body: (standard: string, level: string) => [
      `This website, in English and in French, is built to meet the Web Content Accessibility Guidelines (${standard}) at level ${level}, the standard published by the World Wide Web Consortium (W3C).`,
      'The checks below run on every change to the site, and a change that fails them is fixed before it is released. No outside firm has audited the site yet: this statement describes our own testing.',
    ],
  },
  testing: {
    title: 'How we test',
    intro: 'Automated tests check the site in English and in French:',
    items: [
      'axe, an accessibility testing engine, checks every page against the WCAG 2.2 A and AA rules on a phone-sized screen, and our main pages again on a desktop screen.',
      'Google Lighthouse must give an accessibility score of 100 out of 100 to every English page it can audit (all but the “page not found” pages) and to a French page of each kind (the French pages are the same pages with French words).',
      'Tests operate the menus, tabs, questions and answers, carousels and the chat assistant with the keyboard alone.',
      'Anything that moves on its own, such as carousels and the rotating word on the home page, pauses when you point at it or move keyboard focus into it, has a pause button, and stands still if your device asks for reduced motion.',
      'Forms say in words, next to the field and in the language of the page, what needs fixing, and move focus to the first field to correct.',
    ],
    caveat:
      'Automated tools find only part of the problems people meet. We do not yet test every page with screen readers or with people who use assistive technology every day, which is why your feedback matters.',
  },
  limits: {
    title: 'Known limits',
    intro: 'This statement covers this website only. Some things are outside it, or not as good as they should be yet:',
    items: [
      'The Boundless AI application, where you sign up, apply and sign in, is a separate product that this statement does not cover. If you meet a barrier there, tell us and we will help you another way.',
      'Booking a call with an expert opens a scheduling service run by another company. If it does not work for you, write to us and we will book the call for you.',
      'Links to social networks and to our partners’ websites lead to pages we do not control.',
      'The e-mails we send are not checked by the automated tests above.',
      'This website publishes no PDF documents: everything is on its pages.',
    ],
  },
  formats: {
    title: 'Another format',
    /** Around the support address. */
    before:
      'If you need anything on this site in another format, such as plain text, large print, audio or braille, choose it in the form below or write to',
    after: `. Tell us which page or information you need. ${feedbackReply}`,
  },
  feedback: {
    title: 'Tell us about a barrier',
    intro: `If something on this site is hard or impossible for you to use, or you have an idea to make it easier, tell us here. Only your e-mail and your message are required. ${feedbackReply}`,
    /** Around the support address. */
    emailBefore: 'Prefer e-mail? Write to',
    emailAfter: '.',
  },
  about: {
    title: 'About this statement',
    /** `date` is the statement's date, formatted. */
    body: (date: string) =>
      `This statement describes the site as of ${date}. We update it when we change how we test or learn of a new limit.`,
  },
  form: {
    requiredNote,
    labels: {
      name: 'Name',
      email: 'Email',
      concerning: 'Page or feature concerned',
      format: 'Format you need',
      message: 'Your message',
    },
    concerningPlaceholder: 'For example: the calculator',
    formatPlaceholder: 'No other format',
    /** The labels of the formats, by the value sent. */
    formats: {
      'plain-text': 'Plain text by e-mail',
      'large-print': 'Large print',
      audio: 'Audio',
      braille: 'Braille',
      other: 'Another format (say which in your message)',
    },
    messagePlaceholder: 'What happened, on which device or assistive technology, and what you need',
    submit: 'Send Feedback',
    busy: 'Sending...',
    success: `Thank you! We have received your feedback. ${feedbackReply}`,
    failure: failureAbout('your feedback'),
    retrying,
    validation: formValidation(validation),
  },
};
