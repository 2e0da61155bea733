/**
 * Texte français des courriels envoyés à un visiteur : le courriel de bienvenue de l’infolettre, et la réponse
 * d’une personne au clavardage que le visiteur n’était plus sur le site pour lire.
 */
import { siteConfig } from '~/config';
import type { Messages } from '../en';
import { addressInline } from './address';

const name = siteConfig.name;

export const email: Messages['email'] = {
  welcome: {
    subject: `Votre abonnement à l’infolettre de ${name}`,
    thanks: `Merci de votre inscription à l’infolettre de ${name}.`,
    signedUp: (wording: string) => `Ce que vous recevrez\u00a0: ${wording}`,
    unsubscribe: (link: string) => `Pour vous désabonner, ouvrez ce lien et confirmez\u00a0: ${link}`,
    footer: `${name} est une place de marché, et non un prêteur. ${addressInline(siteConfig.address)}.`,
  },
  chatReply: {
    subject: `Réponse de l’équipe de ${name} à votre message`,
    greeting: (visitor: string) => `Bonjour ${visitor},`,
    intro: 'Vous aviez quitté le site quand notre équipe a répondu à votre message. Voici sa réponse\u00a0:',
    from: (author: string) => `${author}, de l’équipe de ${name}`,
    reopen: 'Poursuivre la conversation sur notre site',
    reopenText: (link: string) => `Pour répondre, poursuivez la conversation sur notre site\u00a0: ${link}`,
    expires: (days: number) => `Ce lien est valide pendant ${days}\u00a0jours et n’ouvre que cette conversation.`,
    why: 'Vous recevez ce courriel parce que vous avez laissé cette adresse dans notre clavardage en demandant à parler à une personne.',
    footer: `${name} est une place de marché, et non un prêteur. ${addressInline(siteConfig.address)}.`,
  },
};
