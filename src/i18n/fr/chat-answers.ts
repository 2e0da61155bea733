/** Les réponses écrites de l’assistant, par les identifiants de src/data/chat-answers.ts (jumeau de en/). */
import type { HoursZone } from '~/data/chat-answers';
import { AIRWALLEX_OFFER, HIGHBEAM_OFFER } from '~/data/partners';
import { orList, type Capped, type ChatAnswerTexts } from '../en/chat-answers';

/** Chaque produit comme nom dans une phrase, avec son article, et l’ensemble de la place de marché. */
const NOMS: Record<Capped, string> = {
  'merchant-cash-advance': 'l’avance de fonds aux commerçants',
  'asset-based-lending': 'le financement adossé à des actifs',
  'term-loans': 'le prêt à terme',
  'po-financing': 'le financement par bons de commande',
  'inventory-financing': 'le financement des stocks',
  'supply-chain-financing': 'le financement de la chaîne d’approvisionnement',
  all: 'notre place de marché',
};
/** « de » devant un nom : « du prêt à terme », « de l’avance… », « de notre place de marché ». */
const de = (nom: string) => (nom.startsWith('le ') ? `du ${nom.slice(3)}` : `de ${nom}`);

/** Les fuseaux horaires dans lesquels la réponse sur les heures les convertit. */
const FUSEAUX: Record<HoursZone, string> = {
  'America/Halifax': 'de l’Atlantique',
  'America/Winnipeg': 'du Centre',
  'America/Edmonton': 'des Rocheuses',
  'America/Vancouver': 'du Pacifique',
};

