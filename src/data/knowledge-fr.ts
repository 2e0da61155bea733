// cspell:disable -- French text and folded keywords (no accents, Quebec slang): words of no dictionary.
/**
 * La version française de knowledge.ts : ce que l’assistant sait du site en plus de la FAQ, des produits et du
 * blogue, avec les mots et les questions des visiteurs québécois (sans accents, anglicismes compris : la
 * recherche replie les accents). Les faits reprennent ceux du site ; rien ici ne promet un taux, une
 * approbation ni un délai.
 */
import { siteConfig } from '~/config';
import { BUSINESSES_FUNDED, FOUNDED, LENDERS, REPLY_WITHIN_HOURS } from '~/data/facts';
import { company } from '~/i18n/fr/company';
import type { Passage } from '~/types';
import { foundersFor } from './company';
import { lenders } from './lenders';
import type { Product } from './products';

type SitePassage = Omit<Passage, 'kind'> & { tool?: boolean };

/** Mots de recherche supplémentaires pour la FAQ de la page Nous joindre, par identifiant. */
export const faqKeywordsFr: Record<string, string> = {
  speed:
    'delai combien de temps rapide vite rapidement jours semaines recevoir argent fonds approbation decision attendre fast quick how long',
  cost: 'cout couter prix frais gratuit payer paie commission pourcentage cher combien qui paie utiliser plateforme free fee fees cost',
  'business-types':
    'admissible admissibilite eligible qualifier tempsaffaires qui peut faire une demande appliquer minimum revenus chiffre affaires secteurs types entreprises demarrage jeune entreprise nouvelle annees en affaires canada etatsunis startup',
  data: 'securite securitaire protection donnees renseignements confidentialite confidentiel chiffrement encryption partage partager qui voit voir acces dossier profil documents releves banque',
};

/** Questions de visiteurs auxquelles répond chaque entrée de la FAQ, par identifiant. */
export const faqQuestionsFr: Record<string, string[]> = {
  speed: [
    'Combien de temps ça prend pour avoir l’argent?',
    'En combien de temps je peux être financé?',
    'Je peux avoir les fonds cette semaine?',
    'Quel est le délai pour recevoir le financement?',
  ],
  cost: [
    'Est-ce que Boundless AI est gratuit?',
    'Est-ce que vous chargez des frais?',
    'Comment vous faites votre argent?',
    'Comment Boundless AI fait-elle de l’argent?',
    'Qui paie la commission?',
    'Est-ce que je vous dois quelque chose si j’accepte une offre?',
    'Y a-t-il des frais cachés?',
  ],
  'business-types': [
    'Une jeune entreprise sans revenus peut-elle faire une demande?',
    'Mon entreprise est-elle admissible?',
    'On existe depuis quelques mois, peut-on faire une demande?',
    'Travaillez-vous avec les nouvelles entreprises?',
    'Qui peut demander du financement?',
  ],
  data: [
    'Qui va voir ma demande?',
    'Qui voit mes documents et mes renseignements financiers?',
    'Vendez-vous mes données?',
    'Qui a accès à mes renseignements?',
    'Est-ce sécuritaire de téléverser mes relevés bancaires?',
  ],
};

/** Mots de recherche supplémentaires pour les six produits, par identifiant. */
export const productKeywordsFr: Record<Product['id'], string> = {
  'merchant-cash-advance':
    'mca afc avance de fonds marchande avance de fonds aux commerçants avance de fonds au commercant ventes par carte revenus futurs rapide urgent cash vite',
  'asset-based-lending':
    'abl financement adosse actifs comptes clients inventaire equipement garantie marge renouvelable',
  'term-loans':
    'pret a terme prets fixe versements mensuels expansion equipement acquisition acheter racheter entreprise concurrent refinancer annees loan batiment entrepot',
  'po-financing':
    'bon de commande po grosse commande fournisseur contrat client gouvernement distributeur unites commande materiel acheter avant livrer produire fabriquer',
  'inventory-financing': 'stocks inventaire saison achalandage fetes produits entrepot acheter stock',
  'supply-chain-financing':
    'chaine approvisionnement affacturage inverse fournisseurs conditions paiement paiement anticipe',
};

