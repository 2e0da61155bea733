/** Texte français : la boîte de recherche du site (voir en/search.ts). */
import type { search as en } from '../en/search';

export const search: typeof en = {
  title: 'Rechercher dans le site',
  label: 'Rechercher',
  placeholder: 'Articles, produits, calculatrices…',
  close: 'Fermer la recherche',
  loading: 'Chargement de la recherche…',
  short: 'Tapez au moins deux lettres.',
  results: {
    one: '{count}\u00a0résultat pour «\u00a0{query}\u00a0»',
    other: '{count}\u00a0résultats pour «\u00a0{query}\u00a0»',
  },
  none: 'Aucun résultat pour «\u00a0{query}\u00a0». Essayez un autre mot ou parcourez nos guides.',
  error: 'La recherche n’a pas pu se charger. Vérifiez votre connexion, puis réessayez.',
  hint: 'Appuyez sur / ou Ctrl\u00a0K sur n’importe quelle page pour lancer une recherche. Les touches fléchées permettent de parcourir les résultats.',
  resultsLabel: 'Résultats',
};