export const chatAnswers: ChatAnswerTexts = {
  hour: (h) => `${h}\u00a0h`,
  zoneHours: (open, close, zone) => `de ${open} à ${close} (heure\u00a0${FUSEAUX[zone]})`,
  answers: {
    about: (f) =>
      `Boundless AI est une place de marché de financement fondée à ${f.city} en ${f.year}. Un seul profil d’entreprise gratuit met les PME du Canada et des États-Unis en relation avec ${f.lenders} prêteurs vérifiés, et plus de ${f.funded} entreprises ont été financées. Nous ne sommes pas un prêteur\u00a0: ce sont les prêteurs que vous choisissez qui font les offres. Nos bureaux sont situés au ${f.office}.`,
    'not-lender': () =>
      'Non, Boundless AI n’est ni un prêteur, ni une banque, ni un conseiller financier, et nous ne prenons aucune décision de crédit. Nous sommes une place de marché\u00a0: chaque prêteur examine votre profil, décide lui-même s’il approuve votre demande et fixe ses propres conditions, et toute convention de prêt est conclue entre votre entreprise et ce prêteur.',
    fees: () =>
      'La création d’un profil, le dépôt d’une demande et la comparaison des offres sont gratuits pour les entreprises. Nous pouvons toucher une commission ou des honoraires de recommandation lorsqu’un financement est conclu, payés par le prêteur ou par vous\u00a0; tous frais à votre charge vous sont indiqués avant que vous acceptiez une offre.',
    'how-it-works': () =>
      'Il y a quatre étapes\u00a0: remplir un seul profil d’entreprise gratuit, laisser notre IA l’analyser et vous jumeler à des prêteurs adaptés, entrer en contact avec les prêteurs de votre choix, puis comparer les offres côte à côte et accepter celle qui vous convient.',
    lenders: (f) =>
      `Notre réseau compte ${f.lenders} prêteurs et fournisseurs de capitaux vérifiés\u00a0: banques, coopératives de crédit (caisses) et prêteurs non traditionnels. Parmi eux, comme sur notre page d’accueil\u00a0: ${f.lenderNames}. Votre profil n’est transmis qu’aux prêteurs jumelés que vous choisissez, et ceux qui conviennent à votre entreprise s’affichent une fois votre profil rempli.`,
    founders: (f) =>
      `Boundless AI a été fondée à ${f.city} en ${f.year} par ${f.founders}. La page «\u00a0Qui sommes-nous\u00a0?\u00a0» raconte leur histoire.`,
    regions: () =>
      'Nous servons les entreprises constituées en société au Canada (y compris au Québec) ou aux États-Unis. Tout se fait en ligne\u00a0: vous pouvez présenter une demande d’où que vous soyez au Canada ou aux États-Unis.',
    success: (f) =>
      `Plus de ${f.funded} entreprises ont obtenu du financement grâce à notre place de marché, des avances de fonds aux commerçants aux prêts à terme et aux crédits renouvelables adossés à des actifs\u00a0; la page d’accueil et le blogue racontent quelques-unes de leurs histoires. Par ailleurs, ${f.approval} des demandes complètes ont reçu au moins une approbation d’un prêteur (données de la plateforme, ${f.asOf})\u00a0; chaque prêteur décide tout de même, et chaque cas est différent.`,
    products: (f) =>
      `Les prêteurs de notre place de marché financent de ${f.rangeMin} à ${f.rangeMax}, au moyen de six produits\u00a0: l’avance de fonds aux commerçants (jusqu’à ${f.mcaMax}), le financement adossé à des actifs, le prêt à terme (${f.termYears}), le financement par bons de commande (jusqu’à ${f.poMax}), le financement des stocks et le financement de la chaîne d’approvisionnement. Chaque prêteur décide du montant.`,
    speed: (f) =>
      `Une fois votre profil rempli, notre IA vous présente en quelques minutes les options qui vous correspondent. Le délai avant de recevoir les fonds dépend du produit et du prêteur\u00a0: une avance de fonds aux commerçants peut être approuvée en ${f.mcaHours}, alors qu’un prêt à terme ou un prêt garanti par la Small Business Administration (SBA) des États-Unis prend plus de temps, car les prêteurs examinent davantage de documents.`,
    mca: (f) =>
      `L’avance de fonds aux commerçants vous verse une somme forfaitaire en échange d’une part de vos ventes futures par carte ou en ligne\u00a0: de ${f.mcaMin} à ${f.mcaMax}, avec une approbation habituellement en ${f.mcaHours} une fois le dossier complet. Elle se rembourse par un pourcentage des ventes ou un prélèvement fixe quotidien ou hebdomadaire, et coûte en général plus cher qu’un prêt. Si vous en avez déjà une, notre guide prévient que contracter une deuxième avance par-dessus la première est l’une des causes les plus fréquentes des crises de liquidités, et qu’une nouvelle avance offerte avant que la première soit remboursée sert souvent à rembourser l’ancien solde\u00a0: vous payez alors de nouveau le coût de l’avance, calculé selon le coefficient de remboursement, sur de l’argent que vous aviez déjà. Remplacer plusieurs dettes à court terme coûteuses par un seul versement prévisible est un usage courant du prêt à terme\u00a0; c’est chaque prêteur qui décide s’il refinance votre avance.`,
    abl: (f) =>
      `Le financement adossé à des actifs est un crédit renouvelable calculé sur vos comptes clients, vos stocks et votre équipement, conçu pour les entreprises de taille moyenne plutôt que pour les petites\u00a0: le montant minimal se situe habituellement autour de ${f.ablMin}, avec environ ${f.ablCollateral} en garanties admissibles. Il coûte souvent moins cher que les options non garanties. Pour un montant plus petit, le prêt à terme, le financement des stocks ou l’avance de fonds aux commerçants peuvent convenir\u00a0; la préqualification en 60\u00a0secondes montre lesquels.`,
    term: (f) =>
      `Le prêt à terme est un montant fixe remboursé selon un calendrier établi, sur une période de ${f.termYears}, avec des versements mensuels prévisibles, pour un nouvel établissement, de l’équipement, une acquisition ou un refinancement. Le taux est fixe ou variable selon le prêteur.`,
    po: (f) =>
      `Le financement par bons de commande paie votre fournisseur pour que vous puissiez livrer une grosse commande, et se rembourse quand votre client paie\u00a0: jusqu’à ${f.poMax} par facilité de crédit, pour une durée moyenne de ${f.poDays}, avec une approbation fondée surtout sur le crédit de votre client. Le financement de la chaîne d’approvisionnement est autre chose\u00a0: une grande entreprise acheteuse le met en place pour que ses fournisseurs soient payés plus tôt sur les factures qu’elle a approuvées, après la livraison.`,
    inventory: () =>
      'Le financement des stocks utilise la marchandise que vous achetez comme garantie\u00a0: vous commandez avant votre haute saison et remboursez à mesure que la marchandise se vend, au moyen d’une marge de crédit ou d’un prêt ponctuel.',
    scf: () =>
      'Avec le financement de la chaîne d’approvisionnement, un bailleur de fonds paie vos fournisseurs plus tôt, moyennant un petit escompte, pendant que vous payez selon vos modalités habituelles\u00a0: vos fournisseurs sont payés plus vite, et vous préservez votre fonds de roulement. Le coût de ce financement est établi selon la solidité financière de l’acheteur. Aussi appelé financement des fournisseurs ou affacturage inversé, il est mis en place par l’acheteur\u00a0: celui-ci, habituellement une grande entreprise, crée le programme avec une banque ou une plateforme de financement et y invite ses fournisseurs, qui décident, une fois la facture approuvée par l’acheteur, s’ils veulent être payés plus tôt. Contrairement à l’affacturage, le bailleur de fonds se fie à l’engagement de payer de l’acheteur, et non au crédit du fournisseur. Il se distingue aussi du financement par bons de commande, qui paie votre propre fournisseur avant que vous livriez une commande confirmée et se rembourse quand votre client paie\u00a0: le financement de la chaîne d’approvisionnement paie plus tôt un fournisseur sur une facture que son acheteur a déjà approuvée.',
    eligibility: (f) =>
      `Nous servons les petites et moyennes entreprises constituées en société au Canada ou aux États-Unis, dans le commerce en ligne, le logiciel-service (SaaS), le commerce de détail, les services professionnels, la fabrication, le transport, la construction et plus encore. Les prêteurs examinent le nombre d’années d’exploitation, le chiffre d’affaires mensuel, le crédit et les garanties\u00a0; notre réseau de ${f.lenders} prêteurs sert aussi bien les jeunes entreprises que les sociétés établies. Nos pages de produits citent des chiffres types du marché, et non les critères de nos prêteurs\u00a0: pour un prêt à terme, les banques demandent souvent ${f.termAgeBanks} d’exploitation et les prêteurs en ligne, ${f.termAgeOnline}, avec un chiffre d’affaires d’${f.termRevenue}\u00a0; pour une avance de fonds aux commerçants, ${f.mcaAge} d’exploitation et des ventes ${f.mcaRevenue}. Chaque prêteur fixe ses propres critères.`,
    'sole-proprietor': () =>
      'Seules les entreprises constituées en société peuvent faire une demande\u00a0: nos prêteurs financent des sociétés constituées au Canada ou aux États-Unis, pas les entreprises individuelles ni les emprunts personnels. Une fois votre entreprise constituée en société, vous pourrez créer un profil.',
    startup: (f) =>
      `Les prêteurs examinent le nombre d’années d’exploitation et le chiffre d’affaires mensuel\u00a0: une jeune entreprise, ou une entreprise qui n’a pas encore de chiffre d’affaires, a donc moins d’options. Selon les chiffres du marché que citent nos pages de produits, les prêteurs en ligne demandent habituellement ${f.termAgeOnline} d’exploitation et les banques demandent souvent ${f.termAgeBanks}, mais chaque prêteur fixe ses propres critères. Certains produits misent toutefois sur d’autres forces\u00a0; le financement par bons de commande, par exemple, repose sur le crédit de votre client. La préqualification en 60\u00a0secondes montre quels produits conviennent, sans vérification de crédit.`,
    credit: () =>
      'Les prêteurs examinent plus que la cote de crédit\u00a0: le chiffre d’affaires, les flux de trésorerie, les années d’exploitation et les garanties comptent aussi, et l’avance de fonds aux commerçants mise sur vos ventes. Consulter vos options au moyen de notre préqualification n’entraîne aucune vérification de crédit\u00a0: votre cote de crédit n’en est donc pas touchée. Les prêteurs que vous choisissez peuvent vérifier votre crédit en examinant votre demande, et chacun décide\u00a0; comme le note notre guide des options de financement, présenter une demande à un prêteur après l’autre peut multiplier les vérifications de crédit. Nos conditions d’utilisation précisent aussi que nous pouvons calculer à partir de vos renseignements une cote, établie selon notre propre méthode, pour jumeler votre entreprise à des prêteurs\u00a0: c’est un outil interne, pas une cote de crédit, et vous ne pouvez pas la consulter.',
    rates: () =>
      'Chaque prêteur fixe ses propres taux et prend sa propre décision après avoir examiné votre profil\u00a0: je ne peux donc ni citer un taux ni promettre une approbation. Un profil complet transmis à plusieurs prêteurs jumelés vous donne des offres à comparer.',
    documents: (f) =>
      `Vous remplissez un seul profil d’entreprise et téléversez vos documents une seule fois\u00a0; ils ne sont transmis qu’aux prêteurs que vous choisissez. Ce que tous les prêteurs demandent\u00a0: ${f.documentsCommon}. Chaque produit ajoute les siens, par exemple ${f.termDocuments} pour un prêt à terme\u00a0; les résultats de la préqualification les énumèrent pour chaque produit. Les prêteurs accordent plus de poids à des états financiers préparés, examinés ou audités par un comptable qu’à une simple feuille de calcul exportée, surtout pour les demandes plus importantes.`,
    privacy: (f) =>
      `Vos documents et vos données sont protégés par un chiffrement 256\u00a0bits, et nous ne communiquons vos renseignements qu’aux prêteurs que vous choisissez. Notre politique de confidentialité précise ce que nous conservons et pendant combien de temps\u00a0; écrivez à ${f.privacyEmail} pour consulter, corriger ou effacer vos renseignements. Nous ne demandons un numéro d’identification délivré par un gouvernement, comme le numéro d’assurance sociale (NAS) au Canada ou le numéro de sécurité sociale (SSN) aux États-Unis, que lorsqu’un prêteur ou la loi exige que nous vérifiions votre identité, et nous obtenons votre consentement exprès avant de le traiter\u00a0; les prêteurs vérifient aussi souvent le crédit personnel des propriétaires, même pour un prêt d’entreprise. Nous ne transmettons jamais votre demande à un prêteur que vous n’avez pas sélectionné. En dehors de ces prêteurs, nous ne communiquons vos renseignements qu’à nos fournisseurs de services qui hébergent nos systèmes, vérifient l’identité, traitent des documents ou envoient des courriels pour nous\u00a0; à l’apporteur d’affaires qui vous a dirigé vers nous, le cas échéant, et uniquement en ce qui concerne l’état de votre demande\u00a0; lorsque la loi l’exige\u00a0; ou dans le cadre d’une transaction commerciale, comme une fusion, l’acquéreur devant protéger les renseignements selon des modalités au moins aussi strictes. Nous ne vendons pas de renseignements personnels.`,
    withdraw: () =>
      'Vous pouvez retirer une demande en tout temps avant d’accepter une offre, en communiquant avec nous ou depuis votre compte. Votre dossier n’est alors plus envoyé à d’autres prêteurs, mais les renseignements qu’un prêteur a déjà reçus ne peuvent pas être récupérés.',
    'sign-in': (f) =>
      `Si vous avez déjà un compte, connectez-vous à l’application Boundless AI pour poursuivre votre demande et voir vos offres. Le bouton «\u00a0Connexion\u00a0» se trouve en haut de chaque page. Si vous avez oublié votre mot de passe ou n’arrivez toujours pas à vous connecter, écrivez à ${f.email} ou demandez ici à parler à une personne. Votre compte vous est personnel\u00a0: nos conditions d’utilisation ne permettent pas de communiquer vos identifiants de connexion (nom d’utilisateur et mot de passe) à qui que ce soit, votre comptable compris, et vous demandent de nous aviser sans délai si vous croyez qu’une personne a utilisé votre compte.`,
    'sign-up': () =>
      'La création d’un compte est gratuite\u00a0: choisissez «\u00a0Inscription gratuite\u00a0» en haut de n’importe quelle page, ouvrez un compte utilisateur d’entreprise au nom de votre entreprise (à titre de propriétaire, de dirigeant, d’employé ou de mandataire autorisé) et remplissez un seul profil d’entreprise. Nous pouvons vérifier votre identité et celle de votre entreprise avant que votre demande soit transmise aux prêteurs.',
    'application-status': () =>
      'Connectez-vous à votre compte pour voir où en est votre demande et consulter vos offres. Chaque prêteur examine votre profil et prend sa propre décision\u00a0; nous ne pouvons donc pas vous communiquer la décision d’un prêteur, et les prêteurs que vous avez choisis peuvent aussi communiquer directement avec vous. Une personne de notre équipe peut faire les vérifications possibles pour vous.',
    nonprofit: () =>
      'Nos prêteurs financent des entreprises constituées en société au Canada ou aux États-Unis, à des fins commerciales. Financer un organisme sans but lucratif ou un organisme de bienfaisance relève de la décision de chaque prêteur\u00a0; une personne de notre équipe peut vous dire si votre organisme est susceptible d’être admissible avant que vous créiez un profil.',
    prepayment: () =>
      'Le remboursement anticipé, et les frais éventuels qui s’y rattachent, relèvent du prêteur\u00a0: ses frais, intérêts et charges sont précisés dans son offre et dans sa convention. Lisez cette clause avant d’accepter une offre, et comparez les offres sur ce point.',
    'data-location': (f) =>
      `Certains de nos fournisseurs de services, notamment ceux qui hébergent nos systèmes, sont situés à l’extérieur de votre province, de votre État ou de votre pays, entre autres au Canada et aux États-Unis\u00a0; vos renseignements peuvent donc y être traités. Vous pouvez demander à les consulter ou à les corriger, retirer votre consentement et, au Québec, obtenir les renseignements que vous nous avez fournis dans un format structuré et couramment utilisé\u00a0: écrivez à notre responsable de la protection des renseignements personnels (${f.privacyEmail}), qui vous répondra dans les 30\u00a0jours. Si vous fermez votre compte, nous détruisons ou anonymisons votre profil dans un délai raisonnable, à l’exception des renseignements que la loi nous oblige à conserver\u00a0; les renseignements déjà transmis à un prêteur que vous avez sélectionné sont détenus par ce prêteur conformément à sa propre politique de confidentialité. Si vous résidez en Californie, la loi intitulée California Consumer Privacy Act (CCPA) vous permet aussi de nous demander quelles catégories de renseignements personnels et quels renseignements précis nous avons recueillis à votre sujet, leurs sources, les raisons de leur collecte et les catégories de tiers à qui nous les avons communiqués, et de nous demander, vous-même ou par l’intermédiaire d’un mandataire autorisé, de supprimer ceux que nous avons recueillis auprès de vous\u00a0; nous ne vendons pas de renseignements personnels et ne vous traiterons pas différemment parce que vous exercez ces droits. Si notre réponse ne vous satisfait pas, vous pouvez vous adresser à l’autorité de protection des renseignements personnels de votre lieu de résidence (au Québec, la Commission d’accès à l’information).`,
    language: () =>
      'Oui\u00a0: le site et ce service de clavardage sont offerts en français et en anglais, et nos conditions d’utilisation sont publiées dans les deux langues, les deux versions faisant également foi. Changez de langue avec le lien en haut de chaque page\u00a0; vous pouvez nous écrire dans l’une ou l’autre.',
    regulation: () =>
      'Boundless AI est une place de marché, et non un prêteur, une banque ou un conseiller financier\u00a0: nous ne prêtons pas et ne prenons aucune décision de crédit. Chaque prêteur de notre réseau prend sa propre décision et fixe ses conditions, et toute convention de prêt est conclue entre votre entreprise et ce prêteur. Nos conditions d’utilisation décrivent ce que nous faisons.',
    prequalify: () =>
      'Notre préqualification en 60\u00a0secondes n’entraîne aucune vérification de crédit\u00a0: répondez à quelques questions sur votre entreprise (lieu, années d’exploitation, chiffre d’affaires mensuel, montant) et voyez lesquels des six produits conviennent. Ce n’est pas une approbation\u00a0; chaque prêteur décide.',
    calculators: () =>
      'Notre calculatrice de versements de prêt estime le versement mensuel, les intérêts totaux et le tableau d’amortissement, et celle du coût d’une avance de fonds aux commerçants montre le montant total à rembourser et un taux annuel du coût d’emprunt (TAC) approximatif. Ce sont des estimations\u00a0: chaque prêteur fixe ses conditions.',
    partners: (f) =>
      `Nous avons trois programmes de partenariat\u00a0: les prêteurs qui se joignent à notre réseau, les apporteurs d’affaires, qui nous recommandent des clients contre commission, et les partenaires API qui intègrent le financement à leur produit. La page «\u00a0Faites équipe avec nous\u00a0» les compare. Nous sommes aussi partenaires de plateformes, dont ${f.platformPartners}\u00a0; chaque partenariat est présenté dans un article de notre blogue. Grâce au partenariat avec ${AIRWALLEX_OFFER.name}, ses clients au Canada et aux États-Unis peuvent, avec un seul profil, accéder à notre réseau de ${f.lenders} prêteurs vérifiés\u00a0; grâce à celui avec ${HIGHBEAM_OFFER.name}, ses clients ont accès à notre place de marché, et les marques qui adhèrent à ${HIGHBEAM_OFFER.name} par l’intermédiaire de Boundless AI obtiennent ${HIGHBEAM_OFFER.freeMonths}\u00a0mois gratuits de son forfait.`,
    'lender-join': () =>
      'Les prêteurs peuvent se joindre à notre réseau pour accéder à des entreprises vérifiées, prêtes à présenter une demande et jumelées par l’IA\u00a0: des dossiers qualifiés et une vérification diligente facilitée. La page «\u00a0Prêteurs\u00a0» propose un formulaire d’adhésion. Comme le prévoient nos conditions d’utilisation, nous pouvons toucher une commission ou des honoraires de recommandation lorsqu’un financement est conclu, lesquels peuvent être facturés au prêteur\u00a0; ce qu’il en est pour votre institution, notre équipe des partenariats vous le dira.',
    referral: () =>
      'Les cabinets comptables, les directeurs financiers, les éditeurs de logiciels, les consultants et les agences peuvent nous recommander des clients, suivre chaque recommandation en temps réel et toucher des commissions concurrentielles. Chaque client a son propre profil d’entreprise\u00a0: vous transmettez un lien ou présentez le client par courriel, et le profil est créé au nom de l’entreprise par un propriétaire, un dirigeant, un employé ou un mandataire qu’elle autorise (son teneur de livres, par exemple), qui choisit les prêteurs qui le voient\u00a0; vous suivez où en est chaque recommandation, de la création du profil jusqu’au versement des fonds. La personne qui crée le profil confirme avoir le pouvoir de lier l’entreprise à nos conditions d’utilisation, et toute convention de prêt est conclue entre l’entreprise du client et le prêteur qu’elle choisit. Votre propre entreprise peut aussi faire une demande, comme toute entreprise constituée en société, avec son propre profil. La page «\u00a0Apporteurs d’affaires\u00a0» propose un formulaire pour prendre rendez-vous.',
    apis: () =>
      'Notre API permet aux plateformes d’intégrer le financement à leur propre produit (API REST, traitement en temps réel, sécurité digne des grandes entreprises), en trois étapes. Mise en place\u00a0: nous convenons de votre cas d’utilisation, de vos utilisateurs et de l’expérience souhaitée, puis nous vous remettons des identifiants pour le bac à sable. Intégration\u00a0: vous vous connectez à nos points de terminaison documentés et testez chaque parcours dans le bac à sable, avec le soutien de nos ingénieurs\u00a0; les jumelages et les changements d’état des demandes parviennent à votre produit par crochets Web ou par interrogation périodique. Lancement\u00a0: vous passez en production, suivez les résultats de conversion et de financement, et peaufinez l’expérience avec notre équipe. Pour commencer et obtenir l’accès au bac à sable, prenez rendez-vous depuis la page «\u00a0API\u00a0».',
    blog: () =>
      'Notre blogue propose des guides en langage clair, des études de cas et des analyses du marché du financement des entreprises, en français et en anglais. Notre infolettre envoie par courriel des guides de financement, des analyses de marché et les nouvelles de Boundless AI\u00a0: vous pouvez vous désabonner en tout temps grâce au lien inclus dans chaque courriel.',
    hours: (f) =>
      `Notre équipe est disponible ${f.hours}, soit ${f.hoursElsewhere}\u00a0; elle ne travaille pas la fin de semaine. Écrivez à ${f.email} en tout temps\u00a0: nous répondons dans un délai de ${f.replyHours}\u00a0heures, les jours ouvrables. L’application est accessible en tout temps, et l’assistant de clavardage répond tout de suite.`,
    contact: (f) =>
      `Vous pouvez écrire à ${f.email} (nous répondons dans un délai de ${f.replyHours}\u00a0heures, les jours ouvrables), planifier un appel avec un spécialiste du financement depuis la page «\u00a0Nous joindre\u00a0», nous envoyer un message avec son formulaire ou demander ici à parler à une personne. Le formulaire propose ces types de demandes\u00a0: ${f.inquiryTypes}\u00a0; les journalistes choisissent «\u00a0${f.pressInquiry}\u00a0». Heures du service à la clientèle\u00a0: ${f.hours}. Nos bureaux sont situés au ${f.office}.`,
    'referral-privacy': () =>
      'Votre client le sait\u00a0: vous lui transmettez un lien ou le présentez par courriel, puis il crée lui-même son profil et choisit les prêteurs qui le voient. Ses documents et ses renseignements financiers ne sont transmis qu’à ces prêteurs, pas à vous\u00a0: un apporteur d’affaires voit l’état de la demande, de la création du profil à la réception des fonds, comme le précise notre politique de confidentialité. La page «\u00a0Apporteurs d’affaires\u00a0» propose un formulaire pour prendre rendez-vous et discuter du fonctionnement des recommandations.',
    commission: () =>
      'Ce sont les prêteurs qui fixent leurs taux, pas nous. Lorsqu’un financement est conclu, nous pouvons toucher une commission ou des honoraires de recommandation, payés par le prêteur ou par vous\u00a0: tous frais à votre charge vous sont indiqués avant que vous acceptiez une offre, et les intérêts, frais et charges du prêteur sont précisés dans son offre et dans sa convention. La façon dont un prêteur établit ses prix relève de lui seul\u00a0; je ne peux donc pas vous dire ce qui entre dans un taux donné. Ce que vous pouvez faire, c’est comparer côte à côte le coût total des offres de plusieurs prêteurs avant d’en accepter une.',
    urgent: (f) =>
      `Je ne peux pas promettre de fonds pour une date précise\u00a0: chaque prêteur décide et fixe ses propres délais. Ce qui va habituellement le plus vite, c’est l’avance de fonds aux commerçants, qui peut être approuvée en ${f.mcaHours} une fois le dossier complet\u00a0; un prêt à terme ou un prêt SBA prend plus de temps. Pour gagner du temps, vérifiez quels produits conviennent avec la préqualification en 60\u00a0secondes (sans vérification de crédit), puis remplissez votre profil en ayant vos relevés bancaires récents sous la main. Si vous avez une échéance ferme, dites-le à une personne de notre équipe.`,
    compare: (f) =>
      `Pour comparer deux produits, regardez quatre choses\u00a0: le coût total (taux d’intérêt ou coefficient de remboursement, frais, et le TAC qui en résulte), la durée et le mode de remboursement, la rapidité du financement, et ce sur quoi il repose (vos ventes, vos comptes clients, vos stocks, la commande d’un client ou votre crédit). En règle générale, l’avance de fonds aux commerçants est la plus rapide (approbation habituellement en ${f.mcaHours}), mais coûte plus cher qu’un prêt\u00a0; le prêt à terme (${f.termYears}) offre des versements prévisibles\u00a0; le financement adossé à des actifs coûte souvent moins cher, mais exige des garanties\u00a0; le financement fondé sur les revenus, une somme forfaitaire remboursée par un pourcentage fixe du chiffre d’affaires mensuel, coûte habituellement moins cher qu’une avance, mais plus qu’un prêt\u00a0; la marge de crédit ne porte intérêt que sur ce que vous utilisez. La page «\u00a0Produits financiers\u00a0» présente les six côte à côte, et nos calculatrices estiment les versements d’un prêt et le coût d’une avance. Lequel vous coûtera le moins dépend des offres que vous recevrez\u00a0: un seul profil vous permet de comparer de vraies offres.`,
    'site-problem': (f) =>
      `Désolé de cet ennui. Essayez de recharger la page ou d’utiliser un autre navigateur, et vérifiez que tous les champs obligatoires du formulaire sont remplis. Si un formulaire ne s’envoie toujours pas, si vous n’arrivez pas à vous connecter à l’application ou si une page affiche une erreur, écrivez à ${f.email} en précisant ce que vous faisiez et le message affiché, ou demandez ici à parler à une personne\u00a0: nous répondons dans un délai de ${f.replyHours}\u00a0heures, les jours ouvrables.`,
    grants: () =>
      'Boundless AI n’offre pas de subventions gouvernementales et n’en cherche pas pour vous\u00a0: nous jumelons des entreprises constituées en société avec des prêteurs, pour du financement qui se rembourse. Les subventions et l’aide financière non remboursable relèvent des gouvernements fédéral, provinciaux ou des États et de leurs organismes, auprès desquels vous faites la demande directement\u00a0; je ne peux pas vous dire à quelles subventions votre entreprise est admissible. Les prêts garantis par le gouvernement sont autre chose\u00a0: un prêt SBA aux États-Unis, ou un prêt du Programme de financement des petites entreprises du Canada, est consenti par un prêteur. La page «\u00a0Produits financiers\u00a0» présente le financement qu’offrent nos prêteurs.',
    equity: () =>
      'Nous n’aidons pas les entreprises à lever des capitaux propres et ne les mettons pas en relation avec des investisseurs ou des fonds de capital-risque\u00a0: notre place de marché jumelle des entreprises avec des prêteurs, pour du financement qui se rembourse, sans céder d’actions. Pour les entreprises financées par du capital-risque, certains prêteurs offrent de la dette de capital-risque, qui peut prolonger votre marge de manœuvre financière entre deux tours de financement sans nouvelle dilution (ces opérations comportent souvent des bons de souscription)\u00a0; la page «\u00a0Les entreprises que nous aidons\u00a0» la mentionne parmi les options offertes aux entreprises de logiciel-service (SaaS). Chaque prêteur décide.',
    'terms-of-service': () =>
      'Nos conditions d’utilisation encadrent l’utilisation du site et de l’application Boundless AI\u00a0: votre compte utilisateur d’entreprise, ce que nous faisons comme place de marché (et non comme prêteur), les frais, l’annulation d’une demande, la protection des renseignements personnels, les différends et la responsabilité. Elles sont publiées sur la page «\u00a0Conditions d’utilisation\u00a0», en français et en anglais, les deux versions faisant également foi. Les conditions d’un prêt, comme son taux, sa durée et ses frais, sont fixées par chaque prêteur dans son offre et dans sa convention.',
    'personal-guarantee': () =>
      'Souvent, oui. Pour une petite entreprise, la plupart des prêteurs exigent une garantie personnelle des propriétaires, et ils vérifient aussi leur crédit personnel. Même sans garantie matérielle, comme pour l’avance de fonds aux commerçants, une garantie personnelle est courante\u00a0; les marges de crédit non garanties en comportent habituellement une, et les prêts SBA l’exigent des principaux propriétaires. Un bon dossier de crédit d’entreprise peut réduire la place que les prêteurs accordent à votre garantie. Chaque prêteur précise dans son offre s’il en exige une\u00a0: comparez les offres sur ce point avant d’accepter. L’article «\u00a0Comment les prêteurs évaluent votre entreprise\u00a0» explique pourquoi les prêteurs la demandent.',
    factoring: (f) =>
      `Avec l’affacturage, vous vendez vos factures impayées à une société d’affacturage\u00a0: l’affactureur vérifie chaque facture et vous avance la plus grande partie de sa valeur (${f.factoringAdvance} dans l’exemple de notre guide), habituellement en un jour ou deux, garde le reste en réserve, encaisse le paiement de votre client, puis vous verse la réserve moins ses frais. Vos clients sont habituellement avisés et invités à payer l’affactureur. Le taux d’avance, les frais et leur mode de calcul, le recours, les volumes minimums et les frais de mise en place varient d’un affactureur à l’autre, tout comme le temps nécessaire pour obtenir la facilité d’affacturage\u00a0: comparez les offres sur tous ces points. Dans l’affacturage avec recours, la formule la plus courante pour les petites entreprises, vous rachetez ou remplacez la facture que votre client ne paie pas dans le délai convenu\u00a0; sans recours, l’affactureur assume la perte si le client ne peut pas payer parce qu’il est insolvable, moyennant des frais plus élevés, mais habituellement pas si le client conteste la facture. L’affacturage convient aux entreprises dont les clients sont solvables, mais lents à payer. Ce n’est pas l’un de nos six produits, mais nous jumelons les entreprises avec des sociétés d’affacturage et des prêteurs qui financent les comptes clients\u00a0; le guide présente un exemple chiffré. La page «\u00a0Les entreprises que nous aidons\u00a0» mentionne l’affacturage pour le transport, et l’une de nos études de cas suit un transporteur de marchandises qui a obtenu une facilité d’affacturage grâce à notre place de marché pendant que ses expéditeurs mettaient des mois à payer.`,
    'spot-factoring': (f) =>
      `Oui, cette formule existe. L’affacturage ponctuel vous permet de céder des factures choisies plutôt que l’ensemble de vos comptes clients\u00a0: vous ne cédez que celles qui vous procureront les liquidités dont vous avez besoin. L’affactureur vérifie la facture et vous avance la plus grande partie de sa valeur (${f.factoringAdvance} dans l’exemple de notre guide), puis vous verse le reste, moins ses frais, quand votre client paie. Cette formule repose sur le crédit de votre client, et les factures très en retard ou contestées sont souvent jugées inadmissibles\u00a0: posez la question à chaque affactureur. Chaque affactureur décide\u00a0; notre guide compare l’affacturage et le financement de factures, et une personne de notre équipe peut vous dire quels prêteurs conviennent.`,
    'factoring-vs-lending': (f) =>
      `Les deux transforment vos factures impayées en liquidités, mais pas de la même façon. Avec l’affacturage, vous vendez vos factures\u00a0: l’affactureur avance la plus grande partie de chacune, encaisse le paiement de vos clients (qui sont habituellement avisés) et vous verse le reste moins ses frais\u00a0; il convient aux entreprises jeunes ou en forte croissance dont les clients sont solvables, mais lents à payer. Avec le financement de factures ou une marge de crédit, vous empruntez plutôt en donnant ces factures en garantie\u00a0: vous continuez d’encaisser vous-même, vos clients ne le savent habituellement pas, vous ne payez d’intérêts que sur ce que vous utilisez, et c’est souvent moins cher pour une entreprise établie qui a quelques années d’états financiers solides. Le financement adossé à des actifs applique ce principe à une base d’emprunt élargie aux stocks et à l’équipement, pour les entreprises de taille moyenne\u00a0: le montant minimal se situe habituellement autour de ${f.ablMin}. Pour comparer, appliquez chaque offre à un mois de facturation type et comparez le coût total en dollars.`,
    'loan-vs-line': (f) =>
      `Les prêteurs de notre place de marché offrent les deux, qui ne servent pas à la même chose. Le prêt à terme vous verse une somme forfaitaire au départ, remboursée par versements fixes, habituellement mensuels, sur ${f.termYears} chez nos prêteurs\u00a0; vous payez des intérêts sur le montant total dès le premier jour, souvent à taux fixe. Il convient à un investissement ponctuel qui se rentabilise sur plusieurs années\u00a0: de l’équipement, une expansion, une acquisition ou un refinancement. La marge de crédit vous accorde une limite de crédit, et vous y puisez au besoin jusqu’à concurrence de ce montant\u00a0; vous ne payez d’intérêts que sur ce que vous avez utilisé, habituellement à taux variable, et elle est révisée chaque année. Elle convient aux besoins courts et récurrents\u00a0: saisons creuses, clients lents à payer, réapprovisionnement des stocks. Comparez le coût total selon l’usage réel que vous ferez de l’argent, pas le taux affiché\u00a0; bien des entreprises ont les deux. Notre site ne publie pas de plafond pour une marge de crédit\u00a0: le prêteur fixe votre limite selon votre chiffre d’affaires, votre crédit et vos garanties\u00a0; les marges garanties obtiennent généralement des limites plus élevées que les marges non garanties et, pour les plus grandes entreprises, un crédit renouvelable adossé à des actifs, calculé sur les comptes clients et les stocks, commence habituellement autour de ${f.ablMin}.`,
    equipment: (f) =>
      `Le financement d’équipement est un prêt ou un crédit-bail garanti par l’équipement lui-même, dont la durée correspond à la vie utile du bien\u00a0: comme la machine ou le véhicule sert de garantie, l’approbation peut être plus facile à obtenir que pour un prêt non garanti du même montant. Sur notre place de marché, l’équipement est souvent financé par un prêt à terme (${f.termYears}, versements fixes), le prêteur pouvant prendre le bien en garantie. Notre site ne compare pas en détail le crédit-bail et l’achat, et ne précise pas quels prêteurs financent l’équipement usagé ni quelle mise de fonds ils demandent\u00a0: chaque prêteur décide. Un seul profil, avec la soumission du fournisseur d’équipement, vous permet de comparer les offres, et une personne de notre équipe peut vous dire quels prêteurs conviennent.`,
    'bank-statements': (f) =>
      `La plupart des prêteurs demandent de ${f.statementMonths} de relevés bancaires de l’entreprise, parfois davantage. Ils vérifient que les dépôts correspondent à peu près au chiffre d’affaires déclaré, examinent votre solde moyen et comptent les découverts et les paiements refusés. Pour une avance de fonds aux commerçants, les prêteurs examinent aussi vos relevés de traitement des paiements par carte des derniers mois. Téléversez vos relevés les plus récents une seule fois avec votre profil\u00a0; chaque prêteur vous dit s’il lui en faut plus.`,
    sba: (f) =>
      `Un prêt SBA est consenti par un prêteur agréé (une banque, une coopérative de crédit ou un prêteur non bancaire), et non par le gouvernement\u00a0: la Small Business Administration américaine en garantit une partie, ce qui permet souvent des durées plus longues et des mises de fonds plus faibles, en échange de plus de paperasse, de garanties personnelles des principaux propriétaires et d’un délai de plusieurs semaines à quelques mois avant le versement des fonds. L’entreprise doit être constituée aux États-Unis et respecter les règles de propriété de la SBA, que le prêteur confirme. Nous jumelons des entreprises avec des prêteurs SBA\u00a0: dans notre étude de cas sur un prêt SBA, le profil d’un cabinet de services professionnels a été jumelé avec des prêteurs SBA rompus aux acquisitions. Au Canada, le Programme de financement des petites entreprises du Canada (PFPEC) repose sur un principe semblable\u00a0: le gouvernement partage le risque avec les banques, les coopératives de crédit et les caisses participantes, et vous faites la demande auprès d’un prêteur, pas du gouvernement. Un seul profil vous montre, parmi ${f.lenders} prêteurs vérifiés de notre réseau, ceux qui conviennent à votre entreprise\u00a0; chaque prêteur décide.`,
    seasonal: () =>
      'Notre guide pour les entreprises saisonnières propose cinq moyens\u00a0: prévoir vos liquidités mois par mois pour mesurer le creux de la saison morte et savoir quand il commence\u00a0; constituer une réserve pendant la haute saison\u00a0; demander à vos fournisseurs, à votre locateur et à vos clients des modalités adaptées à votre calendrier\u00a0; prévoir une marge de crédit dans laquelle vous puisez pendant les mois creux et que vous remboursez quand la haute saison ramène les liquidités, en ne payant d’intérêts que sur ce que vous utilisez\u00a0; et recourir au financement des stocks pour les achats faits avant la haute saison, ou au financement par bons de commande pour des commandes confirmées. Faites la demande quand vos chiffres sont bons, juste après une bonne saison, puisque les prêteurs examinent votre chiffre d’affaires et vos soldes bancaires récents, et servez-vous d’une marge pour des décalages de trésorerie, pas pour couvrir des pertes. Un seul profil vous permet de comparer les offres des prêteurs de notre place de marché\u00a0; chaque prêteur décide.',
    brokers: () =>
      'Notre site ne décrit pas de programme pour les courtiers ou les organisations de vente indépendantes (ISO) ni de moyen pour eux de soumettre des dossiers\u00a0: il présente trois programmes de partenariat, pour les prêteurs, les apporteurs d’affaires et les partenaires API. Les apporteurs d’affaires, comme les cabinets comptables, les directeurs financiers, les consultants, les agences, les éditeurs de logiciels et les prêteurs, transmettent un lien ou présentent un client par courriel\u00a0; le client crée ensuite lui-même son profil et choisit les prêteurs qui le voient, et l’apporteur touche une commission sur chaque financement conclu par un client qu’il a recommandé. C’est notre équipe des partenariats qui peut vous dire si cette entente est ouverte à un courtier, et à quelles conditions\u00a0: présentez-lui votre entreprise avec le formulaire «\u00a0Devenez partenaire\u00a0».',
  },
  pages: {
    about: 'Qui sommes-nous\u00a0?',
    'not-lender': 'Conditions d’utilisation',
    fees: 'Nous joindre (FAQ)',
    'how-it-works': 'Notre fonctionnement',
    lenders: 'Notre fonctionnement',
    founders: 'Qui sommes-nous\u00a0?',
    regions: 'Qui sommes-nous\u00a0?',
    success: 'Accueil',
    products: 'Produits financiers',
    speed: 'Notre fonctionnement',
    mca: 'Avance de fonds aux commerçants',
    abl: 'Financement adossé à des actifs',
    term: 'Prêts à terme',
    po: 'Financement par bons de commande',
    inventory: 'Financement des stocks',
    scf: 'Financement de la chaîne d’approvisionnement',
    eligibility: 'Les entreprises que nous aidons',
    'sole-proprietor': 'Les entreprises que nous aidons',
    startup: 'Préqualification en 60\u00a0secondes',
    credit: 'Préqualification en 60\u00a0secondes',
    rates: 'Notre fonctionnement',
    documents: 'Notre fonctionnement',
    privacy: 'Politique de confidentialité',
    withdraw: 'Conditions d’utilisation',
    'sign-in': 'Notre fonctionnement',
    'sign-up': 'Notre fonctionnement',
    'application-status': 'Notre fonctionnement',
    nonprofit: 'Les entreprises que nous aidons',
    prepayment: 'Conditions d’utilisation',
    'data-location': 'Politique de confidentialité',
    language: 'Conditions d’utilisation',
    regulation: 'Conditions d’utilisation',
    prequalify: 'Préqualification en 60\u00a0secondes',
    calculators: 'Calculatrice de versements de prêt',
    partners: 'Faites équipe avec nous',
    'lender-join': 'Prêteurs',
    referral: 'Apporteurs d’affaires',
    apis: 'API',
    blog: 'Blogue',
    hours: 'Nous joindre',
    contact: 'Nous joindre',
    'referral-privacy': 'Politique de confidentialité',
    commission: 'Conditions d’utilisation',
    urgent: 'Préqualification en 60\u00a0secondes',
    compare: 'Produits financiers',
    'site-problem': 'Nous joindre',
    grants: 'Produits financiers',
    equity: 'Les entreprises que nous aidons',
    'terms-of-service': 'Conditions d’utilisation',
    'personal-guarantee': 'Comment les prêteurs évaluent votre entreprise',
    factoring: 'Affacturage ou financement de factures',
    'spot-factoring': 'Affacturage ou financement de factures',
    'factoring-vs-lending': 'Affacturage ou financement de factures',
    'loan-vs-line': 'Prêt à terme ou marge de crédit',
    equipment: 'Comprendre les options de financement d’entreprise',
    'bank-statements': 'Comment se préparer à une demande de prêt d’entreprise',
    brokers: 'Devenez partenaire',
    sba: 'Qu’est-ce qu’un prêt SBA\u00a0?',
    seasonal: '5 façons de gérer les flux de trésorerie d’une entreprise saisonnière',
  },
  overMax: (amount, capped, max, higher) =>
    `Le montant de ${amount} dépasse le plafond ${de(NOMS[capped])} (${max})${
      higher.length
        ? `\u00a0; ${orList(
            higher.map((p) => NOMS[p]),
            'ou',
          )} ${higher.length > 1 ? 'permettent' : 'permet'} des montants plus élevés`
        : ''
    }.`,
  part: (n) => `${n}.`,
  maybe: (part) =>
    `Quant à «\u00a0${part}\u00a0», je ne suis pas certain de la réponse\u00a0; la dernière page ci-dessous y répond peut-être.`,
  already:
    'Ces pages vont plus loin que ce que je viens de dire, et une personne de notre équipe peut répondre aux questions propres à votre cas.',
  quoted: (title) => `Extrait de «\u00a0${title}\u00a0»\u00a0:`,
  person:
    'Une personne de notre équipe peut vous répondre avec certitude\u00a0: choisissez «\u00a0Parler à une personne\u00a0» ci-dessous.',
};