/** Questions de visiteurs auxquelles répond chaque produit, par identifiant. */
export const productQuestionsFr: Record<Product['id'], string[]> = {
  'merchant-cash-advance': [
    'C’est quoi une avance de fonds aux commerçants?',
    'Je peux avoir une avance sur mes ventes par carte?',
    'Ça me prend du cash vite pour ma boutique',
    'Comment marche un MCA?',
  ],
  'asset-based-lending': [
    'Je peux emprunter sur mes comptes clients et mon inventaire?',
    'C’est quoi le financement adossé à des actifs?',
    'Je peux mettre mon équipement en garantie?',
  ],
  'term-loans': [
    'Offrez-vous des prêts à terme?',
    'J’ai besoin d’un prêt pour acheter de l’équipement ou ouvrir une succursale',
    'Je peux refinancer un prêt trop cher?',
    'Je peux avoir un prêt pour acheter un bâtiment ou un entrepôt?',
  ],
  'po-financing': [
    'J’ai une grosse commande mais je peux pas payer mon fournisseur',
    'C’est quoi le financement par bon de commande?',
    'Comment financer une grosse commande d’un client?',
  ],
  'inventory-financing': [
    'J’ai besoin d’acheter du stock avant les fêtes',
    'Comment payer mon inventaire avant le Black Friday?',
    'Je peux financer l’inventaire de mon magasin?',
  ],
  'supply-chain-financing': [
    'Mes fournisseurs peuvent-ils être payés plus tôt?',
    'C’est quoi l’affacturage inversé?',
    'Comment allonger mes délais de paiement avec mes fournisseurs?',
  ],
};

const fr = (path: string) => (path === '/' ? '/fr' : `/fr${path}`);

/** « 1 000 » : « plus de » dit déjà que le nombre est un minimum (pas de « 1000+ »). */
const funded = new Intl.NumberFormat('fr-CA').format(BUSINESSES_FUNDED);

/** Les fondateurs de la page Qui nous sommes, chacun avec son rôle : « Daniel Mercer (cofondateur et…) ». */
const founders = new Intl.ListFormat('fr-CA', { type: 'conjunction' }).format(
  foundersFor(company.about).map((f) => `${f.name} (${f.role.charAt(0).toLowerCase()}${f.role.slice(1)})`),
);
const lenderNames = lenders.map((l) => l.name).join(', ');

