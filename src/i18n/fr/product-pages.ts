/** Les pages produit (/fr/financial-products/<id>), en français du Québec : mêmes clés que l’anglais. */
import type { Messages } from '../en';

export const productPages: Messages['productPages'] = {
  metaTitle: '{title}\u00a0: pour qui, admissibilité type et coûts',
  metaDescription:
    '{title}\u00a0: à qui ce produit convient et à qui il ne convient pas, critères d’admissibilité types et leurs sources, un exemple de coût chiffré et les documents à préparer.',
  eyebrow: 'Produit financier',
  backLink: 'Tous les produits financiers',
  sections: {
    suits: 'À qui s’adresse ce produit',
    notFor: 'À qui ce produit convient moins',
    eligibility: 'Admissibilité type',
    eligibilityIntro:
      'Fourchettes publiées par les sources citées, pour l’ensemble du marché\u00a0: ce ne sont ni les critères de nos prêteurs ni une promesse. Chaque prêteur fixe les siens.',
    documents: 'Documents à préparer',
    next: 'Prochaines étapes',
    articles: 'À lire aussi',
  },
  criteria: {
    time: 'Années d’exploitation',
    revenue: 'Chiffre d’affaires',
    credit: 'Cote de crédit',
    collateral: 'Garanties',
  },
  who: {
    banks: 'Banques',
    online: 'Prêteurs en ligne',
    collateral: 'Garanties admissibles',
    facility: 'Montant du crédit',
  },
  units: {
    months: '{n}\u00a0mois',
    years: '{n}\u00a0ans',
    monthly: '{n} par mois',
    yearly: '{n} par année',
    score: '{n}',
    money: '{n}',
  },
  atLeast: 'au moins {value}',
  range: 'de {min} à {max}',
  varies: 'Nous n’avons pu vérifier aucun chiffre type\u00a0: chaque prêteur fixe le sien.',
  /** After the title of a source in another language than the page's. */
  inEnglish: ' (en anglais)',
  source: 'Source\u00a0:',
  dated: {
    published: 'publié le {date}',
    'in-force': 'en vigueur depuis le {date}',
    consulted: 'consulté le {date}',
    'as-of': 'données de {date}',
  },
  cost: {
    title: 'Le coût\u00a0: un exemple chiffré',
    label: 'Exemple chiffré, pas une offre',
    apr: 'TAC',
    aprApprox: 'TAC (équivalent approximatif)',
    totalCost: 'Coût total de l’emprunt',
    perDollar: 'Coût par dollar emprunté',
    amount: 'Montant financé',
    received: 'Somme reçue',
    repaid: 'Total remboursé',
    payment: {
      months: 'Versement mensuel',
      daily: 'Prélèvement quotidien',
      weekly: 'Prélèvement hebdomadaire',
    },
    term: { months: '{n}\u00a0mois', approxMonths: 'environ {n}\u00a0mois', days: '{n}\u00a0jours' },
    termLabel: 'Durée',
    cents: { one: '{n}\u00a0¢', other: '{n}\u00a0¢' },
    summary:
      'Dans cet exemple, financer {amount} coûte {cost} en tout, soit {cents} par dollar emprunté\u00a0: un TAC de {apr}.',
    aprNote:
      'Le taux annuel du coût d’emprunt (TAC) tient compte de tous les frais de l’exemple sur sa durée, ce qui permet de comparer des offres de durées différentes. Une avance assortie d’un coefficient de remboursement n’a pas de taux d’intérêt\u00a0: son TAC est le taux annuel auquel ses versements équivalent.',
    smartBox:
      'Présenté à la manière de la SMART Box, le modèle de présentation des coûts proposé par l’Innovative Lending Platform Association.',
    asOf: 'Exemple établi le {date}. Son taux sert à illustrer le calcul\u00a0: ce n’est ni un taux type, ni une soumission, ni une offre.',
  },
  canada: {
    title: 'Au Canada\u00a0: le taux d’intérêt criminel',
    text: 'Depuis le {date}, le Code criminel plafonne le coût du crédit à un TAC de {general} en règle générale. Pour un prêt commercial de plus de {min} et d’au plus {max} consenti à une entreprise (et non à un particulier), le plafond est de {commercial}\u00a0; au-delà de {max}, aucun plafond ne s’applique. Au sens du Code, l’intérêt comprend les frais. Ce rappel situe le contexte\u00a0; il ne constitue pas un avis juridique.',
  },
  links: {
    calculator: 'faites vos propres calculs',
    prequalify: 'Voyez à quoi vous pourriez être admissible',
    prequalifyHint: ' (produit présélectionné\u00a0: {title})',
    getStarted: 'Commencer gratuitement',
  },
  products: {
    'merchant-cash-advance': {
      intro:
        'Une somme forfaitaire tout de suite, remboursée à même vos ventes futures par carte ou en ligne. Rapide à obtenir et peu exigeante quant au crédit, l’avance est toutefois généralement le plus coûteux de nos six produits\u00a0: lisez l’encadré des coûts avant de comparer.',
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
        collateral: 'Aucune garantie matérielle n’est exigée\u00a0; une garantie personnelle est courante.',
      },
      example: {
        title: 'Une avance de {amount} à un coefficient de remboursement de {factor}',
        assumptions:
          'Remboursée par un prélèvement fixe chaque jour ouvrable (5\u00a0par semaine), comme prévu, sans autres frais.',
      },
    },
    'asset-based-lending': {
      intro:
        'Un crédit renouvelable dont le montant dépend de vos comptes clients, de vos stocks et de votre équipement. La somme disponible croît avec l’entreprise, et l’intérêt ne court que sur les sommes utilisées.',
      suits: [
        'Les entreprises de taille moyenne qui ont des comptes clients et des stocks importants',
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
        title: 'Un retrait de {amount} sur le crédit renouvelable, pendant {days}\u00a0jours',
        assumptions:
          'Intérêt simple de {rate} par année et frais de {fee}, tous deux payés au remboursement du retrait.',
      },
    },
    'term-loans': {
      intro:
        'Une somme fixe remboursée par versements mensuels égaux sur une période d’un à sept ans, pour financer un investissement dont la rentabilité est claire.',
      suits: [
        'Un investissement planifié\u00a0: équipement, nouvel établissement, acquisition',
        'Le regroupement de dettes plus coûteuses en un seul versement prévisible',
        'Les entreprises qui ont fait leurs preuves et dont les flux de trésorerie sont réguliers',
      ],
      notFor: [
        'Les manques de liquidités passagers, au jour le jour (une marge de crédit convient mieux)',
        'Les très jeunes entreprises qui n’ont pas encore d’états financiers',
        'Les besoins qui doivent être financés en un jour ou deux',
      ],
      notes: { credit: 'cote personnelle, chez les prêteurs en ligne' },
      example: {
        title: 'Un prêt de {amount} à {rate} sur {months}\u00a0mois',
        assumptions: 'Versements mensuels égaux\u00a0; des frais de dossier de {fee} sont déduits de la somme versée.',
      },
    },
    'po-financing': {
      intro:
        'Vous avez décroché une commande trop importante pour votre fonds de roulement\u00a0? Un bailleur de fonds paie votre fournisseur pour que vous puissiez livrer, puis se fait rembourser quand votre client paie.',
      suits: [
        'Les distributeurs, grossistes et revendeurs de produits finis',
        'Les commandes confirmées de clients solvables',
        'Des marges assez élevées pour absorber les frais du bailleur de fonds',
      ],
      notFor: [
        'Les entreprises de services (il n’y a pas de marchandise à financer)',
        'Les commandes sans bon de commande confirmé',
        'Les marges minces, que les frais suffiraient à effacer',
      ],
      notes: {
        credit: 'Les antécédents de paiement de votre client comptent davantage que votre propre cote.',
        collateral: 'Un bon de commande confirmé d’un client solvable.',
      },
      example: {
        title: 'Une commande de {amount} financée pendant {days}\u00a0jours',
        assumptions:
          'Des frais de {fee30} par tranche de 30\u00a0jours ({fee} au total), payés quand le client règle sa facture.',
      },
    },
    'inventory-financing': {
      intro:
        'Empruntez en donnant en garantie les stocks que vous achetez, pour commander avant la haute saison et éviter les ruptures de stock au plus fort des ventes.',
      suits: [
        'Les détaillants, les grossistes et les marques en ligne dont les ventes connaissent des pointes saisonnières',
        'Des stocks qui s’écoulent de façon régulière',
        'Les remises sur quantité qu’accordent les fournisseurs pour les achats en gros',
      ],
      notFor: [
        'Les stocks à rotation lente, périssables ou très spécialisés',
        'Les entreprises qui ne tiennent pas de registre de leurs stocks par article et par ancienneté',
        'Les achats qui dépassent ce que l’historique des ventes justifie',
      ],
      notes: {
        revenue: 'Les prêteurs veulent voir que vous écoulez vos stocks de façon rentable.',
        collateral: 'Les stocks eux-mêmes\u00a0; les prêteurs n’avancent qu’une partie de leur valeur.',
      },
      example: {
        title: 'Un réapprovisionnement saisonnier de {amount} sur {months}\u00a0mois',
        assumptions:
          'Un prêt à {rate}, à versements mensuels égaux, avec des frais de {fee} déduits de la somme versée.',
      },
    },
    'supply-chain-financing': {
      intro:
        'Un bailleur de fonds paie vos fournisseurs plus tôt, moyennant un léger escompte, pendant que vous payez selon vos conditions habituelles. Le coût est établi en fonction du crédit de l’acheteur et assumé par le fournisseur qui opte pour le paiement anticipé.',
      suits: [
        'Les acheteurs au crédit solide qui comptent sur un groupe de fournisseurs importants',
        'Les fournisseurs de ces acheteurs qui veulent être payés plus tôt',
        'Des délais de paiement plus longs, sans mettre les fournisseurs en difficulté',
      ],
      notFor: [
        'Les acheteurs au crédit fragile (le programme est tarifé en fonction de celui-ci)',
        'Le fournisseur dont l’essentiel des liquidités dépend du programme d’un seul client',
        'Les achats ponctuels, hors d’une relation d’affaires suivie',
      ],
      notes: { credit: 'Le prix dépend du crédit de l’acheteur\u00a0; ce n’est pas une solution à un crédit fragile.' },
      example: {
        title: 'Une facture de {amount} payée {days}\u00a0jours avant l’échéance',
        assumptions:
          'Escompte calculé au taux annuel de {rate} sur les jours restant avant l’échéance\u00a0; le fournisseur reçoit le solde tout de suite et l’acheteur paie {amount} selon ses conditions habituelles.',
      },
    },
  },
};
