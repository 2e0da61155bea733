/** Texte français : les cartes des pages partenaires, par identifiant (voir src/data/partners.ts). */
import { LENDER_COUNT, PARTNER_COMPLETED_APPS_LIFT_PERCENT, PARTNER_SALES_CYCLE_CUT_PERCENT } from '~/data/facts';
import type { cards as english } from '../en/partners-cards';

const int = new Intl.NumberFormat('fr-CA');
const percent = (value: number) => new Intl.NumberFormat('fr-CA', { style: 'percent' }).format(value / 100);
const lenders = `plus de ${int.format(LENDER_COUNT)}`;

export const cards: typeof english = {
  programs: {
    lenders: {
      title: 'Prêteurs',
      description:
        'Accédez à des entreprises vérifiées, prêtes à présenter une demande et conformes à vos critères de crédit, dont les documents sont déjà en ordre.',
      cta: 'Découvrir les partenariats de prêt',
    },
    'referral-partners': {
      title: 'Apporteurs d’affaires',
      description:
        'Présentez-nous vos clients qui ont besoin de financement, suivez chaque dossier en temps réel et touchez une commission lorsqu’ils obtiennent du financement.',
      cta: 'Découvrir le programme d’apporteurs d’affaires',
    },
    apis: {
      title: 'API',
      description:
        'Intégrez le financement d’entreprise à votre propre produit et offrez à vos utilisateurs des options de financement jumelées en quelques minutes.',
      cta: 'Découvrir les partenariats API',
    },
  },

  hubBenefits: {
    revenue: {
      title: 'De nouveaux revenus, sans frais généraux supplémentaires',
      description:
        'Touchez une rémunération sur chaque dossier financé que vous apportez ou recevez. Nous nous chargeons du jumelage, de la paperasse et du suivi, pour que votre équipe reste concentrée sur son propre travail.',
    },
    clients: {
      title: 'De meilleurs résultats pour vos clients',
      description: `Un seul profil donne accès à un réseau de ${lenders} prêteurs vérifiés. Vos clients comparent de vraies options côte à côte plutôt que de s’adresser à un prêteur à la fois.`,
    },
    team: {
      title: 'Une équipe de partenariat à vos côtés',
      description:
        'Un gestionnaire de partenariat attitré vous accompagne dans la mise en route, le marketing conjoint et tout dossier qui mérite un deuxième regard, de la première présentation jusqu’au financement.',
    },
  },

  lenderBenefits: {
    'vetted-businesses': {
      title: 'Accédez à des entreprises vérifiées',
      description:
        'Chaque entreprise vous parvient avec un profil complet\u00a0: états financiers, données bancaires et documents recueillis et vérifiés avant même que vous les consultiez.',
      points: [
        'Des profils jumelés à vos critères',
        'Des documents réunis dès le départ',
        'Des entreprises partout au Canada et aux États-Unis',
      ],
    },
    'gain-retain': {
      title: 'Gagnez et fidélisez des clients',
      description:
        'Joignez les entrepreneurs au moment où ils ont besoin de capitaux, et gardez le contact lorsqu’ils reviennent pour un nouveau financement.',
      points: [
        'Un flux constant de nouveaux emprunteurs',
        'De nouvelles demandes de clients déjà financés',
        'Votre marque sous les yeux d’entreprises en croissance',
      ],
    },
    simplify: {
      title: 'Simplifiez votre processus',
      description:
        'Les demandes arrivent dans un format uniforme, avec les documents que vous exigez\u00a0: votre équipe passe moins de temps dans ses courriels et plus de temps à décider.',
      points: ['Un format de demande standard', 'Moins d’allers-retours', 'Des décisions plus rapides'],
    },
    diligence: {
      title: 'Modernisez votre vérification diligente',
      description:
        'Une analyse assistée par l’IA fait ressortir les flux de trésorerie, les tendances du chiffre d’affaires et les signaux de risque, pour que l’évaluation du crédit s’appuie sur des constats plutôt que sur des données brutes.',
      points: [
        'Sommaires des flux de trésorerie et du chiffre d’affaires',
        'Signaux de risque repérés tôt',
        'Données partagées uniquement avec consentement',
      ],
    },
  },

  lenderFeatures: {
    'ai-matching': {
      title: 'Jumelage par l’IA',
      description:
        'Nos modèles comparent chaque profil d’entreprise à vos critères de prêt et vous transmettent les demandes les plus susceptibles d’aboutir.',
    },
    'deal-flow': {
      title: 'Des dossiers qualifiés',
      description:
        'Recevez des demandes complètes et présélectionnées d’entreprises qui ont choisi de vous communiquer leurs données.',
    },
    risk: {
      title: 'Atténuation des risques',
      description:
        'Des données financières vérifiées et des signaux de risque précoces vous aident à fixer vos prix avec justesse et à éviter les mauvaises surprises après le financement.',
    },
  },

  referralAdvantages: {
    'easy-referral': {
      title: 'Un processus de recommandation simple',
      description:
        'Partagez un lien ou présentez un client par courriel. Nous prenons le relais\u00a0: profil, demande, jumelage et suivi.',
    },
    tracking: {
      title: 'Suivi en temps réel',
      description:
        'Voyez où en est chaque recommandation, de la création du profil à la réception des fonds, sans avoir à relancer qui que ce soit.',
    },
    commissions: {
      title: 'Des commissions concurrentielles',
      description:
        'Touchez une commission sur chaque dossier financé que vous recommandez, versée rapidement et accompagnée de relevés clairs.',
    },
  },

  // Dans l’orbite, un nom passe à la ligne à chaque espace, d’où l’espace insécable après de et en.
  audiences: {
    'accounting-firms': {
      title: 'Cabinets comptables',
      description: 'Transformez une comptabilité bien tenue en financement pour les clients que vous servez déjà.',
    },
    cfos: {
      title: 'Directeurs financiers',
      description: 'Comparez les options de financement pour votre entreprise, ou pour celles que vous conseillez.',
    },
    lenders: {
      title: 'Prêteurs',
      description:
        'Dirigez les dossiers qui ne correspondent pas à vos critères de crédit vers les prêteurs qui leur conviennent.',
    },
    'software-companies': {
      title: 'Éditeurs de\u00a0logiciels',
      description: 'Offrez du financement aux entreprises qui utilisent votre plateforme.',
    },
    'logistics-consultants': {
      title: 'Consultants en\u00a0logistique',
      description:
        'Aidez vos clients à financer leurs stocks, leurs bons de commande et leur chaîne d’approvisionnement.',
    },
    'marketing-agencies': {
      title: 'Agences de\u00a0marketing',
      description: 'Aidez les marques en croissance à financer les campagnes que vous planifiez ensemble.',
    },
  },

  apiSteps: {
    setup: {
      title: 'Mise en place du partenariat',
      description:
        'Nous convenons de votre cas d’utilisation, de vos utilisateurs et de l’expérience souhaitée, puis nous vous remettons des identifiants pour le bac à sable.',
    },
    integration: {
      title: 'Intégration de l’API',
      description:
        'Connectez-vous à nos points de terminaison documentés et testez chaque parcours dans le bac à sable, avec le soutien de nos ingénieurs.',
    },
    launch: {
      title: 'Lancement et optimisation',
      description:
        'Passez en production, suivez les résultats de conversion et de financement, et peaufinez l’expérience avec notre équipe.',
    },
  },

  apiFeatures: {
    rest: {
      title: 'API REST',
      description:
        'Des ressources prévisibles, du JSON partout et des codes d’erreur clairs\u00a0: vos développeurs se sentent chez eux dès le premier jour.',
    },
    'real-time': {
      title: 'Traitement en temps réel',
      description:
        'Les jumelages et les changements d’état des demandes parviennent à votre produit au moment où ils se produisent, par crochets Web ou par interrogation périodique.',
    },
    security: {
      title: 'Sécurité digne des grandes entreprises',
      description:
        'Un chiffrement 256\u00a0bits, des identifiants à portée limitée et un partage de données fondé sur le consentement protègent vos utilisateurs et leurs entreprises.',
    },
  },

  whyPartner: {
    network: {
      title: `Un réseau de ${lenders} prêteurs`,
      description:
        'Offrez aux entreprises avec qui vous travaillez un seul endroit pour joindre des prêteurs vérifiés partout au Canada et aux États-Unis.',
    },
    speed: {
      title: 'Des décisions de financement plus rapides',
      description: `Nos partenaires constatent une réduction de ${percent(PARTNER_SALES_CYCLE_CUT_PERCENT)} de leur cycle de vente\u00a0: des profils complets réduisent l’attente entre la présentation et la décision.`,
    },
    results: {
      title: 'Plus de demandes menées à terme',
      description: `Les demandes guidées entraînent une hausse de ${percent(PARTNER_COMPLETED_APPS_LIFT_PERCENT)} des demandes menées à terme, si bien qu’un plus grand nombre de vos présentations aboutissent à un financement.`,
    },
  },
};
