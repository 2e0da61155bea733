/**
 * Examples written after blind set O for what it found given a neighbouring answer (none of its messages): jobs
 * at Boundless AI (the careers answer: the site lists no openings, how to write to the company). Merged into
 * `MORE` (train-more.ts).
 */
import type { AnswerId } from '~/data/chat-answers';

export const AFTER_O: Record<'en' | 'fr', Partial<Record<AnswerId, string[]>>> = {
  en: {
    careers: [
      'any open positions at boundless?',
      'I am a software developer and would love to join your team, do you have openings',
      'is boundless ai recruiting right now',
      'where can I see your job postings',
      'I want to apply for a job at your company',
      'do you take interns for the summer',
      'how do I apply to work in your sales team',
      'careers?',
      'who do I contact about employment opportunities',
      'I just graduated in finance, any entry level roles with you',
      'can I send you my CV',
      'are there any vacancies for account managers',
      'do you have a job board',
      'looking for work in fintech, is your company taking applications',
      'how many people are you looking to hire this year',
    ],
  },
  fr: {
    careers: [
      'avez-vous des postes ouverts chez boundless',
      'je suis développeur et j’aimerais me joindre à votre équipe, y a-tu des postes',
      'est-ce que boundless ai recrute présentement',
      'où voir vos offres d’emploi',
      'je veux postuler pour un emploi chez vous',
      'prenez-vous des stagiaires cet été',
      'comment postuler dans votre équipe des ventes',
      'carrières?',
      'à qui écrire pour un emploi',
      'je viens de finir mon bac en finance, avez-vous des postes d’entrée',
      'je peux vous envoyer mon CV?',
      'cherchez-vous des directeurs de comptes',
      'avez-vous un babillard d’emplois',
      'je cherche du travail en technologie financière, acceptez-vous des candidatures',
      'combien de personnes comptez-vous embaucher cette année',
    ],
  },
};
