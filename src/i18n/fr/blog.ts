/**
 * Texte français : le cadre du blogue (index, onglets, fiches, en-tête et appels à l’action d’un article,
 * Partager et Enregistrer, la liste enregistrée, le fil RSS) et celui des pages juridiques. Les articles et les
 * textes juridiques eux-mêmes sont du contenu (content/blog/fr, content/legal/fr).
 */
import { LENDER_COUNT } from '~/data/facts';
import { formatCompactMoney } from '../money';
import type { Messages } from '../en';
import { FREE_CONDITION_SHORT } from './site';
import { addressLines } from './address';

const lenders = `plus de ${new Intl.NumberFormat('fr-CA').format(LENDER_COUNT)}`;
/** « 3 000 $ », « 300 M$ » : les montants par le seul formateur du site (src/i18n/money.ts). */
const money = (value: number) => formatCompactMoney(value, { locale: 'fr' });
const feeCondition = FREE_CONDITION_SHORT;

export const blog: Messages['blog'] = {
  page: {
    title: 'Blogue\u00a0: guides de financement, études de cas et nouvelles',
    description:
      'Des guides, des études de cas, des analyses de marché et des nouvelles pour aider les PME du Canada et des États-Unis à trouver le bon financement.',
    eyebrow: 'Ressources',
    heading: 'Le blogue de Boundless AI',
    intro:
      'Des guides pratiques, des exemples concrets de financement, des analyses de marché et les nouvelles de l’entreprise, pour les entrepreneurs qui veulent emprunter plus judicieusement.',
  },
  index: {
    tabs: {
      all: 'Tous',
      'press-releases': 'Communiqués',
      'case-studies': 'Études de cas',
      guides: 'Guides',
      'market-insights': 'Analyses de marché',
    },
    tablist: 'Catégories d’articles',
    rotation: 'la rotation des catégories',
    featured: 'À la une',
    empty: 'Aucun article dans cette catégorie pour le moment.',
    latest: 'Articles récents',
    filtered: '{label}\u00a0: ',
    showing: '{shown} articles sur {total}',
    count: '{total} articles',
    loadMore: 'Afficher plus d’articles',
  },
  card: {
    read: 'Lire l’article',
    readHint: '\u00a0: {title}',
    categories: {
      'Press Release': 'Communiqué',
      Guide: 'Guide',
      'Case Study': 'Étude de cas',
      Insights: 'Analyse',
    },
  },
  article: {
    back: 'Retour au blogue',
    pressBadge: 'Communiqué',
    updated: 'Mis à jour le',
    readTime: '{n}\u00a0min de lecture',
    about: 'À propos de cet article',
    related: 'Articles connexes',
  },
  getStarted: {
    title: 'Prêt à vous lancer\u00a0?',
    text: `Créez un seul profil d’entreprise, remplissez une seule demande guidée et comparez les offres de ${lenders} prêteurs vérifiés. C’est gratuit pour les entreprises, et vos données ne sont transmises qu’aux prêteurs que vous choisissez. ${feeCondition}`,
    cta: 'Commencer gratuitement',
    learnMore: 'En savoir plus',
    learnMoreSr: ' sur le fonctionnement de Boundless AI',
  },
  press: {
    title: 'Prêt à obtenir du financement pour votre entreprise\u00a0?',
    text: `Avec un seul profil et une seule demande guidée, votre entreprise est présentée à ${lenders} prêteurs vérifiés, pour des financements de ${money(3000)} à ${money(300_000_000)}. C’est gratuit pour les entreprises. ${feeCondition}`,
    highbeam: 'Vous faites déjà affaire avec Highbeam\u00a0?',
    apply: 'Présentez une demande dès aujourd’hui',
    applySr: ' pour obtenir du financement de Highbeam (s’ouvre dans un nouvel onglet)',
  },
  actions: {
    share: 'Partager',
    save: 'Enregistrer',
    saved: 'Enregistré',
    copied: 'Lien copié dans le presse-papiers.',
    copyBelow: 'Copiez le lien ci-dessous pour partager cet article.',
    savedNote: 'Ajouté à votre liste de lecture dans ce navigateur.',
    removedNote: 'Retiré de votre liste de lecture.',
    link: 'Lien de l’article',
  },
  saved: {
    title: 'Vos articles enregistrés',
    note: 'Conservés dans ce navigateur seulement.',
    remove: 'Retirer',
    removeSr: ' {title} des articles enregistrés',
  },
  feed: {
    title: 'Blogue de Boundless AI',
    description:
      'Guides, études de cas, analyses de marché et nouvelles sur le financement des petites et moyennes entreprises.',
  },
  legal: {
    updated: 'Dernière mise à jour\u00a0:',
    contents: 'Table des matières',
    eyebrow: 'Juridique',
    privacyIntro: 'Ce que nous recueillons, pourquoi nous le recueillons et les choix qui s’offrent à vous.',
    officer: 'Responsable de la protection des renseignements personnels',
    attention: 'À l’attention du responsable de la protection des renseignements personnels',
    email: 'Courriel\u00a0:',
    addressLines,
  },
};
