/** Texte français des courriels envoyés à un visiteur : le courriel de bienvenue de l’infolettre. */
import { siteConfig } from '~/config';
import type { Messages } from '../en';
import { addressLines } from './address';

const name = siteConfig.name;

export const email: Messages['email'] = {
  welcome: {
    subject: `Bienvenue à l’infolettre de ${name}`,
    thanks: `Merci de vous être abonné à l’infolettre de ${name}.`,
    signedUp: (wording: string) => `Ce à quoi vous vous êtes abonné\u00a0: ${wording}`,
    unsubscribe: (link: string) => `Pour vous désabonner, ouvrez ce lien et confirmez\u00a0: ${link}`,
    footer: `${name} est une place de marché, et non un prêteur. ${addressLines(siteConfig.address).join(', ')}.`,
  },
};
