/** Texte français : les chiffres clés, au format canadien-français (Intl fr-CA), et ce que chacun mesure. */
import {
  APPROVAL_RATE_PERCENT,
  BUSINESSES_FUNDED,
  CAPITAL_REQUESTED_BILLIONS,
  CAPITAL_REQUESTED_CURRENCY,
  FACTS_AS_OF,
  FOUNDED,
  LENDER_COUNT,
  PARTNER_COMPLETED_APPS_LIFT_PERCENT,
  PARTNER_SALES_CYCLE_CUT_PERCENT,
  SUCCESS_MULTIPLE_TIMES,
} from '~/data/facts';
import { formatCompactMoney } from '../money';
import type { Messages } from '../en';

const int = new Intl.NumberFormat('fr-CA');
const percent = (value: number) => new Intl.NumberFormat('fr-CA', { style: 'percent' }).format(value / 100);
const platform = `données de la plateforme Boundless AI, ${FACTS_AS_OF}`;
/**
 * Un chiffre de tuile dans une phrase : « 120+ » devient « plus de 120 », et les milliards s’écrivent en
 * toutes lettres, avec leur monnaie quand ce n’est pas le dollar canadien (« milliards de dollars américains »).
 */
const inText = (number: string) => {
  const core = number
    .replace(/\+$/, '')
    .replace(/\u00a0G\$(\u00a0US)?$/, (_m, us?: string) =>
      us ? '\u00a0milliards de dollars américains' : '\u00a0milliards de dollars',
    );
  return number.endsWith('+') ? `plus de ${core}` : core;
};
/**
 * A « + » right after « US » would read as part of the currency: the capital tile shows the amount alone and its
 * label opens with « Et plus » (« Plus de » before the amount would not fit a two-column phone tile, see
 * `~/lib/figure-fit`). In a sentence the label turns back into « plus de … en demandes de financement ».
 */
const AND_MORE = /^Et plus /;

export const figures: Messages['figures'] = {
  stats: {
    lenders: {
      number: `${int.format(LENDER_COUNT)}+`,
      label: 'Prêteurs vérifiés',
      basis: `prêteurs de notre réseau qui ont réussi notre vérification (${platform})`,
    },
    capital: {
      number: formatCompactMoney(CAPITAL_REQUESTED_BILLIONS * 1e9, {
        locale: 'fr',
        currency: CAPITAL_REQUESTED_CURRENCY,
      }),
      label: 'Et plus en demandes de financement',
      basis: `montant total demandé par les entreprises sur la plateforme depuis ${FOUNDED.year} (${platform})`,
    },
    funded: {
      number: `${int.format(BUSINESSES_FUNDED)}+`,
      label: 'Entreprises financées',
      basis: `entreprises qui ont conclu un financement avec un prêteur trouvé grâce à la plateforme depuis ${FOUNDED.year} (${platform})`,
    },
    approval: {
      number: percent(APPROVAL_RATE_PERCENT),
      label: 'Taux d’approbation du financement',
      basis: `part des demandes complètes qui ont reçu au moins une approbation d’un prêteur (${platform})`,
    },
    success: {
      number: `${int.format(SUCCESS_MULTIPLE_TIMES)}\u00a0fois`,
      label: 'Plus de chances de succès qu’en faisant cavalier seul',
      basis: `taux d’approbation des demandes complètes sur la plateforme, comparativement à une demande présentée à un seul prêteur (${platform})`,
    },
    salesCycle: {
      number: percent(PARTNER_SALES_CYCLE_CUT_PERCENT),
      label: 'Réduction du cycle de vente',
    },
    completedApps: {
      number: percent(PARTNER_COMPLETED_APPS_LIFT_PERCENT),
      label: 'Hausse des demandes menées à terme',
    },
  },
  // A paragraph opens with a capital, also when « 120+ » becomes « plus de 120 » in it.
  footnote: (parts: string[]) => {
    const text = parts.join('\u00a0; ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}. Les résultats passés ne présagent pas de l’issue pour une entreprise donnée\u00a0; la décision revient aux prêteurs.`;
  },
  // Un pourcentage suit son libellé : « taux d’approbation du financement de 79 % », pas « 79 % taux… ».
  basisPart: (number: string, label: string, basis: string) => {
    if (number.endsWith('%')) return `${label.charAt(0).toLowerCase()}${label.slice(1)} de ${number}\u00a0: ${basis}`;
    const more = AND_MORE.test(label);
    return `${inText(more ? `${number}+` : number)} ${label.replace(AND_MORE, '').toLowerCase()}\u00a0: ${basis}`;
  },
};
