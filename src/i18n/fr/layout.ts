/** Texte français : le cadre des pages (lien d'évitement, choix de langue, aperçus sociaux). */
import { LENDER_COUNT } from '~/data/facts';
import type { Messages } from '../en';

export const layout: Messages['layout'] = {
  skipLink: 'Passer au contenu',
  ogAltDefault: 'Boundless AI : un financement rapide pour des entreprises comme la vôtre',
  ogAltCard: (title: string) => `${title} : visuel de présentation portant le logo de Boundless AI`,
  rssTitle: 'Blogue de Boundless AI',
  ogPromise: `Un seul profil. Plus de ${LENDER_COUNT} prêteurs vérifiés. Au Canada et aux États-Unis.`,
  language: {
    switchLabel: 'English',
    switchAria: 'Read this page in English',
    offer: {
      text: 'Ce site est aussi offert en français.',
      action: 'Voir le site en français',
      dismiss: 'Rester en anglais',
    },
  },
};
