/** Texte français : ce qu'un formulaire ou l'API dit d'un champ refusé. */
import type { Messages } from '../en';
import { formatCompactMoney } from '../money';

const n = (value: string) => Number(value).toLocaleString('fr-CA');
/** Un montant écrit comme dans l’indication du champ (« 3 000 $ », « 300 M$ »). */
const money = (value: string) => formatCompactMoney(Number(value), { locale: 'fr' });

export const validation: Messages['validation'] = {
  required: 'Veuillez remplir ce champ',
  emailRequired: 'Veuillez entrer votre adresse courriel',
  emailInvalid: 'Veuillez entrer une adresse courriel valide',
  partnershipType: 'Veuillez choisir un type de partenariat',
  tooLong: (max: string) => `Veuillez utiliser au plus ${n(max)}\u00a0caractères`,
  controlChars: 'Veuillez retirer les caractères non pris en charge',
  notText: 'Veuillez entrer du texte',
  unknownField: 'Champ inconnu',
  yesOrNo: 'Veuillez répondre par oui ou par non',
  unknownOption: 'Veuillez choisir l’une des options',
  consentWording: 'Libellé de consentement inconnu',
  checkFields: 'Veuillez vérifier les champs en surbrillance.',
  idempotencyKey: 'L’en-tête Idempotency-Key doit compter de 8 à 255\u00a0caractères visibles.',
  idempotencyReused: 'Cet en-tête Idempotency-Key a déjà servi pour une autre requête.',
  idempotencyInFlight: 'Cette requête est encore en traitement. Veuillez réessayer dans un instant.',
  /** Réponses du passage du clavardage à une personne. */
  chatNotYours: 'Cette conversation a été commencée dans un autre navigateur. Veuillez en commencer une nouvelle.',
  chatContactNeeded: 'Veuillez entrer votre nom et votre courriel pour que notre équipe puisse vous répondre.',
  chatLinkInvalid: 'Ce lien n’est pas valide. Veuillez demander de nouveau à parler à une personne dans le clavardage.',
  chatLinkExpired: 'Ce lien a expiré. Veuillez demander de nouveau à parler à une personne dans le clavardage.',
  chatTooManyMessages: 'Cette conversation est trop longue. Veuillez plutôt écrire à notre équipe par courriel.',
  prequalConsent: 'Veuillez donner votre accord pour que nous puissions vous envoyer vos résultats par courriel',
  prequalAmount: (range: string) => {
    const [min = '', max = ''] = range.split('-');
    return `Veuillez entrer un montant arrondi au dollar près, de ${money(min)} à ${money(max)}`;
  },
  prequalRegion: 'Veuillez choisir une province ou un État de ce pays',
  choose: {
    country: 'Veuillez choisir un pays',
    region: 'Veuillez choisir une province ou un État',
    timeInBusiness: 'Veuillez indiquer depuis combien de temps votre entreprise est en activité',
    monthlyRevenue: 'Veuillez choisir votre chiffre d’affaires mensuel',
    purpose: 'Veuillez indiquer à quoi servira le financement',
    asset: 'Veuillez choisir dans la liste',
    creditBand: 'Veuillez choisir une tranche de cote de crédit',
  },
};
