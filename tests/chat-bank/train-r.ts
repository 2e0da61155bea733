/**
 * Examples written after blind sets P and Q for what they found given a neighbouring answer or no answer (none of
 * their messages): an API partner's first steps (`apis`), the approval figures (`success`), a rate asked with a
 * credit score (`rates`), prices of other markets (`off-topic`); in French also business numbers and tax arrears
 * (`documents`), the smallest amount (`products`), going to a lender directly (`not-lender`) and a company's truck
 * or its repair (`equipment`, not `personal`). Five per answer id: the k-fold's folds are every fifth example, so
 * five more keep the later examples in their folds. Merged into `MORE` (train-more.ts).
 */
import type { AnswerId } from '~/data/chat-answers';

export const AFTER_Q: Record<'en' | 'fr', Partial<Record<AnswerId, string[]>>> = {
  en: {
    apis: [
      'we build software for contractors, what are the first steps to offer your financing inside it',
      'as a software partner how do we kick off the integration',
      'who do we talk to about sandbox access for our platform',
      'our app wants to show your lenders to its users, where do we begin',
      'what is the onboarding process for an API partner',
    ],
    rates: [
      'with a 720 score what rate can I expect',
      'my credit is around 650, what interest would lenders charge',
      'what APR do borrowers with good credit usually get',
      'ballpark interest for a 100k loan if my score is decent',
      'does a higher credit score mean you can quote me a lower rate',
    ],
    success: [
      'how is your approval percentage worked out',
      'where does the 4x figure on your home page come from',
      'is the approval rate based on every applicant or only completed applications',
      'what does higher success rate than applying alone mean',
      'what counts as approved in your approval stat',
    ],
    'off-topic': [
      'what is ethereum trading at right now',
      'should I buy crypto this week',
      'how is the stock market doing today',
      'whats the price of gold',
      'give me a stock tip',
    ],
  },
  fr: {
    documents: [
      'faut-il fournir notre NEQ ou notre numéro d’entreprise',
      'nos remises de TPS ne sont pas à jour, les prêteurs regardent-ils ça',
      'des arriérés de taxes de vente, c’est grave pour une demande',
      'le numéro d’entreprise de l’ARC est-il demandé',
      'une dette envers le fisc peut-elle bloquer mon dossier',
    ],
    products: [
      'montant minimal pour une demande?',
      'vous financez à partir de combien',
      'ma compagnie de paysagement a un bris de 2 200 $ sur une remorque, vos prêteurs financent ça?',
      'je voudrais emprunter un petit montant, quelques milliers de dollars, c’est possible?',
      'est-ce que 2 000 $ pour mon commerce, c’est trop petit',
    ],
    success: [
      'votre taux d’approbation, il est calculé sur quelles demandes',
      'le 4 fois plus de succès sur votre page d’accueil, ça se mesure comment',
      'que veut dire votre taux d’approbation',
      'le pourcentage d’approbation affiché, il compte quoi',
      'vos statistiques d’approbation viennent d’où',
    ],
    'not-lender': [
      'pourquoi passer par vous plutôt que d’aller voir ma banque moi-même',
      'c’est quoi l’avantage de votre site versus faire affaire direct avec un prêteur',
      'je pourrais pas juste appeler ma caisse moi-même?',
      'quelle est la différence entre vous et une banque de développement',
      'vous apportez quoi de plus qu’un prêteur en direct',
    ],
    equipment: [
      'financement pour un camion de ma compagnie',
      'je veux acheter une camionnette pour mon commerce',
      'notre entreprise de transport doit remplacer le moteur d’un tracteur routier',
      'prêt pour une remorque neuve pour mon entreprise de paysagement',
      'réparation majeure de la pelle mécanique de la compagnie, vous financez ça?',
    ],
    apis: [
      'on est un éditeur de logiciel, comment démarrer l’intégration de votre API',
      'comment on obtient un accès au bac à sable pour notre plateforme',
      'première étape pour devenir partenaire API',
      'notre application veut offrir vos prêteurs à ses usagers, on commence par quoi',
      'comment se passe l’intégration pour un partenaire techno',
    ],
  },
};
