/** Les pages produit (/fr/financial-products/<id>), en français du Québec : mêmes clés que l’anglais. */
import type { Messages } from '../en';

export const productPages: Messages['productPages'] = {
  metaTitle: '{title} : à qui il convient, admissibilité type et coûts',
  metaDescription:
    '{title} : à qui il convient et à qui il ne convient pas, critères d’admissibilité types et leurs sources, un exemple de coût chiffré et les documents à préparer.',
  eyebrow: 'Produit financier',
  backLink: 'Tous les produits financiers',
  sections: {
    suits: 'À qui il convient',
    notFor: 'À qui il convient moins',
    eligibility: 'Admissibilité type',
    eligibilityIntro:
      'Fourchettes publiées par les sources citées, pour l’ensemble du marché : ce ne sont ni les critères de nos prêteurs ni une promesse. Chaque prêteur fixe les siens.',
    documents: 'Documents à préparer',
    next: 'Prochaines étapes',
    articles: 'À lire aussi',
  },
  criteria: {
    time: 'Années d’activité',
    revenue: 'Chiffre d’affaires',
    credit: 'Cote de crédit',
    collateral: 'Garanties',
  },
  who: {
    banks: 'Banques',
    online: 'Prêteurs en ligne',
    collateral: 'Actifs admissibles',
    facility: 'Taille du crédit',
  },
  units: {
    months: '{n} mois',
    years: '{n} ans',
    monthly: '{n} par mois',
    yearly: '{n} par année',
    score: '{n}',
    money: '{n}',
  },
  atLeast: 'au moins {value}',
  range: 'de {min} à {max}',
  varies: 'Aucun chiffre type que nous ayons pu vérifier : chaque prêteur fixe le sien.',
  /** After the title of a source in another language than the page's. */
  inEnglish: ' (en anglais)',
  source: 'Source :',
  dated: {
    published: 'publié le {date}',
    'in-force': 'en vigueur depuis le {date}',
    consulted: 'consulté le {date}',
    'as-of': 'en date de {date}',
  },
  cost: {
    title: 'Ce qu’il coûte : un exemple chiffré',
    label: 'Exemple chiffré, pas une offre',
    apr: 'TAC',
    aprApprox: 'TAC (équivalent approximatif)',
    totalCost: 'Coût total du financement',
    perDollar: 'Coût par dollar emprunté',
    amount: 'Montant financé',
    received: 'Somme reçue',
    repaid: 'Total remboursé',
    payment: {
      months: 'Versement mensuel',
      daily: 'Prélèvement quotidien',
      weekly: 'Prélèvement hebdomadaire',
    },
    term: { months: '{n} mois', approxMonths: 'environ {n} mois', days: '{n} jours' },
    termLabel: 'Durée',
    cents: { one: '{n} ¢', other: '{n} ¢' },
    summary:
      'Dans cet exemple, financer {amount} coûte {cost} en tout, soit {cents} par dollar emprunté : un TAC de {apr}.',
    aprNote:
      'Le taux annuel du coût d’emprunt (TAC) tient compte de tous les frais de l’exemple sur sa durée, ce qui permet de comparer des offres de durées différentes. Une avance assortie d’un taux de facteur n’a pas de taux d’intérêt : son TAC est le taux auquel reviennent ses versements.',
    smartBox:
      'Présenté à la manière de la SMART Box, le modèle de divulgation des prix de l’Innovative Lending Platform Association.',
    asOf: 'Exemple établi le {date}. Son taux sert à illustrer le calcul : ce n’est ni un taux type, ni une soumission, ni une offre.',
  },
  canada: {
    title: 'Au Canada : le taux d’intérêt criminel',
    text: 'Depuis le {date}, le Code criminel plafonne le coût du crédit à un TAC de {general} en règle générale, et de {commercial} pour un prêt commercial consenti à une entreprise (et non à un particulier) de plus de {min} jusqu’à {max} ; au-delà de {max}, aucun plafond ne s’applique. Les frais comptent dans l’intérêt. Ce rappel situe le contexte ; ce n’est pas un avis juridique.',
  },
  links: {
    calculator: 'Faites vos propres calculs',
    prequalify: 'Voyez à quoi vous pourriez être admissible',
    prequalifyHint: ' ({title} présélectionné)',
    getStarted: 'Commencer gratuitement',
  },
  products: {
    'merchant-cash-advance': {
      intro:
        'Une somme forfaitaire tout de suite, remboursée à même vos ventes futures par carte ou en ligne. Rapide et souple quant au crédit, mais c’est généralement le plus coûteux de nos six produits : lisez l’encadré des coûts avant de comparer.',
      suits: [
        'Les entreprises qui encaissent chaque jour des ventes régulières par carte ou en ligne',
        'Un besoin ponctuel et précis, rentabilisé en quelques mois',
        'Les propriétaires dont le crédit ou les garanties ferment pour l’instant la porte du prêt bancaire',
      ],
      notFor: [
        'Les investissements à long terme, rentabilisés sur plusieurs années',
        'Les entreprises aux ventes irrégulières ou en baisse',
        'Le refinancement d’une avance qui n’est pas encore remboursée',
      ],
      notes: {
        revenue: 'en ventes par carte ou en ventes totales',
        credit: 'cote personnelle',
        collateral: 'Aucune garantie matérielle exigée ; un cautionnement personnel est courant.',
      },
      example: {
        title: 'Une avance de {amount} à un facteur de {factor}',
        assumptions:
          'Remboursée par un prélèvement fixe chaque jour ouvrable (5 par semaine), comme prévu, sans autres frais.',
      },
    },
    'asset-based-lending': {
      intro:
        'Un crédit renouvelable calibré sur vos comptes clients, vos stocks et votre équipement. La somme disponible croît avec l’entreprise, et l’intérêt ne court que sur ce que vous utilisez.',
      suits: [
        'Les entreprises de taille moyenne qui ont d’importants comptes clients et stocks',
        'La croissance ou les variations saisonnières qui exigent un fonds de roulement évolutif',
        'Les entreprises en mesure de rendre compte de leurs actifs chaque mois',
      ],
      notFor: [
        'Les besoins inférieurs au crédit minimal habituel',
        'Les entreprises de services qui ont peu de comptes clients ou d’actifs',
        'Les propriétaires qui ne peuvent assumer les rapports mensuels et les vérifications sur place',
      ],
      notes: { collateral: 'en comptes clients, stocks et équipement' },
      example: {
        title: 'Un tirage de {amount} sur un crédit, pendant {days} jours',
        assumptions: 'Intérêt simple de {rate} par année et frais de {fee}, payés au remboursement du tirage.',
      },
    },
    'term-loans': {
      intro:
        'Une somme fixe remboursée par versements mensuels égaux sur un à sept ans, pour un investissement dont le rendement est clair.',
      suits: [
        'Un investissement planifié : équipement, nouvel emplacement, acquisition',
        'Le regroupement de dettes plus coûteuses en un seul versement prévisible',
        'Les entreprises qui ont des antécédents et des flux de trésorerie réguliers',
      ],
      notFor: [
        'Les manques de liquidités passagers du quotidien (la marge de crédit convient mieux)',
        'Les très jeunes entreprises qui n’ont pas encore d’états financiers',
        'Les besoins à financer en un jour ou deux',
      ],
      notes: { credit: 'cote personnelle, chez les prêteurs en ligne' },
      example: {
        title: 'Un prêt de {amount} à {rate} sur {months} mois',
        assumptions: 'Versements mensuels égaux ; des frais de dossier de {fee} sont retenus sur la somme reçue.',
      },
    },
    'po-financing': {
      intro:
        'Vous avez décroché une commande plus grosse que votre fonds de roulement ? Un bailleur de fonds paie votre fournisseur pour que vous puissiez livrer, puis se fait rembourser quand votre client paie.',
      suits: [
        'Les distributeurs, grossistes et revendeurs de produits finis',
        'Les commandes confirmées de clients solvables',
        'Des marges assez larges pour absorber les frais du bailleur de fonds',
      ],
      notFor: [
        'Les entreprises de services (il n’y a pas de marchandise à financer)',
        'Les commandes sans bon de commande confirmé',
        'Les marges minces que les frais effaceraient',
      ],
      notes: {
        credit: 'Le dossier de paiement de votre client compte davantage que votre propre cote.',
        collateral: 'Un bon de commande confirmé d’un client solvable.',
      },
      example: {
        title: 'Une commande de {amount} financée pendant {days} jours',
        assumptions: 'Des frais de {fee30} par tranche de 30 jours ({fee} en tout), payés quand le client paie.',
      },
    },
    'inventory-financing': {
      intro:
        'Empruntez sur les stocks que vous achetez, pour commander avant votre haute saison et éviter les ruptures quand les ventes culminent.',
      suits: [
        'Les détaillants, grossistes et marques en ligne aux pointes saisonnières',
        'Des stocks qui s’écoulent de façon fiable',
        'Les escomptes des fournisseurs sur les achats en gros',
      ],
      notFor: [
        'Les stocks à rotation lente, périssables ou très spécialisés',
        'Les entreprises qui ne suivent pas leurs stocks par article et par âge',
        'Les achats qui dépassent ce que l’historique des ventes justifie',
      ],
      notes: {
        revenue: 'Les prêteurs veulent voir que vous vendez vos stocks avec profit.',
        collateral: 'Les stocks eux-mêmes ; les prêteurs n’avancent qu’une partie de leur valeur.',
      },
      example: {
        title: 'Un réapprovisionnement saisonnier de {amount} sur {months} mois',
        assumptions:
          'Un prêt à {rate}, à versements mensuels égaux, avec des frais de {fee} retenus sur la somme reçue.',
      },
    },
    'supply-chain-financing': {
      intro:
        'Un bailleur de fonds paie vos fournisseurs plus tôt, moyennant un léger escompte, pendant que vous payez selon vos conditions habituelles. Le coût est établi selon le crédit de l’acheteur et assumé par le fournisseur qui choisit le paiement anticipé.',
      suits: [
        'Les acheteurs au crédit solide qui comptent sur un groupe de fournisseurs importants',
        'Les fournisseurs de ces acheteurs qui veulent encaisser plus tôt',
        'Des délais de paiement plus longs sans mettre les fournisseurs à mal',
      ],
      notFor: [
        'Les acheteurs au crédit fragile (le programme est tarifé en fonction de celui-ci)',
        'Le fournisseur dont l’essentiel des liquidités dépend du programme d’un seul client',
        'Les achats ponctuels, hors d’une relation d’affaires suivie',
      ],
      notes: { credit: 'Tarifé selon le crédit de l’acheteur ; ce n’est pas une solution à un crédit fragile.' },
      example: {
        title: 'Une facture de {amount} payée {days} jours d’avance',
        assumptions:
          'Escomptée à {rate} par année pour les jours restant avant l’échéance ; le fournisseur reçoit le solde tout de suite et l’acheteur paie {amount} selon ses conditions habituelles.',
      },
    },
  },
};