export const sitePassagesFr: SitePassage[] = [
  {
    id: 'how-it-works',
    url: fr('/how-it-works'),
    title: 'Comment ça fonctionne',
    text: 'Quatre étapes : remplissez votre profil, analyse par l’IA, choisissez vos prêteurs, obtenez votre financement. Un seul profil d’entreprise et une seule demande guidée rejoignent plusieurs prêteurs à la fois.',
    answer:
      'Ça se fait en quatre étapes : vous remplissez un seul profil d’entreprise, notre IA l’analyse et vous jumelle aux prêteurs qui conviennent, vous choisissez les prêteurs avec qui communiquer, puis vous comparez les offres et obtenez votre financement. La création du profil est gratuite.',
    keywords:
      'comment ca marche fonctionne processus etapes demande un seul profil jumelage place de marche commencer process steps',
    page: 'Comment ça fonctionne',
    questions: [
      'Comment fonctionne Boundless AI?',
      'C’est quoi le processus pour avoir du financement?',
      'Qu’est-ce qui se passe après l’inscription?',
      'Expliquez-moi les étapes',
    ],
  },
  {
    id: 'how-it-works-profile',
    url: fr('/how-it-works'),
    title: 'Comment ça fonctionne',
    heading: 'Remplissez votre profil',
    text: 'Votre profil d’entreprise numérique garde vos renseignements et vos documents au même endroit : vous les téléversez une fois et les communiquez aux prêteurs que vous choisissez.',
    answer:
      'Vous remplissez un seul profil d’entreprise numérique et téléversez vos documents une seule fois\u00a0; ils sont conservés au même endroit et communiqués seulement aux prêteurs que vous choisissez. Les documents demandés varient selon le prêteur\u00a0: les relevés bancaires et les états financiers sont courants.',
    keywords:
      'documents papiers paperasse preparer televerser releves bancaires etats financiers declarations impots rapports d impot quoi fournir profil docs statements',
    page: 'Comment ça fonctionne',
    questions: [
      'Quels documents faut-il pour faire une demande?',
      'Qu’est-ce que je dois préparer comme papiers?',
      'Ça prend mes relevés bancaires ou mes rapports d’impôt?',
      'Dois-je fournir mes états financiers récents?',
      'Dois-je remplir une demande pour chaque prêteur?',
    ],
  },
  {
    id: 'how-it-works-ai',
    url: fr('/how-it-works'),
    title: 'Comment ça fonctionne',
    heading: 'Analyse par l’IA',
    text: 'Notre IA examine votre profil et vous présente en quelques minutes les options de financement qui vous conviennent.',
    answer:
      'Une fois votre profil rempli, notre IA l’examine et vous présente en quelques minutes les options de financement qui conviennent à votre entreprise.',
    keywords: 'ia intelligence artificielle jumelage algorithme analyse recommandation options ai matching',
    page: 'Comment ça fonctionne',
    questions: ['Comment fonctionne le jumelage par l’IA?', 'Comment choisissez-vous les prêteurs pour moi?'],
  },
  {
    id: 'how-it-works-lenders',
    url: fr('/how-it-works'),
    title: 'Comment ça fonctionne',
    heading: 'Choisissez vos prêteurs',
    text: `Communiquez avec les prêteurs jumelés, parmi un réseau de ${LENDERS} prêteurs et fournisseurs de capitaux vérifiés : banques, caisses et prêteurs non traditionnels.`,
    answer: `Vous communiquez avec les prêteurs jumelés que vous choisissez, parmi un réseau de ${LENDERS} prêteurs et fournisseurs de capitaux vérifiés. Vos renseignements ne vont qu’aux prêteurs que vous choisissez.`,
    keywords:
      'reseau preteurs combien de preteurs banques caisses desjardins alternatifs non traditionnels verifies lenders',
    page: 'Comment ça fonctionne',
    questions: [
      'Combien de prêteurs avez-vous sur votre plateforme?',
      'Avec quels prêteurs travaillez-vous?',
      'Travaillez-vous avec les banques ou seulement des prêteurs non traditionnels?',
    ],
  },
  {
    id: 'how-it-works-funding',
    url: fr('/how-it-works'),
    title: 'Comment ça fonctionne',
    heading: 'Obtenez votre financement',
    text: 'Comparez les offres côte à côte et acceptez celle qui vous convient, avec le soutien direct de notre équipe.',
    answer:
      'Vous comparez côte à côte les offres reçues et acceptez celle qui vous convient, avec le soutien direct de notre équipe. Chaque prêteur prend sa propre décision et fixe ses propres conditions.',
    keywords: 'offres comparer accepter choisir decision conditions soutien',
    page: 'Comment ça fonctionne',
    questions: ['Je peux comparer les offres de plusieurs prêteurs?', 'Qui décide si j’ai le prêt?'],
  },
  {
    id: 'need-funding',
    url: fr('/how-it-works'),
    title: 'Comment ça fonctionne',
    text: `Vous cherchez du capital? Un seul profil d’entreprise gratuit rejoint ${LENDERS} prêteurs vérifiés.`,
    answer: `Nous pouvons vous aider à le trouver. [Créez un profil d’entreprise gratuit](${siteConfig.signupUrl}) et notre IA vous jumelle aux prêteurs qui conviennent parmi notre réseau de ${LENDERS}, pour six types de financement, de l’avance de fonds aux commerçants au prêt à terme. Vous comparez ensuite les offres et choisissez.`,
    keywords:
      'besoin argent pret financement capital liquidites financer emprunter cherche fonds de roulement cash loan funding',
    page: 'Comment ça fonctionne',
    questions: [
      'J’ai besoin d’argent pour mon entreprise',
      'Pouvez-vous m’aider à avoir un prêt d’entreprise?',
      'On a besoin de fonds de roulement',
    ],
  },
  {
    id: 'get-started',
    url: siteConfig.signupUrl,
    title: 'Créer un compte gratuit',
    text: 'Créez votre compte gratuit et commencez votre profil d’entreprise dans l’application Boundless AI. Inscription et demande en ligne.',
    answer: `Vous pouvez commencer tout de suite\u00a0: [créez votre compte gratuit](${siteConfig.signupUrl}) et remplissez votre profil d’entreprise dans notre application. C’est gratuit pour les entreprises\u00a0; tous frais à votre charge vous sont indiqués avant que vous acceptiez une offre.`,
    keywords:
      'inscription inscrire creer compte faire une demande appliquer commencer debuter sign up signup register apply',
    page: 'inscription',
    questions: ['Comment je fais une demande?', 'Comment je m’inscris?', 'Où je crée un compte?'],
  },
  {
    id: 'sign-in',
    url: siteConfig.loginUrl,
    title: 'Se connecter',
    text: 'Les clients existants se connectent à l’application Boundless AI pour poursuivre leur demande et voir leurs offres.',
    answer:
      'Si vous avez déjà un compte, connectez-vous à l’application Boundless AI pour poursuivre votre demande et voir vos offres.',
    keywords:
      'connexion connecter login deja client mot de passe compte existant continuer poursuivre reprendre ma demande suivi statut tableau de bord',
    page: 'connexion',
    questions: ['Comment je me connecte?', 'Où je vois le statut de ma demande?'],
  },
  {
    id: 'funding-amounts',
    url: fr('/financial-products'),
    title: 'Produits financiers',
    text: 'Du financement de 3\u00a0000\u00a0$ à 300\u00a0millions de dollars, selon six produits.',
    answer:
      'Les prêteurs de notre place de marché financent de 3\u00a0000\u00a0$ jusqu’à 300\u00a0millions de dollars, selon le produit et le prêteur\u00a0: par exemple, les avances de fonds aux commerçants vont jusqu’à 500\u00a0000\u00a0$ et le financement par bon de commande jusqu’à 10\u00a0millions. Chaque prêteur décide du montant.',
    keywords: 'combien montant maximum max minimum plus gros petit emprunter millions limite plafond',
    page: 'Produits financiers',
    questions: [
      'Combien je peux emprunter?',
      'Quel est le montant maximum?',
      'Quel est le plus petit montant financé?',
      'Je peux emprunter quelques millions pour une expansion?',
    ],
  },
  {
    id: 'products-overview',
    url: fr('/financial-products'),
    title: 'Produits financiers',
    text: 'Six solutions de capital : avance de fonds aux commerçants, financement adossé à des actifs, prêts à terme, financement par bons de commande, financement des stocks et financement de la chaîne d’approvisionnement.',
    answer:
      'Nos prêteurs vous permettent de comparer six types de financement\u00a0: l’avance de fonds aux commerçants, le financement adossé à des actifs, le prêt à terme, le financement par bons de commande, le financement des stocks et le financement de la chaîne d’approvisionnement.',
    keywords: 'produits options types sortes prets financement offrez obtenir quoi quelles solutions',
    page: 'Produits financiers',
    questions: ['Quels types de financement offrez-vous?', 'Quelles sont mes options?'],
  },
  {
    id: 'who-we-help',
    url: fr('/who-we-help'),
    title: 'Qui nous aidons',
    text: 'Secteurs : commerce en ligne, SaaS, commerce de détail, services professionnels, fabrication, transport et autres secteurs comme la construction.',
    answer:
      'Nous aidons les petites et moyennes entreprises du commerce en ligne, du SaaS, du commerce de détail, des services professionnels, de la fabrication, du transport et d’autres secteurs comme la construction, au Canada et aux États-Unis.',
    keywords:
      'secteurs industrie ecommerce shopify amazon vendre en ligne boutique en ligne saas logiciel detail magasin services professionnels fabrication manufacturier transport camionnage construction restaurant',
    page: 'Qui nous aidons',
    questions: [
      'Avec quels secteurs travaillez-vous?',
      'Quelles entreprises peuvent utiliser votre service?',
      'Travaillez-vous avec les restaurants?',
      'Financez-vous les entreprises de construction?',
      'Financez-vous les boutiques en ligne et le e-commerce?',
    ],
  },
  {
    id: 'lender-names',
    url: '/fr',
    title: 'Accueil',
    page: 'd’accueil',
    text: `Notre réseau de ${LENDERS} prêteurs vérifiés comprend ${lenderNames}.`,
    answer: `Notre réseau de ${LENDERS} prêteurs et fournisseurs de capitaux vérifiés comprend ${lenderNames}\u00a0; la page d’accueil les présente. C’est vous qui choisissez quels prêteurs voient votre profil.`,
    keywords: `noms preteurs partenaires banques reseau ${lenders.map((l) => l.name).join(' ')}`,
    questions: ['Quels prêteurs sont sur votre plateforme?', 'Qui sont vos partenaires prêteurs?'],
  },
  {
    id: 'about',
    url: fr('/about-us'),
    title: 'Qui nous sommes',
    text: `Boundless AI est une place de marché du financement fondée à ${FOUNDED.city} en ${FOUNDED.year}. Plus de ${funded} entreprises financées. Mission, valeurs, histoire et fondateurs.`,
    answer: `Boundless AI est une place de marché du financement fondée à ${FOUNDED.city} en ${FOUNDED.year}. Un seul profil d’entreprise met les PME du Canada et des États-Unis en relation avec ${LENDERS} prêteurs vérifiés\u00a0; plus de ${funded} entreprises ont été financées.`,
    keywords:
      'a propos entreprisesfinancees compagnie qui etes vous equipe fondateurs fondee depuis quand existe annee histoire mission valeurs legitime confiance',
    page: 'Qui nous sommes',
    questions: [
      'C’est quoi Boundless AI?',
      'Qui est derrière Boundless AI?',
      'Est-ce que Boundless AI est légitime?',
      'Depuis quand Boundless AI existe?',
      'Combien d’entreprises avez-vous financées?',
    ],
  },
  {
    id: 'founders',
    url: fr('/about-us'),
    title: 'Qui nous sommes',
    heading: company.about.founders.eyebrow,
    text: foundersFor(company.about)
      .map((f) => `${f.name}, ${f.role}. ${f.bio}`)
      .join(' '),
    answer: `Boundless AI a été fondée à ${FOUNDED.city} en ${FOUNDED.year} par ${founders}.`,
    keywords:
      'fondateurs fondatrices cofondateurs pdg ceo president presidente directeur directrice general generale dg chef direction dirigeants patron boss proprietaires proprio equipe gestion qui dirige',
    page: 'Qui nous sommes',
    questions: [
      'Qui est le PDG de Boundless AI?',
      'Qui sont les fondateurs?',
      'Qui dirige l’entreprise?',
      'C’est qui le boss chez vous?',
    ],
  },
  {
    id: 'contact',
    url: fr('/contact-us'),
    title: 'Nous joindre',
    text: `Écrivez à ${siteConfig.supportEmail}. Réservez un appel avec notre équipe.`,
    answer: `Vous pouvez écrire à ${siteConfig.supportEmail} (nous répondons en moins de ${REPLY_WITHIN_HOURS}\u00a0heures les jours ouvrables), réserver un appel avec notre équipe ou envoyer un message à partir de la page Nous joindre. Nos heures d’ouverture\u00a0: du lundi au vendredi, de 9\u00a0h à 17\u00a0h (heure de l’Est).`,
    keywords: 'joindre contacter contact courriel telephone appel ecrire message heures ouverture soutien',
    page: 'Nous joindre',
    questions: ['Comment vous joindre?', 'Quelle est votre adresse courriel?', 'Quelles sont vos heures?'],
  },
  {
    id: 'assistant',
    url: fr('/contact-us'),
    title: 'Nous joindre',
    text: 'Ce clavardage est un assistant automatisé qui répond à partir du site de Boundless AI.',
    answer:
      'Je suis un assistant automatisé\u00a0: je réponds à partir du site de Boundless AI et je vous dirige vers les bonnes pages. Une personne de notre équipe peut prendre le relais de cette conversation\u00a0: choisissez «\u00a0Parler à une personne\u00a0» sous la conversation. Pendant nos heures d’ouverture, elle répond habituellement ici en quelques minutes\u00a0; sinon, dès le matin du jour ouvrable suivant, ici ou par courriel.',
    keywords:
      'robot bot clavardage assistant automatise automatique vraie personne humain etes-vous qui me repond quelqu un lit surveille agent',
    page: 'Nous joindre',
    questions: [
      'Êtes-vous un robot?',
      'Est-ce que je parle à une vraie personne?',
      'Est-ce qu’une personne lit ce clavardage?',
      'Quelqu’un va-t-il me répondre?',
    ],
  },
  {
    id: 'location',
    url: fr('/about-us'),
    title: 'Qui nous sommes',
    text: `Notre bureau est situé au ${siteConfig.address.street}, à ${siteConfig.address.city}. Nous servons les entreprises de partout au Canada et aux États-Unis.`,
    answer: `Nous sommes établis à ${siteConfig.address.city} et nous travaillons avec des entreprises de partout au Canada et aux États-Unis. Tout se fait en ligne\u00a0: vous pouvez faire une demande de n’importe où dans les deux pays.`,
    keywords:
      'ou situes presents presence base region ville pays provinces partout aider servez quebec canada etatsunis adresse bureau siege social',
    page: 'Qui nous sommes',
    questions: [
      'Où êtes-vous situés?',
      'Servez-vous le Québec?',
      'Servez-vous toutes les provinces?',
      'Pouvez-vous aider une entreprise de ma région ou de ma ville?',
      'Travaillez-vous avec des entreprises américaines?',
      'Faites-vous les États-Unis aussi?',
    ],
  },
  {
    id: 'approval',
    url: fr('/how-it-works'),
    title: 'Comment ça fonctionne',
    text: 'Les décisions d’approbation, les taux et les conditions sont fixés par chaque prêteur après l’examen de votre profil.',
    answer:
      'Nous ne pouvons ni promettre une approbation ni citer un taux\u00a0: chaque prêteur examine votre profil et prend sa propre décision. Un profil complet, transmis à plusieurs prêteurs jumelés à la fois, vous donne le portrait le plus clair de vos options.',
    keywords: 'approbation approuve garantie garanti chances refuse taux interet conditions decision',
    page: 'Comment ça fonctionne',
    questions: [
      'Vais-je être approuvé?',
      'Quel taux vais-je avoir?',
      'Pouvez-vous garantir le financement?',
      'Quelles sont mes chances d’avoir le prêt?',
    ],
  },
  {
    id: 'credit',
    url: fr('/financial-products'),
    title: 'Produits financiers',
    text: 'Les prêteurs regardent les revenus, les liquidités, les années en affaires, les garanties et l’historique de crédit.',
    answer:
      'Les prêteurs regardent plus que la cote de crédit\u00a0: les revenus, les liquidités, les années en affaires et les garanties comptent aussi. Certains produits misent sur d’autres forces, par exemple l’avance de fonds aux commerçants sur vos ventes. Chaque prêteur décide, et votre profil montre les options qui conviennent.',
    keywords:
      'cote de credit mauvais credit faible dossier de credit pointage historique retards de paiement cartes nuire refuse banque a dit non faillite',
    page: 'Produits financiers',
    questions: [
      'Je peux avoir du financement avec un mauvais crédit?',
      'Quelle cote de crédit faut-il?',
      'Ma banque a refusé mon prêt, pouvez-vous m’aider?',
      'Les prêteurs regardent seulement ma cote de crédit?',
    ],
  },
  {
    id: 'partners',
    url: fr('/partners'),
    title: 'Devenir partenaire',
    text: 'Trois programmes de partenariat : prêteurs, apporteurs d’affaires et partenaires API.',
    answer:
      'Nous avons trois programmes de partenariat\u00a0: les prêteurs qui se joignent à notre réseau, les apporteurs d’affaires qui nous recommandent des clients et les partenaires API qui intègrent le financement à leur produit. La page Devenir partenaire les compare et offre un formulaire.',
    keywords: 'partenaire partenaires partenariat programme collaborer travailler ensemble devenir partner',
    page: 'Devenir partenaire',
    questions: [
      'Comment devenir partenaire?',
      'Quels programmes de partenariat avez-vous?',
      'Quels partenariats sont possibles avec vous?',
    ],
  },
  {
    id: 'lenders',
    url: fr('/lenders'),
    title: 'Prêteurs',
    text: 'Pour les prêteurs : rencontrez des entreprises vérifiées, prêtes à faire une demande, grâce au jumelage par l’IA. Joignez-vous à notre réseau.',
    answer:
      'Les prêteurs peuvent se joindre à notre réseau pour rencontrer des entreprises vérifiées et prêtes à faire une demande, jumelées par l’IA. La page Prêteurs offre un formulaire pour se joindre au réseau.',
    keywords:
      'preteur preteurpartenaire joindre reseau programme pour les preteurs preter fournisseur de capitaux fonds prive flux d affaires caisse cooperative lender',
    page: 'Prêteurs',
    questions: [
      'Je suis un prêteur, comment me joindre au réseau?',
      'Ma caisse peut-elle se joindre à la plateforme?',
      'Comment une banque peut-elle devenir prêteur sur votre place de marché?',
    ],
  },
  {
    id: 'referral-partners',
    url: fr('/referral-partners'),
    title: 'Apporteurs d’affaires',
    text: 'Processus de recommandation simple, suivi en temps réel et commissions concurrentielles pour les cabinets comptables, les directeurs financiers, les consultants et les agences.',
    answer:
      'Les cabinets comptables, les directeurs financiers, les entreprises de logiciels, les consultants et les agences peuvent nous recommander des clients, suivre chaque recommandation en temps réel et toucher des commissions concurrentielles. La page Apporteurs d’affaires offre un formulaire.',
    keywords:
      'recommandation recommander referer reference references programme clients commission comptable cabinet cfo conseillers financiers planificateurs consultant agence referral',
    page: 'Apporteurs d’affaires',
    questions: [
      'Payez-vous des commissions de recommandation?',
      'J’ai plusieurs clients qui cherchent du financement, peut-on s’arranger?',
      'Je suis comptable, je peux vous référer mes clients?',
    ],
  },
  {
    id: 'apis',
    url: fr('/apis'),
    title: 'API',
    text: 'Intégrez Boundless AI : mise en place du partenariat, intégration de l’API, lancement. API REST, traitement en temps réel, sécurité de niveau entreprise.',
    answer:
      'Notre API permet aux plateformes d’intégrer le financement à leur propre produit\u00a0: une API REST avec traitement en temps réel et sécurité de niveau entreprise, mise en place en trois étapes. La page API offre un formulaire pour réserver une rencontre.',
    keywords:
      'api integration integrer plateforme logiciel application app service developpeur rest embedded financement integre offrir financement clients utilisateurs',
    page: 'API',
    questions: ['Avez-vous une API?', 'Pouvons-nous intégrer le financement dans notre logiciel?'],
  },
  {
    id: 'success-stories',
    url: fr('/who-we-help'),
    title: 'Qui nous aidons',
    heading: 'Financements récents',
    text: 'Des financements des 12 derniers mois : un prêt à terme de 5 M$, un prêt à terme par tranches de 1 M$, de l’affacturage de 1,5 M$ US, un prêt SBA de 3,2 M$ US, une dette de capital-risque de 700 k$ et une marge adossée à des actifs de 1,6 M$ US.',
    answer:
      'Au cours des 12 derniers mois, des entreprises de notre place de marché ont conclu, par exemple, un prêt à terme de 5\u00a0M$, de l’affacturage de 1,5\u00a0M$\u00a0US, un prêt SBA de 3,2\u00a0M$\u00a0US et une marge adossée à des actifs de 1,6\u00a0M$\u00a0US. Chaque cas est différent.',
    keywords: 'exemples histoires de succes etudes de cas clients finances resultats temoignages avis references',
    page: 'Qui nous aidons',
    questions: ['Avez-vous des exemples de financements?', 'Qui avez-vous financé?', 'Avez-vous des témoignages?'],
  },
  {
    id: 'withdraw',
    url: fr('/terms-of-service'),
    title: 'Conditions d’utilisation',
    heading: 'Annulation',
    text: 'Vous pouvez retirer une demande en tout temps avant d’accepter une offre, en communiquant avec nous ou avec les outils de votre compte. Le retrait empêche l’envoi de votre demande à d’autres prêteurs, mais ne peut pas rappeler les renseignements déjà reçus par un prêteur.',
    answer:
      'Vous pouvez retirer une demande en tout temps avant d’accepter une offre, en communiquant avec nous ou avec les outils de votre compte. Le retrait empêche l’envoi de votre demande à d’autres prêteurs, mais ne peut pas rappeler les renseignements qu’un prêteur a déjà reçus.',
    keywords: 'annuler annulation retirer retrait arreter demande changer d idee fermer compte',
    page: 'Conditions d’utilisation',
    questions: ['Je peux annuler ma demande?', 'Et si je change d’idée après ma demande?'],
  },
  {
    id: 'terms',
    url: fr('/terms-of-service'),
    title: 'Conditions d’utilisation',
    text: 'Conditions d’utilisation : usage commercial seulement, compte, utilisation du service, frais, propriété intellectuelle, litiges, responsabilité, droit applicable de l’Ontario.',
    answer:
      'Nos conditions d’utilisation encadrent l’usage de la plateforme\u00a0: elle sert à des fins commerciales seulement, vous agissez pour votre entreprise et les frais peuvent comprendre une commission ou des frais de recommandation. Lisez les conditions complètes pour les détails.',
    keywords: 'conditions utilisation termes legal entente contrat regles responsabilite',
    page: 'Conditions d’utilisation',
    questions: ['Où sont vos conditions d’utilisation?'],
  },
  {
    id: 'blog',
    url: fr('/blog'),
    title: 'Blogue',
    text: 'Guides, études de cas, communiqués et analyses de marché sur le financement d’entreprise.',
    answer:
      'Notre blogue propose des guides en langage clair, des études de cas, des communiqués et des analyses de marché sur le financement d’entreprise.',
    keywords: 'blogue blog articles guides lire apprendre ressources nouvelles communiques',
    page: 'Blogue',
    questions: ['Avez-vous des articles ou des guides?', 'Avez-vous un blogue?'],
  },
  {
    id: 'privacy-policy',
    url: fr('/privacy-terms'),
    title: 'Politique de confidentialité',
    text: 'Comment nous recueillons, utilisons, communiquons, conservons et corrigeons les renseignements personnels.',
    answer: `Notre politique de confidentialité explique quels renseignements personnels nous recueillons, comment nous les utilisons et les communiquons, combien de temps nous les gardons et comment y accéder ou les corriger. Vous pouvez aussi écrire à ${siteConfig.privacyEmail}.`,
    keywords:
      'confidentialite politique renseignements personnels supprimer suppression effacer retirer mes donnees loi 25 acces correction temoins',
    page: 'Politique de confidentialité',
    questions: ['Comment supprimer mes données?', 'Quels renseignements personnels recueillez-vous?'],
  },
  {
    id: 'not-a-lender',
    url: fr('/terms-of-service'),
    title: 'Conditions d’utilisation',
    text: 'Boundless AI est une place de marché. Nous ne sommes ni un prêteur, ni une banque, ni un conseiller financier, et nous ne prenons pas de décisions de crédit.',
    answer:
      'Boundless AI est une place de marché. Nous ne sommes ni un prêteur, ni une banque, ni un conseiller financier, et nous ne prenons pas de décisions de crédit\u00a0: chaque prêteur prend sa propre décision et fixe ses conditions, et toute convention de prêt est entre votre entreprise et ce prêteur.',
    keywords: 'pas preteur banque courtier place marche decisions credit qui prete directement argent',
    page: 'Conditions d’utilisation',
    questions: ['Êtes-vous un prêteur ou un courtier?', 'Prêtez-vous l’argent vous-mêmes?'],
  },
  {
    id: 'tool-prequalify',
    tool: true,
    url: fr('/prequalify'),
    title: 'Préqualification en 60\u00a0secondes',
    text: 'Une préqualification de 60 secondes sans vérification de crédit : répondez à quelques questions (où l’entreprise exerce ses activités, depuis combien de temps, ses revenus mensuels, le montant et l’usage des fonds) et voyez lesquels de nos six produits conviennent.',
    answer:
      'Notre préqualification de 60\u00a0secondes se fait sans vérification de crédit\u00a0: répondez à quelques questions sur votre entreprise et voyez lesquels de nos six produits conviennent. Ce n’est pas une approbation\u00a0; chaque prêteur prend sa propre décision.',
    keywords:
      'prequalification prequalifier qualifier qualifie admissible verification de credit enquete cote de credit affecter sans impact nuire 60 secondes delai quel produit annees en affaires mois existence jeune entreprise revenus mensuels ventes par mois assez',
    page: 'Préqualification',
    questions: [
      'Est-ce que vérifier mes options va nuire à ma cote de crédit?',
      'Faites-vous une vérification de crédit?',
      'Comment savoir quel financement convient à mon entreprise?',
      'Combien de temps prend la préqualification?',
      'Puis-je savoir si je suis admissible sans faire de demande?',
    ],
  },
  {
    id: 'tool-term-loan-calculator',
    tool: true,
    url: fr('/calculators/term-loan'),
    title: 'Calculatrice de versements de prêt',
    text: 'Entrez un montant, un taux et une durée pour estimer le versement mensuel, les intérêts totaux et le tableau d’amortissement.',
    answer:
      'Notre calculatrice de versements de prêt estime le versement mensuel, les intérêts totaux et le tableau d’amortissement à partir du montant, du taux et de la durée que vous entrez. Ce sont des estimations\u00a0: chaque prêteur fixe son taux.',
    keywords: 'calculatrice calculateur versement mensuel paiement interets amortissement estimer combien par mois',
    page: 'Calculatrice de versements de prêt',
    questions: ['Combien serait mon paiement mensuel?', 'Avez-vous une calculatrice de prêt?'],
  },
  {
    id: 'tool-mca-calculator',
    tool: true,
    url: fr('/calculators/merchant-cash-advance'),
    title: 'Calculatrice du coût d’une avance de fonds aux commerçants',
    text: 'Entrez l’avance, le facteur et la retenue pour voir le montant à rembourser, la durée du remboursement et un TAC approximatif.',
    answer:
      'Notre calculatrice du coût d’une avance de fonds aux commerçants montre ce qu’elle coûte vraiment\u00a0: entrez l’avance, le facteur et la retenue pour voir le montant à rembourser, la durée du remboursement et un TAC approximatif.',
    keywords: 'calculatrice mca avance facteur retenue remboursement tac tpa cout reel factor rate',
    page: 'Calculatrice du coût d’une avance de fonds aux commerçants',
    questions: ['Comment convertir un facteur en TAC?', 'Combien coûte vraiment un MCA?'],
  },
];
